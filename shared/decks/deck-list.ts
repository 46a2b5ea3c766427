import { type CardSlot, slotsOf } from '../cards/card-facets.ts';
import type { CardPool } from '../cards/card-pool.ts';
import type { Card, TabooList } from '../cards/card-types.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { isWeakness } from '../rules/card-restrictions.ts';
import { type CustomizationEntry, customizationsFor, customizedCard } from '../rules/customizations.ts';
import { investigatorContext } from '../rules/investigator-context.ts';
import { type DeckValidation, validateDeck } from '../rules/validate-deck.ts';
import { type DeckJson, type DeckMeta, parseDeckMeta } from './deck-json.ts';

// A deck grouped the way players read a list (ArkhamDB's deck view): assets by slot, events,
// skills; Permanent, bonded cards and weaknesses apart; the side deck and ‖Jim's spirit deck
// after the deck. Language-neutral: the exporters put words and order by name.

export type CardKind = 'asset' | 'event' | 'skill' | 'other' | 'permanent' | 'bonded' | 'weakness';
export type SlotKey = CardSlot | 'multi' | 'none';
export type DeckSectionKey = 'main' | 'side' | 'extra';

const KIND_ORDER: readonly CardKind[] = ['asset', 'event', 'skill', 'other', 'permanent', 'bonded', 'weakness'];
const SLOT_ORDER: readonly SlotKey[] = [
  'hand',
  'arcane',
  'accessory',
  'body',
  'ally',
  'tarot',
  'head',
  'multi',
  'none',
];

export interface DeckListLine {
  /** The code as the deck names it (a reprint keeps its own). */
  code: string;
  /** The card as the deck sees it: taboo and the customizations taken applied (level, slot). */
  card: Card;
  count: number;
  /** The upgrade sheet from `meta.cus_<code>`; empty for cards that are not customizable. */
  customizations: CustomizationEntry[];
  /**
   * A bonded card set aside beside its parent (rules.json `Bonded`): shown with the deck, never
   * in its slots, not counted in the section's total.
   */
  setAside?: true;
}

export interface SlotGroup {
  slot: SlotKey;
  count: number;
  lines: DeckListLine[];
}

export interface DeckListGroup {
  kind: CardKind;
  count: number;
  lines: DeckListLine[];
  /** Assets only: the same lines split by slot (hand, arcane, accessory, body, ally, tarot, head, several, none). */
  slots?: SlotGroup[];
}

export interface DeckListSection {
  key: DeckSectionKey;
  count: number;
  groups: DeckListGroup[];
}

export interface DeckList {
  name?: string;
  /** The investigator card and the sides `alternate_front`/`alternate_back` chose. */
  investigator: { card: Card; front: Card; back: Card };
  taboo?: { id: number; list?: TabooList };
  /** The deck first; the side deck and the spirit deck only when they hold cards. */
  sections: DeckListSection[];
  /** Cards that count toward the deck size, and the XP the cards are worth (as `deck validate`). */
  deckSize: number;
  xp: number;
}

export type DeckListResult = { ok: true; list: DeckList } | { ok: false; unknownCards: string[] };

export function kindOf(card: Card): CardKind {
  if (isWeakness(card)) return 'weakness';
  if (card.bonded_to) return 'bonded';
  if (card.permanent) return 'permanent';
  return card.type_code === 'asset' || card.type_code === 'event' || card.type_code === 'skill'
    ? card.type_code
    : 'other';
}

/** "Hand x2" is a hand card, "Hand. Arcane" takes several slots (the English `slot` field). */
export function slotKeyOf(slot: string | undefined): SlotKey {
  const slots = slotsOf(slot);
  return slots.length > 1 ? 'multi' : (slots[0] ?? 'none');
}

function linesOf(
  counts: Readonly<Record<string, number>>,
  lookup: (code: string) => TabooedCard | undefined,
  meta: DeckMeta,
): DeckListLine[] {
  return Object.entries(counts).flatMap(([code, count]) => {
    const card = lookup(code);
    if (!card || count <= 0) return [];
    const customizations = card.customization_options ? customizationsFor(meta, code) : [];
    return [{ code, card: customizedCard(card, customizations), count, customizations }];
  });
}

