import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CardPoolData } from '../../shared/cards/build-pool.ts';
import type { Card } from '../../shared/cards/card-types.ts';
import { parseDeckRequirements } from '../../shared/cards/deck-requirements.ts';

// A stand-in for ArkhamDB's public API on 127.0.0.1, answering from a card pool the way the real
// API does (as far as its PHP source shows): German host → translated `name`/`text`/… with the
// English in `real_*`, references as `*_code`/`*_name`, requirement texts parsed into objects,
// nulls dropped and unset flags sent as false, taboo cards as JSON text.

export interface ApiAnswers {
  packs: unknown[];
  germanPacks: unknown[];
  taboos: unknown[];
  cards: unknown[];
}

const REAL_FIELDS = ['name', 'text', 'traits', 'slot'] as const;
const GERMAN_ONLY_FIELDS = [
  'subname',
  'flavor',
  'back_name',
  'back_text',
  'back_flavor',
  'customization_text',
  'customization_change',
] as const;
const FLAGS = ['double_sided', 'is_unique', 'permanent', 'exceptional', 'myriad'] as const;

/** DeckValidationHelper::parseReqString as far as the API uses it (a later investigator overwrites an earlier one, as there). */
function parsedRestrictions(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const part of text.split(',')) {
    const [kind = '', ...params] = part.split(':').map((p) => p.trim());
    if (!kind) continue;
    if (kind === 'investigator') result[kind] = Object.fromEntries(params.slice(0, 2).map((code) => [code, code]));
    else if (kind === 'faction')
      result[kind] = { ...(result[kind] as object), [params[0]!]: { min: false, max: false } };
    else result[kind] = [...((result[kind] as unknown[] | undefined) ?? []), params[0]];
  }
  return result;
}

function parsedRequirements(text: string): Record<string, unknown> {
  const parsed = parseDeckRequirements(text);
  return {
    ...(parsed.size !== undefined ? { size: parsed.size } : {}),
    card: Object.fromEntries(
      parsed.cards.map((codes) => [codes[0], Object.fromEntries(codes.map((code) => [code, code]))]),
    ),
    random: parsed.random,
  };
}

export function apiCard(card: Card, data: CardPoolData, byCode: Map<string, Card>): Record<string, unknown> {
  const { de, duplicate_of, alternate_of, back_link, deck_requirements, restrictions, errata_date, ...rest } = card;
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== null && value !== undefined),
  );
  for (const flag of FLAGS) out[flag] ??= false;
  for (const field of REAL_FIELDS) {
    if (card[field] === undefined) continue;
    out[`real_${field}`] = card[field];
    out[field] = de?.[field] ?? card[field];
  }
  for (const field of GERMAN_ONLY_FIELDS) if (de?.[field] !== undefined) out[field] = de[field];
  if (duplicate_of)
    Object.assign(out, { duplicate_of_code: duplicate_of, duplicate_of_name: byCode.get(duplicate_of)?.name });
  if (alternate_of)
    Object.assign(out, { alternate_of_code: alternate_of, alternate_of_name: byCode.get(alternate_of)?.name });
  if (back_link) {
    const back = byCode.get(back_link);
    Object.assign(out, { linked_to_code: back_link, ...(back ? { linked_card: apiCard(back, data, byCode) } : {}) });
  }
  if (deck_requirements) out.deck_requirements = parsedRequirements(deck_requirements);
  if (restrictions) out.restrictions = parsedRestrictions(restrictions);
  if (typeof errata_date === 'string')
    out.errata_date = { date: `${errata_date} 00:00:00.000000`, timezone_type: 3, timezone: 'UTC' };
  const pack = data.packs.find((entry) => entry.code === card.pack_code);
  Object.assign(out, {
    pack_name: pack?.name_de ?? pack?.name,
    type_name: data.labels.types[card.type_code] ?? card.type_code,
    faction_name: data.labels.factions[card.faction_code] ?? card.faction_code,
    ...(card.subtype_code ? { subtype_name: data.labels.subtypes[card.subtype_code] ?? card.subtype_code } : {}),
    url: `https://de.arkhamdb.com/card/${card.code}`,
    imagesrc: `/bundles/cards/${card.code}.png`,
  });
  return out;
}

/** The four answers the update asks for, built from a pool (the fixture or the real data). */
export function apiAnswersFrom(data: CardPoolData): ApiAnswers {
  const byCode = new Map(data.cards.map((card) => [card.code, card]));
  // Backs reached through back_link come nested in their front, not listed on their own.
  const backs = new Set(data.cards.flatMap((card) => (card.back_link ? [card.back_link] : [])));
  const cyclePosition = new Map(data.cycles.map((cycle) => [cycle.code, cycle.position]));
  const pack = (name: (p: CardPoolData['packs'][number]) => string) =>
    data.packs.map((p, i) => ({
      name: name(p),
      code: p.code,
      position: p.position,
      cycle_position: cyclePosition.get(p.cycle_code) ?? 0,
      available: p.date_release ?? '',
      known: 0,
      total: p.size ?? 0,
      url: `https://arkhamdb.com/set/${p.code}`,
      id: i + 1,
    }));
  return {
    packs: pack((p) => p.name),
    germanPacks: pack((p) => p.name_de ?? p.name),
    taboos: data.taboos.map((list) => ({
      id: list.id,
      code: list.code,
      name: list.name,
      active: list.active,
      date_start: list.date_start,
      date_update: list.date_start,
      cards: JSON.stringify(list.cards),
    })),
    cards: data.cards.filter((card) => !backs.has(card.code)).map((card) => apiCard(card, data, byCode)),
  };
}

/** How one path answers instead of the data: a status, a raw body, never (to test the time limit), or late (to watch progress). */
export type Misbehaviour = { status: number } | { body: string } | { hang: true } | { delayMs: number };

export interface FakeArkhamDb {
  url: string;
  requests: string[];
  misbehave: Map<string, Misbehaviour>;
  close(): Promise<void>;
}

/** The answer a path gets; undefined for anything the update does not ask for. */
function answerFor(answers: ApiAnswers, url: URL, german: boolean): unknown {
  if (url.pathname === '/api/public/packs/') return german ? answers.germanPacks : answers.packs;
  if (url.pathname === '/api/public/taboos/') return answers.taboos;
  const allCards = url.pathname === '/api/public/cards/' && german && url.searchParams.get('encounter') === '1';
  return allCards ? answers.cards : undefined;
}

/** `images`: card images by file name (`01001.png`), served under /bundles/cards/ as ArkhamDB does. */
export async function startFakeArkhamDb(
  answers: ApiAnswers,
  images: ReadonlyMap<string, Buffer> = new Map(),
): Promise<FakeArkhamDb> {
  const requests: string[] = [];
  const misbehave = new Map<string, Misbehaviour>();
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const german = url.searchParams.get('_locale') === 'de';
    const special = misbehave.get(url.pathname);
    if (special && 'hang' in special) return void hanging.push(response);
    if (special && 'status' in special) return void response.writeHead(special.status).end('Fehler');
    if (special && 'body' in special)
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(special.body);
    const body = answerFor(answers, url, german);
    const image = /^\/bundles\/cards\/([^/]+)$/.exec(url.pathname)?.[1];
    if (image && images.has(image)) {
      const type = image.endsWith('.png') ? 'image/png' : 'image/jpeg';
      return void response.writeHead(200, { 'content-type': type }).end(images.get(image));
    }
    if (body === undefined) return void response.writeHead(404).end();
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (special && 'delayMs' in special) setTimeout(answer, special.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    misbehave,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
