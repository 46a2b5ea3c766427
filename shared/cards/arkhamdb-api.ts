import type { ApiCard, ApiPack, ApiTaboo } from './arkhamdb-api-schema.ts';
import { CardDataError } from './card-data-error.ts';
import { type Cycle, GERMAN_TEXT_FIELDS } from './card-types.ts';
import { deckRequirementsToString } from './deck-requirements.ts';
import type { RawCardData, RawFile } from './raw-data.ts';

// Turns ArkhamDB API answers into the same RawCardData the folder reader produces, so one
// pipeline (buildCardPool, writeCardPool) serves both. The German host's card records carry the
// English rules text in `real_*` and the German display text in the plain fields: the English
// becomes the base record, the German the overlay. What the API cannot say (English subname,
// flavour and back texts have no `real_*`) stays in the language the API sent.

export interface ArkhamDbAnswers {
  /** Base address the answers came from, named in error messages. */
  source: string;
  /** `/api/public/cards/?encounter=1` from the German host. */
  cards: ApiCard[];
  /** `/api/public/packs/` in English and in German. */
  packs: ApiPack[];
  germanPacks: ApiPack[];
  taboos: ApiTaboo[];
}

/** Fields only the API adds (links, images, names of referenced codes). */
const API_ONLY_FIELDS = new Set([
  'id',
  'url',
  'imagesrc',
  'backimagesrc',
  'spoiler',
  'octgn_id',
  'duplicated_by',
  'alternated_by',
  'bonded_cards',
  'linked_card',
  'pack_name',
  'type_name',
  'subtype_name',
  'faction_name',
  'faction2_name',
  'faction3_name',
  'encounter_name',
  'linked_to_name',
  'duplicate_of_name',
  'alternate_of_name',
]);

/** The API names references after its database relations; the data folder does not. */
const RENAMED: Record<string, string> = {
  duplicate_of_code: 'duplicate_of',
  alternate_of_code: 'alternate_of',
  linked_to_code: 'back_link',
};

const JSON_TEXT_FIELDS = ['deck_options', 'side_deck_options', 'customization_options'];

/** `restrictions` as the API parses it (`{investigator: {code: code}}`, `{trait: [..]}`) back to the folder's text. */
export function restrictionsToString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const parts: string[] = [];
  for (const [kind, entry] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(entry)) parts.push(...entry.map((item) => `${kind}:${String(item)}`));
    else if (entry && typeof entry === 'object') {
      // investigator:A:B names alternatives in one entry; faction:guardian keys its min/max.
      if (kind === 'investigator') parts.push(`${kind}:${Object.keys(entry).join(':')}`);
      else parts.push(...Object.keys(entry).map((key) => `${kind}:${key}`));
    }
  }
  return parts.join(', ');
}

function parsedJsonText(card: ApiCard, field: string, source: string): unknown {
  const value = card[field];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch (error) {
    throw new CardDataError('invalid_file', {
      path: source,
      code: card.code,
      reason: `${field}: ${(error as Error).message}`,
    });
  }
}

/** The English record as a data folder's pack file holds it. */
export function englishRecord(card: ApiCard, source: string): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card)) {
    // PHP sends false for every unset flag; the data folder leaves them out.
    if (API_ONLY_FIELDS.has(key) || key.startsWith('real_') || value === false || value === null || value === undefined)
      continue;
    record[RENAMED[key] ?? key] = value;
  }
  for (const [key, value] of Object.entries(card)) {
    if (key.startsWith('real_') && typeof value === 'string') record[key.slice('real_'.length)] = value;
  }
  for (const field of JSON_TEXT_FIELDS) if (field in record) record[field] = parsedJsonText(card, field, source);
  for (const field of ['deck_requirements', 'side_deck_requirements']) {
    if (field in record) record[field] = deckRequirementsToString(record[field]);
  }
  if ('restrictions' in record) record.restrictions = restrictionsToString(record.restrictions);
  const errata = record.errata_date as { date?: unknown } | string | undefined;
  if (errata && typeof errata === 'object')
    record.errata_date = typeof errata.date === 'string' ? errata.date.slice(0, 10) : undefined;
  return record;
}

/** The German overlay: translated display fields that differ from the English record. */
export function germanRecord(card: ApiCard, english: Record<string, unknown>): Record<string, unknown> | undefined {
  const record: Record<string, unknown> = { code: card.code };
  for (const field of GERMAN_TEXT_FIELDS) {
    const value = card[field];
    if (typeof value === 'string' && value !== english[field]) record[field] = value;
  }
  return Object.keys(record).length > 1 ? record : undefined;
}

