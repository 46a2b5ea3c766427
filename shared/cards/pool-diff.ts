import type { CardPoolData } from './build-pool.ts';
import { type Card, GERMAN_TEXT_FIELDS, type Pack, type TabooList } from './card-types.ts';
import { parseDeckRequirements } from './deck-requirements.ts';

// What a card data update changed: packs that came or went, cards that are new, gone
// or different (by code, naming the fields that differ), taboo lists that are new or changed.
// Pure: the import computes it from the pool before and after and shows it to the player.

export interface PackChange {
  code: string;
  name: string;
  name_de?: string;
}

export interface CardChange {
  code: string;
  /** German name where the data has one. */
  name: string;
  /** Top-level fields that differ; German display fields as `de.<field>`. */
  fields: string[];
}

export interface TabooChange {
  id: number;
  code: string;
  date_start: string;
}

export interface PoolDiff {
  /** No pool before: everything is new, the lists below stay empty to keep the summary small. */
  firstImport: boolean;
  addedPacks: PackChange[];
  removedPacks: PackChange[];
  addedCards: string[];
  removedCards: string[];
  changedCards: CardChange[];
  addedTabooLists: TabooChange[];
  changedTabooLists: TabooChange[];
}

const packChange = ({ code, name, name_de }: Pack): PackChange => ({ code, name, ...(name_de ? { name_de } : {}) });
const tabooChange = ({ id, code, date_start }: TabooList): TabooChange => ({ id, code, date_start });

/** Deep equality for JSON data (card records are plain JSON). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The data README: an absent flag is false, an absent value "not applicable" (the API drops both). */
const isBlank = (value: unknown) => value === undefined || value === null || value === false;

/** Requirements are a set of entries and `card:A:B:C` a set of alternatives: order says nothing (the API's objects reorder both). */
function sameRequirements(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) => {
    const parsed = parseDeckRequirements(typeof value === 'string' ? value : undefined);
    const cards = parsed.cards.map(([main, ...others]) => [main, ...[...others].sort()].join(':')).sort();
    return JSON.stringify({ ...parsed, cards });
  };
  return canonical(a) === canonical(b);
}

/** Fields only ever shown, never read by a rule; the rules' English is name, text, traits, slot. */
const DISPLAY_ONLY_FIELDS = new Set<string>(
  GERMAN_TEXT_FIELDS.filter((field) => !['name', 'text', 'traits', 'slot'].includes(field)),
);

/**
 * Names the fields in which two printings of one code differ. German fields compare what a
 * player sees (the German text, else the English), so an overlay that merely repeats the
 * English is no change; display-only fields (subname, flavour, back texts, customization
 * sheet) are compared only as shown, as `de.<field>` (the API has no English for them).
 */
export function changedCardFields(before: Card, after: Card): string[] {
  const fields: string[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => !DISPLAY_ONLY_FIELDS.has(key)));
  keys.delete('de');
  for (const key of [...keys].sort()) {
    const [a, b] = [before[key], after[key]];
    if (isBlank(a) && isBlank(b)) continue;
    const same =
      key === 'deck_requirements' || key === 'side_deck_requirements' ? sameRequirements(a, b) : sameJson(a, b);
    if (!same) fields.push(key);
  }
  for (const field of GERMAN_TEXT_FIELDS) {
    if ((before.de?.[field] ?? before[field]) !== (after.de?.[field] ?? after[field])) fields.push(`de.${field}`);
  }
  return fields;
}

export function diffCardPools(before: CardPoolData | undefined, after: CardPoolData): PoolDiff {
  const diff: PoolDiff = {
    firstImport: !before,
    addedPacks: [],
    removedPacks: [],
    addedCards: [],
    removedCards: [],
    changedCards: [],
    addedTabooLists: [],
    changedTabooLists: [],
  };
  if (!before) return diff;

  const packsBefore = new Map(before.packs.map((pack) => [pack.code, pack]));
  const packsAfter = new Map(after.packs.map((pack) => [pack.code, pack]));
  diff.addedPacks = after.packs.filter((pack) => !packsBefore.has(pack.code)).map(packChange);
  diff.removedPacks = before.packs.filter((pack) => !packsAfter.has(pack.code)).map(packChange);

  const cardsBefore = new Map(before.cards.map((card) => [card.code, card]));
  const cardsAfter = new Set(after.cards.map((card) => card.code));
  for (const card of after.cards) {
    const old = cardsBefore.get(card.code);
    if (!old) diff.addedCards.push(card.code);
    else {
      const fields = changedCardFields(old, card);
      if (fields.length > 0) diff.changedCards.push({ code: card.code, name: card.de?.name ?? card.name, fields });
    }
  }
  diff.removedCards = before.cards.filter((card) => !cardsAfter.has(card.code)).map((card) => card.code);

  const taboosBefore = new Map(before.taboos.map((list) => [list.id, list]));
  for (const list of after.taboos) {
    const old = taboosBefore.get(list.id);
    if (!old) diff.addedTabooLists.push(tabooChange(list));
    else if (!sameJson(old, list)) diff.changedTabooLists.push(tabooChange(list));
  }
  return diff;
}

/** True when the update changed nothing a player could notice. */
export function isEmptyDiff(diff: PoolDiff): boolean {
  return (
    !diff.firstImport &&
    diff.addedPacks.length +
      diff.removedPacks.length +
      diff.addedCards.length +
      diff.removedCards.length +
      diff.changedCards.length ===
      0 &&
    diff.addedTabooLists.length + diff.changedTabooLists.length === 0
  );
}
