import type { CardPool } from '../cards/card-pool.ts';
import type { DeckJson } from '../decks/deck-json.ts';
import { parseEnvironment } from './deck-environment.ts';
import type { DeckProblem } from './deck-problem.ts';
import { validateDeck } from './validate-deck.ts';

/**
 * The one check a campaign makes before a deck joins it (`campaign join`), Grimoire XII
 * „Deckbau-Umgebungen“: the deck's `environment` problem under the campaign's environment (text
 * form, as the journal stores it), if any. Other rules of the deck are not this check's business.
 */
export function campaignEnvironmentProblem(
  pool: CardPool,
  environmentText: string | undefined,
  deck: DeckJson,
): DeckProblem | undefined {
  if (!environmentText) return undefined;
  const parsed = parseEnvironment(environmentText);
  if (!parsed.ok) return undefined;
  return validateDeck(deck, pool, { environment: parsed.environment }).problems.find((p) => p.code === 'environment');
}
