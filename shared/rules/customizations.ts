import type { Card, CustomizationOption } from '../cards/card-types.ts';
import type { DeckMeta } from '../decks/deck-json.ts';

// ArkhamDB keeps a customizable card's upgrade sheet in the deck meta as `cus_<code>`: entries
// separated by `,`, each `index|xp[|choice]` — the option's index in `customization_options`, the
// boxes checked on it, and for `choice` options the chosen values joined by `^` (card codes for
// choose_card, English traits for choose_trait, skills for choose_skill, the removed slot's index
// for remove_slot). Example: Raven Quill "0|0|07159,2|1,4|2|07159^01031".

export interface CustomizationEntry {
  index: number;
  /** Boxes checked on this option (1 XP each). */
  xp: number;
  choice?: string[];
}

/** Parses a `cus_<code>` value; malformed entries are skipped, a repeated index keeps the last. */
export function parseCustomizations(value: string | undefined): CustomizationEntry[] {
  const entries = new Map<number, CustomizationEntry>();
  for (const part of (value ?? '').split(',')) {
    const [index, xp, choice] = part.trim().split('|');
    if (!index || !xp || !/^\d+$/.test(index) || !/^\d+$/.test(xp)) continue;
    const entry: CustomizationEntry = { index: Number(index), xp: Number(xp) };
    if (choice) entry.choice = choice.split('^').filter(Boolean);
    entries.set(entry.index, entry);
  }
  return [...entries.values()].sort((a, b) => a.index - b.index);
}

/** The `cus_<code>` value of entries (the inverse of parseCustomizations); options with nothing checked or chosen are left out. */
export function formatCustomizations(entries: readonly CustomizationEntry[]): string {
  return [...entries]
    .filter((entry) => entry.xp > 0 || entry.choice?.length)
    .sort((a, b) => a.index - b.index)
    .map((entry) => [entry.index, entry.xp, ...(entry.choice?.length ? [entry.choice.join('^')] : [])].join('|'))
    .join(',');
}

/** The entries a deck's meta holds for one card. */
export function customizationsFor(meta: DeckMeta, code: string): CustomizationEntry[] {
  return parseCustomizations(meta[`cus_${code}`]);
}

// rules.json `Customizable`: each checked box costs 1 XP; an option has no more boxes than its `xp`.
function checkedBoxes(option: CustomizationOption, entry: CustomizationEntry): number {
  return Math.min(entry.xp, option.xp);
}

/** XP spent on a card's upgrade sheet: checked boxes, capped at each option's box count. */
export function customizationXp(card: Card, entries: readonly CustomizationEntry[]): number {
  let xp = 0;
  for (const entry of entries) {
    const option = card.customization_options?.[entry.index];
    if (option) xp += checkedBoxes(option, entry);
  }
  return xp;
}

/** rules.json `Customizable`: a customizable card's level is half its checked boxes (`customizationXp`), rounded up. */
export function sheetLevel(boxes: number): number {
  return Math.ceil(boxes / 2);
}

/** rules.json `Customizable`: an upgrade is taken once all of its boxes are checked. */
function takenOptions(card: Card, entries: readonly CustomizationEntry[]): [CustomizationOption, CustomizationEntry][] {
  const taken: [CustomizationOption, CustomizationEntry][] = [];
  for (const entry of entries) {
    const option = card.customization_options?.[entry.index];
    if (option && entry.xp >= option.xp) taken.push([option, entry]);
  }
  return taken;
}

function slotsWithout(slot: string | undefined, removed: string[] | undefined): string | undefined {
  const index = Number(removed?.[0]);
  const slots = (slot ?? '')
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!Number.isInteger(index) || index < 0 || index >= slots.length) return slot;
  const rest = slots.filter((_, i) => i !== index);
  return rest.length ? rest.join('. ') : undefined;
}

/**
 * The card as deckbuilding sees it with its taken upgrades: traits, slot, cost, deck limit, tags,
 * and its level. Text changes are for display and stay with `customization_change`.
 */
export function customizedCard<T extends Card>(card: T, entries: readonly CustomizationEntry[]): T {
  if (!card.customization_options) return card;
  const result: T = { ...card };
  result.xp = sheetLevel(customizationXp(card, entries));
  for (const [option, entry] of takenOptions(card, entries)) {
    if (option.real_traits !== undefined) result.traits = option.real_traits;
    if (option.real_slot !== undefined) result.slot = option.real_slot;
    if (option.choice === 'remove_slot') result.slot = slotsWithout(result.slot, entry.choice);
    if (option.cost !== undefined && typeof result.cost === 'number')
      result.cost = Math.max(0, result.cost + option.cost);
    if (option.deck_limit !== undefined) result.deck_limit = option.deck_limit;
    if (option.tags !== undefined) result.tags = (result.tags ?? '') + option.tags;
  }
  return result;
}

// customizedCard per card object and `cus_<code>` text: the same sheet gives the same (shared,
// never changed) card, so caches keyed by card objects keep working for customized cards. A
// taboo list's version of a card is another object and gets its own entries.
const customizedCards = new WeakMap<Card, Map<string, Card>>();

/** customizedCard(card, customizationsFor(meta, code)), kept per card and sheet text; callers must not change the result. */
export function customizedCardFor<T extends Card>(card: T, meta: DeckMeta, code: string): T {
  if (!card.customization_options) return card;
  const sheet = meta[`cus_${code}`] ?? '';
  let bySheet = customizedCards.get(card);
  if (!bySheet) {
    bySheet = new Map();
    customizedCards.set(card, bySheet);
  }
  let result = bySheet.get(sheet) as T | undefined;
  if (!result) {
    result = customizedCard(card, parseCustomizations(sheet));
    // Sheets come from deck files; keep a card's odd ones from piling up.
    if (bySheet.size >= 32) bySheet.clear();
    bySheet.set(sheet, result);
  }
  return result;
}
