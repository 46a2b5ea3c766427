import { z } from 'zod';
import { CardDataError } from './card-data-error.ts';
import type { Card, Cycle, GermanLabels, GermanText, Pack, TabooList } from './card-types.ts';
import { GERMAN_TEXT_FIELDS, PLAYER_FACTIONS } from './card-types.ts';
import {
  germanCardSchema,
  isGermanCard,
  isRawCard,
  namedCodeSchema,
  rawCardSchema,
  rawCycleSchema,
  rawPackSchema,
  rawTabooListSchema,
  type RawCard,
  type RawCardData,
  type RawFile,
} from './raw-data.ts';
import { normalizeTabooList } from './taboo.ts';

export interface CardPoolData {
  cards: Card[];
  packs: Pack[];
  cycles: Cycle[];
  taboos: TabooList[];
  labels: GermanLabels;
  /** Records that appeared more than once with the same code (kept once). */
  duplicateRecords: string[];
}

function parseFile<T>(file: RawFile, schema: z.ZodType<T>): T {
  const result = schema.safeParse(file.json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CardDataError('invalid_file', {
      path: file.path,
      reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
    });
  }
  return result.data;
}

/** A file of records: checked by `accepts`, and by zod only when that refuses (for zod's reason). */
function parseRecords<T>(file: RawFile, schema: z.ZodType<T[]>, accepts: (record: unknown) => record is T): T[] {
  const json = file.json;
  return Array.isArray(json) && json.every(accepts) ? json : parseFile(file, schema);
}

const rawCardFileSchema = z.array(rawCardSchema);
const germanCardFileSchema = z.array(germanCardSchema);

function codeNameMap(file: RawFile | undefined): Record<string, string> {
  if (!file) return {};
  const list = parseFile(file, z.array(namedCodeSchema));
  return Object.fromEntries(list.map((e) => [e.code, e.name]));
}

/** Follows `duplicate_of` to the original printing (chains like 60169 → 12025 → 01025). */
function rootOf(code: string, byCode: Map<string, RawCard>): RawCard {
  const seen = new Set<string>();
  let card = byCode.get(code);
  while (card?.duplicate_of) {
    if (seen.has(card.code)) throw new CardDataError('unknown_reprint', { code });
    seen.add(card.code);
    card = byCode.get(card.duplicate_of);
  }
  if (!card) throw new CardDataError('unknown_reprint', { code });
  return card;
}

function germanOverlay(records: Map<string, Record<string, unknown>>, ...codes: string[]): GermanText | undefined {
  for (const code of codes) {
    const record = records.get(code);
    if (!record) continue;
    const de: GermanText = {};
    for (const field of GERMAN_TEXT_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') de[field] = value;
    }
    return de;
  }
  return undefined;
}

/** True for cards a player can put in a deck: a player class and no encounter set. */
export function isPlayerCard(card: Pick<Card, 'faction_code' | 'encounter_code'>): boolean {
  return (PLAYER_FACTIONS as readonly string[]).includes(card.faction_code) && !card.encounter_code;
}

/**
 * Turns the parsed files of an ArkhamDB data folder into resolved cards: reprints carry their
 * original's fields (their own printed fields win), identical duplicate objects are kept once,
 * and every card gets its German overlay (a reprint falls back to its original's record).
 */
export function buildCardPool(data: RawCardData): CardPoolData {
  const byCode = new Map<string, RawCard>();
  const duplicateRecords: string[] = [];
  for (const file of data.packFiles) {
    for (const record of parseRecords(file, rawCardFileSchema, isRawCard)) {
      if (byCode.has(record.code)) duplicateRecords.push(record.code);
      else byCode.set(record.code, record);
    }
  }

  const germanCards = new Map<string, Record<string, unknown>>();
  for (const file of data.german.packFiles) {
    for (const record of parseRecords(file, germanCardFileSchema, isGermanCard)) {
      if (!germanCards.has(record.code)) germanCards.set(record.code, record);
    }
  }

  const cards: Card[] = [];
  for (const record of byCode.values()) {
    // A copy either way: the pool never shares objects with the parsed files.
    const root = record.duplicate_of ? rootOf(record.code, byCode) : undefined;
    const card = { ...root, ...record } as unknown as Card;
    if (root) card.duplicate_of = root.code;
    if (typeof card.name !== 'string' || typeof card.type_code !== 'string') {
      throw new CardDataError('invalid_file', { code: record.code, reason: 'name/type_code fehlt' });
    }
    const de = germanOverlay(germanCards, card.code, ...(root ? [root.code] : []));
    if (de) card.de = de;
    cards.push(card);
  }
  if (!cards.some((card) => isPlayerCard(card) && card.type_code === 'investigator')) {
    throw new CardDataError('no_player_cards', {});
  }

  const packNames = codeNameMap(data.german.packs);
  const packs: Pack[] = parseFile(data.packs, z.array(rawPackSchema)).map((p) => ({
    code: p.code,
    cycle_code: p.cycle_code,
    name: p.name,
    name_de: packNames[p.code],
    position: p.position,
    date_release: p.date_release ?? null,
    size: p.size ?? null,
  }));
  const packCodes = new Set(packs.map((p) => p.code));
  const orphan = cards.find((card) => !packCodes.has(card.pack_code));
  if (orphan) throw new CardDataError('invalid_file', { path: 'packs.json', code: orphan.code, reason: `Pack „${orphan.pack_code}“ fehlt` });
  const cycleNames = codeNameMap(data.german.cycles);
  const cycles: Cycle[] = parseFile(data.cycles, z.array(rawCycleSchema)).map((c) => ({
    code: c.code,
    name: c.name,
    name_de: cycleNames[c.code],
    position: c.position,
  }));
  const taboos = parseFile(data.taboos, z.array(rawTabooListSchema)).map(normalizeTabooList);

  return {
    cards,
    packs,
    cycles,
    taboos,
    labels: {
      factions: codeNameMap(data.german.factions),
      types: codeNameMap(data.german.types),
      subtypes: codeNameMap(data.german.subtypes),
    },
    duplicateRecords,
  };
}
