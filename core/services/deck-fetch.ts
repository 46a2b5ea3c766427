import { z } from 'zod';
import type { AppError } from '../../shared/api/app-error.ts';
import { CardUpdateError } from '../../shared/cards/card-update-error.ts';
import { MAX_IMPORT_DECKS } from '../../shared/decks/deck-import.ts';
import { DeckImportError } from '../../shared/decks/deck-import-error.ts';
import { type DeckJson, deckFileSchema } from '../../shared/decks/deck-json.ts';
import { type DeckReference, referencePaths } from '../../shared/decks/deck-reference.ts';
import { arkhamDbBaseUrl, endpointUrl, fetchChecked } from './arkhamdb-client.ts';

/**
 * A deck as ArkhamDB answers it, checked like a file (deckFileSchema) but passed on as it came:
 * the import (decks.import) drops slots with a count of 0 or less itself and tells the player.
 */
const fetchedDeck = z
  .unknown()
  .superRefine((value, ctx) => {
    const checked = deckFileSchema.safeParse(value);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  })
  .transform((value) => value as DeckJson);

// A public ArkhamDB deck or decklist loaded when the player asks ("Online laden"), through the
// card update's HTTP helper (one GET each, time limit, JSON checked). A deck's linked versions
// (previous_deck/next_deck) come along; a linked version that is not public ends the chain there.
// Nothing is written: the dialog previews and `decks.import` saves.

export const DECK_FETCH_TIMEOUT_MS = 20_000;
const NOT_THERE = new Set([403, 404]);

export interface FetchDecksOptions {
  /** Base address; else ARKHAMDB_URL, else arkhamdb.com. */
  url?: string;
  timeoutMs?: number;
  env?: Record<string, string | undefined>;
}

export interface FetchedDecks {
  decks: DeckJson[];
  /** The base address asked. */
  source: string;
}

/** The card update's refusals in the words of a deck import. */
function asImportError(error: unknown, deckRef: string): unknown {
  if (!(error instanceof CardUpdateError)) return error;
  const { url, reason, httpStatus, seconds } = error.details as AppError['details'];
  if (error.code === 'update_url_invalid') return new DeckImportError('deck_fetch_url_invalid', { url });
  if (error.code === 'update_unreachable') return new DeckImportError('deck_fetch_unreachable', { url, reason });
  if (error.code === 'update_timeout') return new DeckImportError('deck_fetch_timeout', { url, seconds });
  if (error.code === 'update_http_status' && NOT_THERE.has(httpStatus ?? 0))
    return new DeckImportError('deck_fetch_not_found', { url, deckRef, httpStatus });
  if (error.code === 'update_http_status') return new DeckImportError('deck_fetch_http_status', { url, httpStatus });
  return new DeckImportError('deck_fetch_invalid_response', { url, reason });
}

const isNotThere = (error: unknown) => error instanceof DeckImportError && error.code === 'deck_fetch_not_found';
const idOf = (value: DeckJson['previous_deck']) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

export async function fetchArkhamDbDecks(
  reference: DeckReference,
  options: FetchDecksOptions = {},
): Promise<FetchedDecks> {
  let base: URL;
  try {
    base = arkhamDbBaseUrl(options.url, options.env);
  } catch (error) {
    throw asImportError(error, reference.id);
  }
  const timeoutMs = options.timeoutMs ?? DECK_FETCH_TIMEOUT_MS;
  const get = async (path: string) => {
    try {
      return await fetchChecked(endpointUrl(base, path, 'en'), fetchedDeck, timeoutMs);
    } catch (error) {
      throw asImportError(error, reference.id);
    }
  };

  let first: DeckJson | undefined;
  let kind: 'deck' | 'decklist' = 'deck';
  for (const path of referencePaths(reference)) {
    try {
      first = await get(path);
      kind = path.includes('decklist') ? 'decklist' : 'deck';
      break;
    } catch (error) {
      if (!isNotThere(error)) throw error;
    }
  }
  if (!first) throw new DeckImportError('deck_fetch_not_found', { url: base.href, deckRef: reference.id });
  // A published decklist stands alone; its links would name decks, not decklists.
  if (kind === 'decklist') return { decks: [{ ...first, previous_deck: null, next_deck: null }], source: base.href };

  const byId = new Map([[idOf(first.id) ?? reference.id, first]]);
  const follow = async (start: DeckJson, link: 'previous_deck' | 'next_deck') => {
    let current = start;
    for (;;) {
      const id = idOf(current[link]);
      if (!id || byId.has(id)) return;
      let next: DeckJson | undefined;
      try {
        if (byId.size < MAX_IMPORT_DECKS) next = await get(`api/public/deck/${id}`);
      } catch (error) {
        if (!isNotThere(error)) throw error;
      }
      if (!next) {
        current[link] = null;
        return;
      }
      byId.set(id, next);
      current = next;
    }
  };
  await follow(first, 'previous_deck');
  await follow(first, 'next_deck');
  return { decks: [...byId.values()], source: base.href };
}
