import type { TabooedCard } from '../cards/taboo.ts';
import { purchaseCost, purchaseRule } from './card-xp-cost.ts';
import { grimoire } from './deck-problem.ts';
import type { UpgradeLine } from './upgrade-line.ts';

// Grimoire "Erfahrungspunkte verdienen und ausgeben": a higher-level version of a card in the
// deck is an upgrade — pay the difference (at least 1) and remove the lower version; everything
// else added is a new card at its level (at least 1); Grimoire "Unzählig": one payment per level.

export interface Copies {
  card: TabooedCard;
  count: number;
}

export interface Purchase {
  card: TabooedCard;
  copies: number;
  /** XP before discounts. */
  xp: number;
  myriadFree: number;
}

/** Pairs added copies with removed lower-level copies of the same title, the costliest first. */
export function pairUpgrades(
  added: Copies[],
  removed: Copies[],
): { upgrades: UpgradeLine[]; purchases: Copies[]; unpairedRemoved: Copies[] } {
  const left = removed.map((r) => ({ ...r }));
  const upgrades: UpgradeLine[] = [];
  const purchases: Copies[] = [];
  for (const add of [...added].sort((a, b) => purchaseCost(b.card) - purchaseCost(a.card))) {
    let remaining = add.count;
    while (remaining > 0) {
      const lower = left
        .filter((r) => r.count > 0 && r.card.name === add.card.name && (r.card.xp ?? 0) < (add.card.xp ?? 0))
        .sort((a, b) => (b.card.xp ?? 0) - (a.card.xp ?? 0))[0];
      if (!lower) break;
      lower.count -= 1;
      remaining -= 1;
      const same = upgrades.find((u) => u.code === add.card.code && u.from === lower.card.code);
      // Grimoire "Unzählig": up to 2 further copies of the same level come free with one purchase.
      const free = add.card.myriad && same !== undefined;
      const xp = free ? 0 : Math.max(1, purchaseCost(add.card) - purchaseCost(lower.card));
      const rule = grimoire(purchaseRule(add.card, 'Erfahrungspunkte verdienen und ausgeben'));
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
          rule,
        });
    }
    if (remaining > 0) purchases.push({ card: add.card, count: remaining });
  }
  return { upgrades, purchases, unpairedRemoved: left.filter((r) => r.count > 0) };
}

/** New cards: their cost per copy (at least 1), Myriad copies of one title and level paid once. */
export function pricePurchases(purchases: readonly Copies[]): Purchase[] {
  const paidMyriad = new Set<string>();
  return purchases.map(({ card, count }) => {
    const each = Math.max(1, purchaseCost(card));
    if (!card.myriad) return { card, copies: count, xp: each * count, myriadFree: 0 };
    const key = `${card.name}|${card.xp ?? 0}`;
    const paid = paidMyriad.has(key) ? 0 : 1;
    paidMyriad.add(key);
    return { card, copies: count, xp: each * paid, myriadFree: count - paid };
  });
}
