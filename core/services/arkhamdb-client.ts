import type { z } from 'zod';
import type { ImportProgress } from '../../shared/api/progress.ts';
import type { ArkhamDbAnswers } from '../../shared/cards/arkhamdb-api.ts';
import { apiCardsSchema, apiPacksSchema, apiTaboosSchema } from '../../shared/cards/arkhamdb-api-schema.ts';
import { CardUpdateError } from '../../shared/cards/card-update-error.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';

// The only code that talks to the network, and only when the player asks for an update. Four
// GET requests to ArkhamDB's public API, each with a time limit, each answer parsed as JSON and
// checked with its schema before anything is built from it.

export const DEFAULT_ARKHAMDB_URL = 'https://arkhamdb.com';
/** The card list is large (≈15 MB); a slow line gets time, a dead one does not hang forever. */
export const DEFAULT_TIMEOUT_MS = 120_000;
const MAX_ANSWER_CHARS = 256 * 1024 * 1024;

/** The address to ask: the one given, else ARKHAMDB_URL, else arkhamdb.com; only http(s). */
export function arkhamDbBaseUrl(url?: string, env: Record<string, string | undefined> = process.env): URL {
  const chosen = url?.trim() || env.ARKHAMDB_URL?.trim() || DEFAULT_ARKHAMDB_URL;
  let parsed: URL;
  try {
    parsed = new URL(chosen);
  } catch {
    throw new CardUpdateError('update_url_invalid', { url: chosen });
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password) {
    throw new CardUpdateError('update_url_invalid', { url: chosen });
  }
  return parsed;
}

/**
 * ArkhamDB answers in German on its `de.` host; any other host (a mirror, a test server) is
 * asked with `_locale=de` instead.
 */
export function endpointUrl(base: URL, path: string, locale: 'en' | 'de', query: Record<string, string> = {}): URL {
  const url = new URL(path.replace(/^\//, ''), base.href.endsWith('/') ? base.href : `${base.href}/`);
  const official = /^(www\.)?arkhamdb\.com$/.test(base.hostname);
  if (locale === 'de' && official) url.hostname = 'de.arkhamdb.com';
  else if (locale === 'de') url.searchParams.set('_locale', 'de');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** One GET: JSON parsed and checked, or a CardUpdateError naming the address. */
export async function fetchChecked<T>(url: URL, schema: z.ZodType<T>, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const shown = url.href;
  let text: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'follow',
    });
    if (!response.ok) throw new CardUpdateError('update_http_status', { url: shown, httpStatus: response.status });
    text = await response.text();
  } catch (error) {
    if (error instanceof CardUpdateError) throw error;
    if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') {
      throw new CardUpdateError('update_timeout', { url: shown, seconds: Math.round(timeoutMs / 100) / 10 });
    }
    throw new CardUpdateError('update_unreachable', { url: shown, reason: networkReason(error) });
  }
  if (text.length > MAX_ANSWER_CHARS)
    throw new CardUpdateError('update_invalid_response', { url: shown, reason: deCardData.answerTooLarge });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CardUpdateError('update_invalid_response', {
      url: shown,
      reason: deCardData.answerNotJson((error as Error).message),
    });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CardUpdateError('update_invalid_response', {
      url: shown,
      reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
    });
  }
  return result.data;
}

export interface FetchOptions {
  timeoutMs?: number;
  onProgress?: (progress: ImportProgress) => void;
}

/** Packs in English and German, taboo lists, then every card (encounter cards too) in German. */
export async function fetchArkhamDbAnswers(
  base: URL,
  { timeoutMs = DEFAULT_TIMEOUT_MS, onProgress = () => {} }: FetchOptions = {},
): Promise<ArkhamDbAnswers> {
  const requests = [
    endpointUrl(base, 'api/public/packs/', 'en'),
    endpointUrl(base, 'api/public/packs/', 'de'),
    endpointUrl(base, 'api/public/taboos/', 'en'),
    endpointUrl(base, 'api/public/cards/', 'de', { encounter: '1' }),
  ];
  const total = requests.length;
  const step = <T>(index: number, schema: z.ZodType<T>) => {
    onProgress({ phase: 'download', done: index, total, file: requests[index]!.href });
    return fetchChecked(requests[index]!, schema, timeoutMs);
  };
  const packs = await step(0, apiPacksSchema);
  const germanPacks = await step(1, apiPacksSchema);
  const taboos = await step(2, apiTaboosSchema);
  const cards = await step(3, apiCardsSchema);
  onProgress({ phase: 'download', done: total, total });
  return { source: base.href.replace(/\/$/, ''), packs, germanPacks, taboos, cards };
}
