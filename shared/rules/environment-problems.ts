import type { CardPool } from '../cards/card-pool.ts';
import type { Card } from '../cards/card-types.ts';
import { type DeckEnvironment, ENVIRONMENT_RULE } from './deck-environment.ts';
import type { DeckProblem } from './deck-problem.ts';
import { grimoire } from './deck-problem.ts';
import { environmentCheck } from './environment-pool.ts';
import { RANDOM_BASIC_WEAKNESS } from './special-cards.ts';

/**
 * Grimoire XII „Deckbau-Umgebungen“: the deck's cards outside the environment's pool, the
 * investigator (both sides of a parallel choice) first; one `environment` problem naming them.
 */
export function environmentProblems(
  pool: CardPool,
  environment: DeckEnvironment | undefined,
  investigatorSides: readonly Card[],
  cards: Iterable<Card>,
  signatures: ReadonlySet<string>,
): DeckProblem[] {
  if (!environment || environment.kind === 'legacy') return [];
  const allows = environmentCheck(pool, environment);
  const outside: string[] = [];
  const check = (card: Card) => {
    if (!allows(card, signatures) && !outside.includes(card.code)) outside.push(card.code);
  };
  for (const side of investigatorSides) check(side);
  // The random basic weakness placeholder stands for a weakness drawn from the allowed packs.
  for (const card of cards) if (card.code !== RANDOM_BASIC_WEAKNESS) check(card);
  if (!outside.length) return [];
  const details: Record<string, string> = { environment: environment.kind };
  if (environment.kind === 'limitiert') details.packs = (environment.packs ?? []).join(',');
  return [{ code: 'environment', cards: outside, rule: grimoire(ENVIRONMENT_RULE), details }];
}