/** The API knows a pack's cycle only by position: take the code of a known cycle there, else name one after its first pack. */
function cyclesFor(packs: readonly ApiPack[], germanPacks: ReadonlyMap<string, string>, known: readonly Cycle[]) {
  const positions = [...new Set(packs.map((pack) => pack.cycle_position))].sort((a, b) => a - b);
  return positions.map((position) => {
    const cycle = known.find((entry) => entry.position === position);
    if (cycle) return { code: cycle.code, name: cycle.name, name_de: cycle.name_de, position };
    const first = packs.filter((pack) => pack.cycle_position === position).sort((a, b) => a.position - b.position)[0]!;
    return { code: `zyklus-${position}`, name: first.name, name_de: germanPacks.get(first.code), position };
  });
}

function labelsFrom(cards: readonly ApiCard[], pairs: [string, string][]): { code: string; name: string }[] {
  const labels = new Map<string, string>();
  for (const card of cards) {
    for (const [codeField, nameField] of pairs) {
      const code = card[codeField];
      const name = card[nameField];
      if (typeof code === 'string' && typeof name === 'string' && !labels.has(code)) labels.set(code, name);
    }
  }
  return [...labels].map(([code, name]) => ({ code, name }));
}

function tabooCards(list: ApiTaboo, source: string): unknown {
  if (typeof list.cards !== 'string') return list.cards;
  try {
    return JSON.parse(list.cards);
  } catch (error) {
    throw new CardDataError('invalid_file', {
      path: `${source}/api/public/taboos/`,
      code: list.code,
      reason: (error as Error).message,
    });
  }
}

export function rawCardDataFromApi(answers: ArkhamDbAnswers, knownCycles: readonly Cycle[] = []): RawCardData {
  const { source } = answers;
  const file = (relative: string, json: unknown): RawFile => ({ path: `${source}/${relative}`, json });
  // Hidden backs (back_link) may come only nested in the card they belong to.
  const listed = new Set(answers.cards.map((card) => card.code));
  const cards = [...answers.cards];
  for (const card of answers.cards) {
    if (card.linked_card && !listed.has(card.linked_card.code)) {
      listed.add(card.linked_card.code);
      cards.push({ pack_code: card.pack_code, position: card.position, ...card.linked_card } as ApiCard);
    }
  }
  const english = cards.map((card) => englishRecord(card, `${source}/api/public/cards/`));
  const german = cards.flatMap((card, i) => germanRecord(card, english[i]!) ?? []);

  const germanPackNames = new Map(answers.germanPacks.map((pack) => [pack.code, pack.name]));
  const cycles = cyclesFor(answers.packs, germanPackNames, knownCycles);
  const cycleAt = new Map(cycles.map((cycle) => [cycle.position, cycle.code]));
  const packs = answers.packs.map((pack) => ({
    code: pack.code,
    cycle_code: cycleAt.get(pack.cycle_position)!,
    name: pack.name,
    position: pack.position,
    date_release: pack.available || null,
    size: pack.total ?? null,
  }));
  const taboos = answers.taboos.map((list) => ({
    id: list.id,
    code: list.code,
    ...(list.name ? { name: list.name } : {}),
    active: Boolean(list.active),
    date_start: list.date_start,
    cards: tabooCards(list, source),
  }));

  return {
    packs: file('api/public/packs/', packs),
    cycles: file(
      'api/public/packs/',
      cycles.map(({ code, name, position }) => ({ code, name, position })),
    ),
    taboos: file('api/public/taboos/', taboos),
    packFiles: [file('api/public/cards/', english)],
    german: {
      packs: file(
        'api/public/packs/',
        [...germanPackNames].map(([code, name]) => ({ code, name })),
      ),
      cycles: file(
        'api/public/packs/',
        cycles.flatMap(({ code, name_de }) => (name_de ? [{ code, name: name_de }] : [])),
      ),
      factions: file(
        'api/public/cards/',
        labelsFrom(answers.cards, [
          ['faction_code', 'faction_name'],
          ['faction2_code', 'faction2_name'],
          ['faction3_code', 'faction3_name'],
        ]),
      ),
      types: file('api/public/cards/', labelsFrom(answers.cards, [['type_code', 'type_name']])),
      subtypes: file('api/public/cards/', labelsFrom(answers.cards, [['subtype_code', 'subtype_name']])),
      packFiles: [file('api/public/cards/', german)],
    },
  };
}
