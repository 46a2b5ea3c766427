import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { ownedCopies } from '../../../shared/cards/owned-copies.ts';
import { RANDOM_BASIC_WEAKNESS } from '../../../shared/rules/special-cards.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import type { DeckDraft } from '../deck/deck-types.ts';

// Which cards the collection holds: a card is owned when any pack that prints it is owned — its
// own or a reprint's (Grundspiel (Neuauflage), Ermittler-Erweiterungen). No collection: all.

const ownedTest = memoizeLast(
  (pool: CardPool | undefined, packs: readonly string[] | null | undefined): ((card: Card) => boolean) | undefined => {
    if (!pool || !packs) return undefined;
    const owned = new Set(packs);
    return (card) => pool.packsOf(pool.card(card.duplicate_of ?? card.code) ?? card).some((pack) => owned.has(pack));
  },
);

/** Whether a card is in the collection; undefined without a collection (every card is). */
export function selectOwnedPredicate(state: AppState): ((card: Card) => boolean) | undefined {
  return ownedTest(state.cardPool, state.ownedPacks);
}

/** The card list of the shown screen is narrowed to the collection. */
export function selectCollectionFilter(state: AppState): ((card: Card) => boolean) | undefined {
  return state.onlyOwned[state.screen] ? selectOwnedPredicate(state) : undefined;
}

const outside = memoizeLast(
  (pool: CardPool | undefined, deck: DeckDraft | undefined, owned: ((card: Card) => boolean) | undefined) => {
    if (!pool || !deck || !owned) return [];
    const cards: Card[] = [];
    for (const code of Object.keys(deck.slots)) {
      const card = pool.card(code);
      // The placeholder is no card one owns; a drawn weakness takes its place.
      if (card && code !== RANDOM_BASIC_WEAKNESS && !owned(card)) cards.push(card);
    }
    return cards;
  },
);

/** The draft's cards that no owned pack prints. */
export function selectCardsOutsideCollection(state: AppState): Card[] {
  return outside(state.cardPool, state.deck, selectOwnedPredicate(state));
}

/** A card the deck wants more copies of than the collection holds. */
export interface ShortCard {
  card: Card;
  inDeck: number;
  owned: number;
}

const short = memoizeLast(
  (
    pool: CardPool | undefined,
    deck: DeckDraft | undefined,
    packs: readonly string[] | null | undefined,
    copies: Readonly<Record<string, number>>,
  ) => {
    if (!pool || !deck || !packs) return [];
    const cards: ShortCard[] = [];
    for (const [code, inDeck] of Object.entries(deck.slots)) {
      const card = pool.card(code);
      if (!card || code === RANDOM_BASIC_WEAKNESS) continue;
      const owned = ownedCopies(pool, pool.card(card.duplicate_of ?? code) ?? card, { packs, copies });
      // None owned is "outside the collection" (above), not a shortfall.
      if (owned > 0 && inDeck > owned) cards.push({ card, inDeck, owned });
    }
    return cards;
  },
);

/** The draft's cards it holds more copies of than the owned packs print (two Machetes, one core set). */
export function selectCardsShortOfCopies(state: AppState): ShortCard[] {
  return short(state.cardPool, state.deck, state.ownedPacks, state.packCopies);
}
