import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { type StandaloneWeaknessNeed, standaloneWeaknessNeed } from '../../../shared/rules/standalone-weakness-draw.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { deckJsonOf } from './deck-draft.ts';
import type { DeckDraft } from './deck-types.ts';

// The standalone table for the open deck (Grimoire "Einzelspielszenario"): once per draft.
const need = memoizeLast((pool: CardPool | undefined, deck: DeckDraft | undefined) =>
  pool && deck ? standaloneWeaknessNeed(deckJsonOf(deck), pool) : undefined,
);

/** The extra random basic weaknesses the open deck takes in standalone mode; undefined above 49 XP. */
export function selectStandaloneWeaknessNeed(state: AppState): StandaloneWeaknessNeed | undefined {
  return need(state.cardPool, state.deck);
}
