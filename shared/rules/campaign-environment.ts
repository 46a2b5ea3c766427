import type { CardPool } from '../cards/card-pool.ts';
import type { DeckJson } from '../decks/deck-json.ts';
import { type DeckEnvironment, parseEnvironment } from './deck-environment.ts';
import type { DeckProblem } from './deck-problem.ts';
import { validateDeck } from './validate-deck.ts';

/**
 * The environment a campaign imposes on every deck played in it (text form, as the journal
 * stores it): the shared pool of Grimoire XII „Deckbau-Umgebungen“. None when the campaign has
 * none, or when „jeder Ermittler in seiner eigenen Limitierte Umgebung sein Deck baut“ (own pools:
 * each deck's own environment applies).
 */
export function sharedCampaignEnvironment(environmentText: string | undefined): DeckEnvironment | undefined {
  const parsed = environmentText ? parseEnvironment(environmentText) : undefined;
  return parsed?.ok && !parsed.environment.ownPools ? parsed.environment : undefined;
}

/**
 * The one check a campaign makes before a deck joins it (`campaign join`), Grimoire XII
 * „Deckbau-Umgebungen“: the deck's `environment` problem under the campaign's shared environment,
 * if any. Other rules of the deck are not this check's business.
 */
export function campaignEnvironmentProblem(
  pool: CardPool,
  environmentText: string | undefined,
  deck: DeckJson,
): DeckProblem | undefined {
  const environment = sharedCampaignEnvironment(environmentText);
  if (!environment) return undefined;
  return validateDeck(deck, pool, { environment }).problems.find((p) => p.code === 'environment');
}
