import type { CardPool } from '../cards/card-pool.ts';
import type { DeckJson } from '../decks/deck-json.ts';
import type { DeckProblem } from './deck-problem.ts';
import { type ValidateOptions, validateDeck } from './validate-deck.ts';

// Grimoire "Regeln für den Deckbau" (at most 2 copies by title), „Unzählig“ (3), „Außergewöhnlich“
// (1), a card's own deck limit and the limits its text writes: whether one more copy of a card
// would break one of them. Asked of the validator itself, so "+" stops exactly where validation
// would complain.

/** The copy-limit problem one more copy of `code` would make (or the deck already has), if any. */
export function copyLimitReached(
  deck: DeckJson,
  pool: CardPool,
  code: string,
  options: ValidateOptions = {},
): DeckProblem | undefined {
  const slots = { ...deck.slots, [code]: (deck.slots[code] ?? 0) + 1 };
  return validateDeck({ ...deck, slots }, pool, options).problems.find(
    (problem) =>
      (problem.code === 'too_many_copies' || problem.code === 'taboo_forbidden') && problem.cards.includes(code),
  );
}
