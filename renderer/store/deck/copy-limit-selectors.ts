import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { copyLimitReached } from '../../../shared/rules/copy-limit-reached.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { deckJsonOf } from './deck-draft.ts';
import { selectDeckUnlocked } from './deck-selectors.ts';
import type { DeckDraft } from './deck-types.ts';

// One answer per card and draft: only the rows in view ask, and every edit starts afresh.
const answersFor = memoizeLast(
  (_pool: CardPool | undefined, _deck: DeckDraft | undefined, _unlocked: readonly string[] | undefined) =>
    new Map<string, DeckProblem | null>(),
);

/** Why "+" may not add another copy of `code` to the open deck (a copy limit), or undefined. */
export function selectCopyLimit(state: AppState, code: string): DeckProblem | undefined {
  const { cardPool: pool, deck } = state;
  if (!pool || !deck) return undefined;
  const unlocked = selectDeckUnlocked(state);
  const answers = answersFor(pool, deck, unlocked);
  let answer = answers.get(code);
  if (answer === undefined) {
    answer = copyLimitReached(deckJsonOf(deck), pool, code, unlocked ? { unlocked } : {}) ?? null;
    answers.set(code, answer);
  }
  return answer ?? undefined;
}
