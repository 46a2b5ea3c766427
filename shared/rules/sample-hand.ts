import type { Card } from '../cards/card-types.ts';
import type { DeckListSection } from '../decks/deck-list.ts';
import { isWeakness } from './card-restrictions.ts';
import { OPENING_HAND_SIZE } from './opening-hand.ts';
import type { SeededRandom } from './seeded-random.ts';

// A sample opening hand, drawn as the game draws it. Grimoire "Mulligan": a weakness drawn while
// drawing the opening hand or taking the mulligan is set aside and another card drawn in its
// place; the cards set aside for the mulligan are replaced by as many new ones, then everything set
// aside is shuffled back. Permanent cards start in play and bonded cards outside the game, so
// neither is in the deck that is shuffled (shared/rules/opening-hand.ts).

export interface DrawnCard {
  /** Position in the shuffled deck: tells two copies of a card apart. */
  id: number;
  code: string;
  card: Card;
}

export interface SampleHand {
  hand: DrawnCard[];
  /** Weaknesses drawn and set aside (shuffled back once the hand is final). */
  setAside: DrawnCard[];
  /** The rest of the deck, top first. */
  deck: DrawnCard[];
  mulliganTaken: boolean;
}

/** The deck that is shuffled for the opening hand: the main deck without Permanent and bonded cards, weaknesses included. */
export function shuffledDeckCards(sections: readonly DeckListSection[]): Omit<DrawnCard, 'id'>[] {
  const main = sections.find((section) => section.key === 'main');
  return (main?.groups ?? [])
    .filter((group) => group.kind !== 'permanent' && group.kind !== 'bonded')
    .flatMap((group) => group.lines)
    .flatMap((line) => Array.from({ length: line.count }, () => ({ code: line.code, card: line.card })));
}

function shuffle<T>(items: readonly T[], random: SeededRandom): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** Draws until the hand holds `size` cards, setting weaknesses aside. */
function drawUpTo(state: SampleHand, size: number): SampleHand {
  const hand = [...state.hand];
  const setAside = [...state.setAside];
  const deck = [...state.deck];
  while (hand.length < size && deck.length > 0) {
    const top = deck.shift()!;
    if (isWeakness(top.card)) setAside.push(top);
    else hand.push(top);
  }
  return { ...state, hand, setAside, deck };
}

/** Shuffles the deck and draws the opening hand (5 cards). */
export function drawOpeningHand(
  cards: readonly Omit<DrawnCard, 'id'>[],
  random: SeededRandom,
  size = OPENING_HAND_SIZE,
): SampleHand {
  const deck = shuffle(
    cards.map((card, id) => ({ ...card, id })),
    random,
  );
  return drawUpTo({ hand: [], setAside: [], deck, mulliganTaken: false }, size);
}

/**
 * The one mulligan: the chosen cards (by id) are set aside, as many are drawn (weaknesses set
 * aside again), then the mulliganed cards and the weaknesses are shuffled back into the deck.
 */
export function takeMulligan(state: SampleHand, redraw: ReadonlySet<number>, random: SeededRandom): SampleHand {
  if (state.mulliganTaken) return state;
  const kept = state.hand.filter((card) => !redraw.has(card.id));
  const returned = state.hand.filter((card) => redraw.has(card.id));
  const drawn = drawUpTo({ ...state, hand: kept }, state.hand.length);
  const deck = shuffle([...drawn.deck, ...returned, ...drawn.setAside], random);
  return { hand: drawn.hand, setAside: [], deck, mulliganTaken: true };
}
