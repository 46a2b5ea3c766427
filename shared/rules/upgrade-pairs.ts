import type { TabooedCard } from '../cards/taboo.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { purchaseCost, purchaseRule } from './card-xp-cost.ts';
import { grimoire } from './deck-problem.ts';
import type { UpgradeLine } from './upgrade-line.ts';

// Grimoire "Erfahrungspunkte verdienen und ausgeben": a higher-level version of a card in the
// deck is an upgrade — pay the difference (at least 1) and remove the lower version; everything
// else added is a new card at its level (at least 1); Grimoire "Unzählig": one payment per level.

export interface Copies {
  card: TabooedCard;
  count: number;
  /**
   * The level that decides free copies when it is not the printed one: a customizable card's is
   * half its checked boxes, rounded up (rules.json `Customizable`).
   */
  level?: number;
}

function upgradeRule(card: TabooedCard): UpgradeLine['rule'] {
  return grimoire(purchaseRule(card, GRIMOIRE_SECTIONS.earningXp));
}

/** Pairs added copies with removed lower-level copies of the same title, the costliest first. */
export function pairUpgrades(
  added: Copies[],
  removed: Copies[],
): { upgrades: UpgradeLine[]; purchases: Copies[]; unpairedRemoved: Copies[] } {
  const left = removed.map((r) => ({ ...r }));
  // Removed copies by title, the highest level first (an upgrade pays the smallest difference).
  const byName = new Map<string, Copies[]>();
  for (const r of left) {
    const list = byName.get(r.card.name);
    if (list) list.push(r);
    else byName.set(r.card.name, [r]);
  }
  for (const list of byName.values()) if (list.length > 1) list.sort((a, b) => (b.card.xp ?? 0) - (a.card.xp ?? 0));
  const upgrades: UpgradeLine[] = [];
  const purchases: Copies[] = [];
  for (const add of [...added].sort((a, b) => purchaseCost(b.card) - purchaseCost(a.card))) {
    let remaining = add.count;
    const level = add.card.xp ?? 0;
    const candidates = byName.get(add.card.name) ?? [];
    while (remaining > 0) {
      const lower = candidates.find((r) => r.count > 0 && (r.card.xp ?? 0) < level);
      if (!lower) break;
      lower.count -= 1;
      remaining -= 1;
      const same = upgrades.find((u) => u.code === add.card.code && u.from === lower.card.code);
      // Grimoire "Unzählig": up to 2 further copies of the same level come free with one purchase.
      const free = add.card.myriad && same !== undefined;
      const xp = free ? 0 : Math.max(1, purchaseCost(add.card) - purchaseCost(lower.card));
      if (same) {
        same.copies += 1;
        same.xp += xp;
        if (!free) same.paidCopies = (same.paidCopies ?? 1) + 1;
      } else
        upgrades.push({
          code: add.card.code,
          change: 'upgrade',
          copies: 1,
          paidCopies: 1,
          xp,
          from: lower.card.code,
          rule: upgradeRule(add.card),
        });
    }
    if (remaining > 0) purchases.push({ card: add.card, count: remaining, level: add.level });
  }
  return { upgrades, purchases, unpairedRemoved: left.filter((r) => r.count > 0) };
}
