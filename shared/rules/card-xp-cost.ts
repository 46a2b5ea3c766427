import type { TabooedCard } from '../cards/taboo.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';

/** What buying one copy outright costs: its level, doubled if Exceptional, plus the taboo change. */
export function purchaseCost(card: TabooedCard): number {
  // Grimoire "Außergewöhnlich": twice the printed XP; taboo lists add or remove XP.
  return Math.max(0, (card.xp ?? 0) * (card.exceptional ? 2 : 1) + (card.taboo_xp ?? 0));
}

/** The Grimoire section that prices a purchase: Myriad and Exceptional have their own, else `plain`. */
export function purchaseRule(card: TabooedCard, plain: string): string {
  if (card.myriad) return GRIMOIRE_SECTIONS.myriad;
  return card.exceptional ? GRIMOIRE_SECTIONS.exceptional : plain;
}