const sum = (lines: readonly { count: number }[]) => lines.reduce((total, line) => total + line.count, 0);

/**
 * rules.json `Bonded`: each parent card in the deck brings its bonded cards (the printed
 * `bonded_count`), set aside beside it; those the slots list already are left to the slots.
 */
function setAsideLines(
  lines: readonly DeckListLine[],
  pool: CardPool,
  lookup: (code: string) => TabooedCard | undefined,
): DeckListLine[] {
  const listed = new Set(lines.map((line) => line.card.name));
  const setAside = new Map<string, DeckListLine>();
  for (const line of lines) {
    for (const bonded of pool.bondedTo(line.card)) {
      if (listed.has(bonded.name) || setAside.has(bonded.code)) continue;
      const card = lookup(bonded.code) ?? bonded;
      const count = bonded.bonded_count ?? bonded.quantity ?? 1;
      setAside.set(bonded.code, { code: bonded.code, card, count, customizations: [], setAside: true });
    }
  }
  return [...setAside.values()];
}

function section(key: DeckSectionKey, lines: DeckListLine[]): DeckListSection {
  const groups = KIND_ORDER.flatMap((kind): DeckListGroup[] => {
    const own = lines.filter((line) => kindOf(line.card) === kind);
    if (!own.length) return [];
    if (kind !== 'asset') return [{ kind, count: sum(own), lines: own }];
    const slots = SLOT_ORDER.flatMap((slot) => {
      const inSlot = own.filter((line) => slotKeyOf(line.card.slot) === slot);
      return inSlot.length ? [{ slot, count: sum(inSlot), lines: inSlot }] : [];
    });
    return [{ kind, count: sum(own), lines: own, slots }];
  });
  return { key, count: sum(lines.filter((line) => !line.setAside)), groups };
}

function extraDeckCounts(extraDeck: string | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of (extraDeck ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean))
    counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

function unknownCodes(maps: readonly Readonly<Record<string, number>>[], known: (code: string) => boolean): string[] {
  const codes = maps.flatMap((counts) =>
    Object.entries(counts)
      .filter(([code, count]) => count > 0 && !known(code))
      .map(([code]) => code),
  );
  return [...new Set(codes)];
}

/**
 * The deck as a grouped list, or the codes the card pool does not know. The deck editor passes
 * the validation it already has, so a list costs no second validation per edit.
 */
export function buildDeckList(
  deck: DeckJson,
  pool: CardPool,
  validation?: Pick<DeckValidation, 'deckSize' | 'xp'>,
): DeckListResult {
  const lookup = pool.withTaboo(deck.taboo_id);
  const meta = parseDeckMeta(deck.meta);
  const extra = extraDeckCounts(meta.extra_deck);
  const investigator = lookup(deck.investigator_code);
  const unknown = unknownCodes([deck.slots, deck.sideSlots, extra], (code) => lookup(code) !== undefined);
  if (investigator?.type_code !== 'investigator') unknown.unshift(deck.investigator_code);
  if (unknown.length || !investigator) return { ok: false, unknownCards: unknown };

  const ctx = investigatorContext(investigator, meta, lookup, pool.byName);
  const main = linesOf(deck.slots, lookup, meta);
  const sections = [section('main', [...main, ...setAsideLines(main, pool, lookup)])];
  for (const [key, counts] of [
    ['side', deck.sideSlots],
    ['extra', extra],
  ] as const) {
    const lines = linesOf(counts, lookup, meta);
    if (lines.length) sections.push(section(key, lines));
  }
  const { deckSize, xp } = validation ?? validateDeck(deck, pool);
  const list: DeckList = {
    investigator: { card: investigator, front: ctx.front, back: ctx.back },
    sections,
    deckSize,
    xp,
  };
  if (deck.name?.trim()) list.name = deck.name.trim();
  if (deck.taboo_id !== null) list.taboo = { id: deck.taboo_id, list: pool.tabooList(deck.taboo_id) };
  return { ok: true, list };
}
