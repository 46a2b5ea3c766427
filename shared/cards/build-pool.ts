import { z } from 'zod';
import { DATA_FILE_REASONS } from '../i18n/de/data-file-reasons.ts';
import { CardDataError } from './card-data-error.ts';
import type { Card, Cycle, GermanLabels, GermanText, Pack, TabooList } from './card-types.ts';
import { PLAYER_FACTIONS } from './card-types.ts';
import { spelledAsCycles } from './german-names.ts';
import { isModifiedReprint } from './modified-reprints.ts';
import {
  emptyGermanCardFields,
  emptyRawCardFields,
  type GermanCardFields,
  germanCardSchema,
  isNamedCode,
  isRawCycle,
  isRawPack,
  isRawTabooList,
  namedCodeSchema,
  type RawCardData,
  type RawFile,
  rawCardSchema,
  rawCycleSchema,
  rawPackSchema,
  rawTabooListSchema,
  readGermanCard,
  readRawCard,
} from './raw-data.ts';
import { isScenarioCard } from './reward-cards.ts';
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

/**
 * Throws for a file whose record `index` the hand check refused, with zod's reason. zod refuses
 * exactly what the hand checks refuse (test/unit/cards/raw-data.test.ts); should it accept, the
 * record is still refused.
 */
function refuseFile(file: RawFile, schema: z.ZodType, index: number): never {
  parseFile(file, schema);
  throw new CardDataError('invalid_file', { path: file.path, reason: DATA_FILE_REASONS.invalidRecord(index) });
}

/** The records of a pack file; a file that is no array goes to zod for its reason. */
function recordsOf(file: RawFile, schema: z.ZodType): unknown[] {
  return Array.isArray(file.json) ? file.json : refuseFile(file, schema, 0);
}

const rawCardFileSchema = z.array(rawCardSchema);
const germanCardFileSchema = z.array(germanCardSchema);
const packFileSchema = z.array(rawPackSchema);
const cycleFileSchema = z.array(rawCycleSchema);
const tabooFileSchema = z.array(rawTabooListSchema);
const namedCodeFileSchema = z.array(namedCodeSchema);

/** A small file: checked by `accepts`, and by zod only when that refuses (for zod's reason). */
function parseList<T>(file: RawFile, schema: z.ZodType<T[]>, accepts: (entry: unknown) => entry is T): T[] {
  const json = file.json;
  return Array.isArray(json) && json.every(accepts) ? json : parseFile(file, schema);
}

function codeNameMap(file: RawFile | undefined): Record<string, string> {
  if (!file) return {};
  const list = parseList(file, namedCodeFileSchema, isNamedCode);
  return Object.fromEntries(list.map((e) => [e.code, e.name]));
}

/**
 * Index of the original printing in `cards` (chains like 60169 → 12025 → 01025), undefined for
 * an unknown card or a cycle. Reprints already replaced by their copy point straight at it. A
 * modified reprint further down the chain is the original of what reprints it.
 */
function rootOf(code: string, cards: readonly Card[], byCode: Map<string, number>): number | undefined {
  // More steps than cards means a cycle.
  let steps = cards.length;
  let index = byCode.get(code);
  while (index !== undefined) {
    const dup = cards[index]!.duplicate_of;
    if (!dup || (cards[index]!.code !== code && isModifiedReprint(cards[index]!.code))) break;
    if (steps-- === 0) return undefined;
    index = byCode.get(dup);
  }
  return index;
}

/** The German overlay of a read German record, in GERMAN_TEXT_FIELDS order. */
function germanText(german: GermanCardFields): GermanText {
  const de: GermanText = {};
  if (german.name !== undefined) de.name = german.name;
  if (german.subname !== undefined) de.subname = german.subname;
  if (german.text !== undefined) de.text = german.text;
  if (german.traits !== undefined) de.traits = german.traits;
  if (german.flavor !== undefined) de.flavor = german.flavor;
  if (german.back_name !== undefined) de.back_name = german.back_name;
  if (german.back_text !== undefined) de.back_text = german.back_text;
  if (german.back_flavor !== undefined) de.back_flavor = german.back_flavor;
  if (german.slot !== undefined) de.slot = german.slot;
  if (german.customization_text !== undefined) de.customization_text = german.customization_text;
  if (german.customization_change !== undefined) de.customization_change = german.customization_change;
  return de;
}

/**
 * True for cards a player can put in a deck: a player class and no encounter set, or a campaign
 * reward card (Grimoire „Belohnungskarten“: player cards, though filed with an encounter set).
 */
export function isPlayerCard(card: Pick<Card, 'faction_code' | 'encounter_code' | 'text'>): boolean {
  return (PLAYER_FACTIONS as readonly string[]).includes(card.faction_code) && !isScenarioCard(card);
}

/**
 * Turns the parsed files of an ArkhamDB data folder into resolved cards: reprints carry their
 * original's fields (their own printed fields win), identical duplicate objects are kept once,
 * and every card gets its German overlay (a reprint falls back to its original's record, but
 * never to its text or flavour where it prints its own: those belong to another wording).
 * A modified reprint (Grimoire „Modifizierte Reprints“) is merged the same way but stays a card
 * of its own: `modified_reprint_of` instead of `duplicate_of`.
 *
 * Consumes `data`: the pool's original printings are the parsed card records themselves, given
 * their `de`; reprints are copies. Building again from the same data gives an equal pool that
 * shares those objects with the first.
 */
