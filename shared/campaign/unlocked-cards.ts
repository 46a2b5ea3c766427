import type { CampaignState } from './campaign-state.ts';

/**
 * The cards a campaign's decks may hold only once the campaign unlocked them, as deck validation
 * takes them (`unlocked`): the Erforscht cards researched (Grimoire „Erforscht“) and the reward
 * cards earned (Grimoire „Belohnungskarten“). A stored state of an older version may lack either.
 */
export function unlockedCards(state: Pick<CampaignState, 'researched' | 'rewards'>): string[] {
  return [...(state.researched ?? []), ...(state.rewards ?? [])];
}

/** Grimoire „Belohnungskarten“: the campaign earned reward card `card` (by hand or by the guide). */
export function unlockReward(state: CampaignState, card: string): void {
  const rewards = state.rewards ?? [];
  if (!rewards.includes(card)) state.rewards = [...rewards, card].sort();
}
