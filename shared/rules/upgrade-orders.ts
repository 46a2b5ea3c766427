import type { TabooedCard } from '../cards/taboo.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { purchaseCost } from './card-xp-cost.ts';
import { grimoire } from './deck-problem.ts';
import type { DeckChanges } from './upgrade-changes.ts';

// Grimoire "Erfahrung": a card bought while a lower level of its title stays in the deck may as
// well be bought by upgrading that lower copy and then buying the lower card again. Without upgrade
// discounts that order never costs less (difference + rebuy ≥ the card's cost); with Arcane Research
// or Down the Rabbit Hole it can (Clairvoyance 0 kept, Clairvoyance 3 added, 2× Arcane Research:
// 3 − 2 + 1 = 2 instead of 3). The player picks the cheaper order, so both are priced.

// At most 3 upgraded copies ever get a discount (Arcane Research's Spell, Down the Rabbit Hole's 2),
// so more conversions cannot help; and only the first candidates by cost are tried.
const MAX_CONVERSIONS = 3;
const MAX_CANDIDATES = 4;

interface Candidate {
  deck: number;
  code: string;
  lower: string;
  count: number;
  cost: number;
}

function convert(
  decks: readonly DeckChanges[],
  picks: readonly [Candidate, number][],
  lookup: (code: string) => TabooedCard | undefined,
): DeckChanges[] {
  const out = decks.map((d) => ({ ...d, upgrades: [...d.upgrades], purchases: d.purchases.map((p) => ({ ...p })) }));
  for (const [c, copies] of picks) {
    if (copies === 0) continue;
    const deck = out[c.deck]!;
    const bought = deck.purchases.find((p) => p.card.code === c.code && p.boxes === undefined && !p.riding)!;
    const lower = lookup(c.lower)!;
    bought.count -= copies;
    deck.upgrades.push({
      code: c.code,
      change: 'upgrade',
      copies,
      paidCopies: copies,
      xp: copies * Math.max(1, purchaseCost(bought.card) - purchaseCost(lower)),
      from: c.lower,
      rule: grimoire(GRIMOIRE_SECTIONS.earningXp),
    });
    const again = deck.purchases.find((p) => p.card.code === c.lower && p.boxes === undefined && !p.riding);
    if (again) again.count += copies;
    else deck.purchases.push({ card: lower, count: copies });
  }
  return out;
}

/** A lower level of the card's title kept from PREVIOUS and still in NEXT. */
function keptLower(
  d: DeckChanges,
  card: TabooedCard,
  lookup: (code: string) => TabooedCard | undefined,
): string | undefined {
  for (const [code, count] of d.kept) {
    const lower = lookup(code);
    if (
      count > 0 &&
      (d.after.get(code) ?? 0) > 0 &&
      lower?.name === card.name &&
      !lower.customization_options &&
      (lower.xp ?? 0) < (card.xp ?? 0)
    )
      return code;
  }
  return undefined;
}

/** The step's changes in every other order worth pricing: some kept lower copies upgraded, then rebought. */
export function* otherOrders(
  decks: readonly DeckChanges[],
  lookup: (code: string) => TabooedCard | undefined,
): Generator<DeckChanges[]> {
  const candidates: Candidate[] = [];
  decks.forEach((d, deck) => {
    for (const bought of d.purchases) {
      if (bought.count <= 0 || bought.boxes !== undefined || bought.riding) continue;
      const lower = keptLower(d, bought.card, lookup);
      if (lower)
        candidates.push({ deck, code: bought.card.code, lower, count: bought.count, cost: purchaseCost(bought.card) });
    }
  });
  const list = candidates.sort((a, b) => b.cost - a.cost).slice(0, MAX_CANDIDATES);
  const picks: [Candidate, number][] = list.map((c) => [c, 0]);
  function* choose(i: number, left: number): Generator<DeckChanges[]> {
    if (i === list.length) {
      if (left < MAX_CONVERSIONS) yield convert(decks, picks, lookup);
      return;
    }
    for (let n = 0; n <= Math.min(left, list[i]!.count); n++) {
      picks[i]![1] = n;
      yield* choose(i + 1, left - n);
    }
    picks[i]![1] = 0;
  }
  yield* choose(0, MAX_CONVERSIONS);
}