export function buildCardPool(data: RawCardData): CardPoolData {
  // One pass over the card records: checked, kept once by code, their fields read for later.
  const byCode = new Map<string, number>();
  const duplicateRecords: string[] = [];
  const cards: Card[] = [];
  const reprints: number[] = [];
  const reprintCodes: string[] = [];
  /** The first original without name or type_code (reprints are checked once merged). */
  let unnamed = -1;
  let unnamedCode = '';
  /** Each pack code with its first card, in card order. */
  const packFirstCard = new Map<string, string>();
  let lastPack: unknown;
  const fields = emptyRawCardFields();
  for (const file of data.packFiles) {
    const records = recordsOf(file, rawCardFileSchema);
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (!readRawCard(record, fields)) refuseFile(file, rawCardFileSchema, i);
      const code = fields.code as string;
      if (byCode.has(code)) {
        duplicateRecords.push(code);
        continue;
      }
      const index = cards.push(record as Card) - 1;
      byCode.set(code, index);
      if (fields.duplicate_of) {
        reprints.push(index);
        reprintCodes.push(code);
      } else if (unnamed < 0 && (typeof fields.name !== 'string' || typeof fields.type_code !== 'string')) {
        unnamed = index;
        unnamedCode = code;
      }
      if (fields.pack_code !== lastPack) {
        lastPack = fields.pack_code;
        if (!packFirstCard.has(lastPack as string)) packFirstCard.set(lastPack as string, code);
      }
    }
  }

  // Reprints become copies merged onto their root, before any `de` is set below. An unknown
  // root or a missing name/type_code is thrown after the German files are checked, for the
  // first card in order.
  let failure: CardDataError | undefined;
  const roots: number[] = [];
  /** Per reprint: 1 where it prints another text, 2 another flavour (German fallback leaves them out). */
  const ownWording: number[] = [];
  for (let r = 0; r < reprints.length; r++) {
    const index = reprints[r]!;
    if (unnamed >= 0 && unnamed < index) break;
    const code = reprintCodes[r]!;
    const rootIndex = rootOf(code, cards, byCode);
    if (rootIndex === undefined) {
      failure = new CardDataError('unknown_reprint', { code });
      break;
    }
    roots.push(rootIndex);
    const root = cards[rootIndex]!;
    const record = cards[index]!;
    const { text, flavor } = record;
    ownWording.push(
      (text !== undefined && text !== root.text ? 1 : 0) | (flavor !== undefined && flavor !== root.flavor ? 2 : 0),
    );
    let card: Card;
    if (isModifiedReprint(code)) {
      const { duplicate_of: _, ...own } = record;
      card = { ...root, ...own, modified_reprint_of: root.code } as Card;
    } else {
      card = { ...root, ...record } as Card;
      card.duplicate_of = root.code;
    }
    if (typeof card.name !== 'string' || typeof card.type_code !== 'string') {
      unnamed = index;
      unnamedCode = code;
      break;
    }
    cards[index] = card;
  }
  if (!failure && unnamed >= 0)
    failure = new CardDataError('invalid_file', { code: unnamedCode, reason: 'name/type_code fehlt' });

  // The first German record of a card's code gives its overlay.
  const hasGerman = new Uint8Array(cards.length);
  const german = emptyGermanCardFields();
  for (const file of data.german.packFiles) {
    const records = recordsOf(file, germanCardFileSchema);
    for (let i = 0; i < records.length; i++) {
      if (!readGermanCard(records[i], german)) refuseFile(file, germanCardFileSchema, i);
      const index = byCode.get(german.code as string);
      if (index === undefined || hasGerman[index] || failure) continue;
      hasGerman[index] = 1;
      cards[index]!.de = germanText(german);
    }
  }
  if (failure) throw failure;
  // A reprint without a German record of its own gets a copy of its original's overlay, without
  // the text and flavour it prints differently (Kapitel-2 wording has no German text there yet).
  for (let r = 0; r < reprints.length; r++) {
    const index = reprints[r]!;
    const root = roots[r]!;
    if (hasGerman[index] || !hasGerman[root]) continue;
    const de = { ...cards[root]!.de };
    if (ownWording[r]! & 1) delete de.text;
    if (ownWording[r]! & 2) delete de.flavor;
    cards[index]!.de = de;
  }

  if (!cards.some((card) => isPlayerCard(card) && card.type_code === 'investigator')) {
    throw new CardDataError('no_player_cards', {});
  }

  const cycleNames = codeNameMap(data.german.cycles);
  const packNames = spelledAsCycles(codeNameMap(data.german.packs), cycleNames);
  const packs: Pack[] = parseList(data.packs, packFileSchema, isRawPack).map((p) => ({
    code: p.code,
    cycle_code: p.cycle_code,
    name: p.name,
    name_de: packNames[p.code],
    position: p.position,
    date_release: p.date_release ?? null,
    size: p.size ?? null,
    ...(p.chapter === undefined ? {} : { chapter: p.chapter }),
  }));
  const packCodes = new Set(packs.map((p) => p.code));
  for (const [pack, code] of packFirstCard) {
    if (!packCodes.has(pack))
      throw new CardDataError('invalid_file', {
        path: 'packs.json',
        code,
        reason: DATA_FILE_REASONS.packMissing(pack),
      });
  }
  const cycles: Cycle[] = parseList(data.cycles, cycleFileSchema, isRawCycle).map((c) => ({
    code: c.code,
    name: c.name,
    name_de: cycleNames[c.code],
    position: c.position,
  }));
  const taboos = parseList(data.taboos, tabooFileSchema, isRawTabooList).map(normalizeTabooList);

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
