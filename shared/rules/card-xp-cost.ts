import type { TabooedCard } from '../cards/taboo.ts';

/** What buying one copy outright costs: its level, doubled if Exceptional, plus the taboo change. */
export function purchaseCost(card: TabooedCard): number {
  // Grimoire "Außergewöhnlich": twice the printed XP; taboo lists add or remove XP.
  return Math.max(0, (card.xp ?? 0) * (card.exceptional ? 2 : 1) + (card.taboo_xp ?? 0));
}
