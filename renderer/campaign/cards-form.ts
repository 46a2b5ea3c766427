import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import type { CampaignChange } from '../store/campaign/campaign-types.ts';

// "Karten …" between scenarios: story assets and weaknesses an investigator gains or
// loses outside a scenario — an interlude, a campaign guide's instruction — as one `cards_changed`.

/** The cards chosen in the dialog; codes with repeats, one per copy. */
export interface CardsChange {
  earned: string[];
  weaknesses: string[];
  removed: string[];
}

export const noCardsChange = (): CardsChange => ({ earned: [], weaknesses: [], removed: [] });

/**
 * What may still be taken away: the story assets and weaknesses held, plus those just chosen,
 * less the copies already marked to go (each copy goes once).
 */
export function removableCards(
  held: Pick<InvestigatorState, 'storyAssets' | 'weaknesses'>,
  change: CardsChange,
): string[] {
  const cards = [...held.storyAssets, ...held.weaknesses, ...change.earned, ...change.weaknesses];
  for (const code of change.removed) {
    const index = cards.indexOf(code);
    if (index >= 0) cards.splice(index, 1);
  }
  return cards;
}

/** The `cards_changed` event, or undefined while no card is chosen or the reason is missing. */
export function cardsChangedEvent(code: string, change: CardsChange, reason: string): CampaignChange | undefined {
  const text = reason.trim();
  const { earned, weaknesses, removed } = change;
  if (!text || earned.length + weaknesses.length + removed.length === 0) return undefined;
  return {
    type: 'cards_changed',
    payload: { code, cardsEarned: earned, weaknessesEarned: weaknesses, cardsRemoved: removed, reason: text },
  };
}
