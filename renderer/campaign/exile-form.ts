import type { CampaignChange } from '../store/campaign/campaign-types.ts';

/** One `card_exiled` per card, copies counted. */
export function exileEvents(code: string, cards: readonly string[]): CampaignChange[] {
  return [...new Set(cards)].map((card) => ({
    type: 'card_exiled',
    payload: { code, card, count: cards.filter((entry) => entry === card).length },
  }));
}
