import { traitsOf } from '../cards/card-facets.ts';
import type { DeckListLine, DeckListSection } from '../decks/deck-list.ts';

// The chance that the opening hand holds a card (or a card with a trait), exactly, by the
// hypergeometric distribution. Rules Reference "Setup", step 8: each investigator draws 5 cards;
// weaknesses drawn then are set aside and replaced, and shuffled back in after the mulligan — so
// for the opening hand the deck is its cards without weaknesses. Permanent cards start in play
// and bonded cards outside the game; neither is shuffled into the deck.

export const OPENING_HAND_SIZE = 5;

/** The main deck's lines that are shuffled and can be drawn into the opening hand. */
export function openingHandPool(sections: readonly DeckListSection[]): DeckListLine[] {
  const main = sections.find((section) => section.key === 'main');
  return (main?.groups ?? [])
    .filter((group) => group.kind !== 'permanent' && group.kind !== 'bonded' && group.kind !== 'weakness')
    .flatMap((group) => group.lines);
}

/** P(at least one of `hits` cards among `drawn` cards from `deckSize`) = 1 − C(N−K, n) / C(N, n). */
export function chanceOfAtLeastOne(deckSize: number, hits: number, drawn: number): number {
  if (hits <= 0 || drawn <= 0 || deckSize <= 0) return 0;
  let miss = 1;
  for (let i = 0; i < Math.min(drawn, deckSize); i++) {
    if (deckSize - hits - i <= 0) return 1;
    miss *= (deckSize - hits - i) / (deckSize - i);
  }
  return 1 - miss;
}

export interface OpeningHandOdds {
  /** Cards that can be drawn (see openingHandPool). */
  deckSize: number;
  /** How many of them count as a hit. */
  hits: number;
  chance: number;
}

/**
 * Without mulligan: the first 5 cards. With mulligan (Rules Reference "Mulligan": set aside any
 * cards, draw as many, then shuffle the set-aside ones back): a hand without a hit is set aside
 * whole, so the chance is that of at least one hit among 10 different cards.
 */
export function openingHandOdds(
  pool: readonly DeckListLine[],
  isHit: (line: DeckListLine) => boolean,
  { mulligan = false, handSize = OPENING_HAND_SIZE } = {},
): OpeningHandOdds {
  const deckSize = pool.reduce((sum, line) => sum + line.count, 0);
  const hits = pool.filter(isHit).reduce((sum, line) => sum + line.count, 0);
  return { deckSize, hits, chance: chanceOfAtLeastOne(deckSize, hits, mulligan ? 2 * handSize : handSize) };
}

/** A hit by card title (every level and printing of it) or by English trait. */
export const hitByName = (name: string) => (line: DeckListLine) => line.card.name === name;
export const hitByTrait = (trait: string) => (line: DeckListLine) => traitsOf(line.card).includes(trait);
