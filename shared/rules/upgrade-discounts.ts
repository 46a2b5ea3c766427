import { purchaseRule } from './card-xp-cost.ts';
import { cardRule, grimoire } from './deck-problem.ts';
import {
  ADAPTABLE,
  ADAPTABLE_SWAPS,
  ARCANE_RESEARCH,
  DEJA_VU,
  DEJA_VU_CARDS,
  DOWN_THE_RABBIT_HOLE,
  DOWN_THE_RABBIT_HOLE_UPGRADES,
} from './special-cards.ts';
import type { UpgradeLine } from './upgrade-line.ts';
import { type Copies, pricePurchases } from './upgrade-pairs.ts';

// Free refills and the cards that change what XP costs (shared/rules/special-cards.ts).

export interface DiscountInput {
  upgrades: UpgradeLine[];
  customizations: UpgradeLine[];
  /** Customizable cards bought new with boxes: one purchase whatever the copies. */
  customPurchases: UpgradeLine[];
  purchases: Copies[];
  /** Counted cards the deck lacks after exile, a size increase or an upgrade into a Permanent card. */
  shortage: number;
  exiled: string[];
  removedLevelZero: number;
  copiesBefore: (code: string) => number;
  copiesAfter: (code: string) => number;
  isSpell: (code: string) => boolean;
}

function adjust(line: UpgradeLine, code: string, xp: number): void {
  const applied = Math.max(-line.xp, xp);
  if (applied === 0) return;
  line.xp += applied;
  line.adjustments ??= [];
  line.adjustments.push({ code, xp: applied });
}

/** Takes up to `budget` copies of level-0 purchases out as free lines, charging `rest` per copy. */
function takeFree(
  purchases: Copies[],
  budget: number,
  rule: UpgradeLine['rule'],
  rest: (p: Copies) => number = () => 0,
): UpgradeLine[] {
  const free: UpgradeLine[] = [];
  let used = 0;
  for (const p of purchases) {
    if (used >= budget || p.card.xp !== 0) continue;
    const copies = Math.min(p.count, budget - used);
    p.count -= copies;
    used += copies;
    free.push({ code: p.card.code, change: 'free', copies, xp: rest(p) * copies, rule });
  }
  return free;
}

export function applyDiscounts(input: DiscountInput): UpgradeLine[] {
  const purchases = input.purchases.map((p) => ({ ...p }));
  // Grimoire "Exil": level-0 cards refill a deck short of its size for 0 XP.
  const refill = takeFree(purchases, input.shortage, grimoire('Exil / Ins Exil schicken'));
  // Adaptable (02110): "swap up to two level 0 cards … for an equal number of level 0 cards", per
  // copy; the swap replaces the card's level, a taboo surcharge on it is still paid.
  const swaps = Math.min(ADAPTABLE_SWAPS * input.copiesBefore(ADAPTABLE), input.removedLevelZero);
  const adapted = takeFree(purchases, swaps, cardRule(ADAPTABLE), (p) => Math.max(0, p.card.taboo_xp ?? 0));
  const bought: UpgradeLine[] = pricePurchases(purchases.filter((p) => p.count > 0)).map((p) => ({
    code: p.card.code,
    change: 'new',
    copies: p.copies,
    paidCopies: p.copies - p.myriadFree,
    xp: p.xp,
    rule: grimoire(purchaseRule(p.card, 'Neue Karten erwerben')),
  }));

  // Déjà Vu (60531): −1 each on re-buying up to 3 cards exiled in the last scenario, per copy.
  let dejaVu = DEJA_VU_CARDS * input.copiesAfter(DEJA_VU);
  const exiled = [...input.exiled];
  for (const line of bought) {
    for (let copy = 0; copy < line.copies && dejaVu > 0; copy++) {
      const at = exiled.indexOf(line.code);
      if (at < 0) break;
      exiled.splice(at, 1);
      dejaVu -= 1;
      adjust(line, DEJA_VU, -1);
    }
  }

  const upgraded = [...input.upgrades, ...input.customizations].sort((a, b) => b.xp / b.copies - a.xp / a.copies);
  // Arcane Research (04109): "reduce the experience cost of the first Spell card you upgrade by 1", per copy.
  const arcane = input.copiesBefore(ARCANE_RESEARCH);
  const spell = upgraded.find((line) => input.isSpell(line.code));
  if (arcane > 0 && spell) adjust(spell, ARCANE_RESEARCH, -arcane);
  if (input.copiesBefore(DOWN_THE_RABBIT_HOLE) > 0) {
    // Down the Rabbit Hole (08059): −1 on each of the first 2 cards upgraded, +1 on each new card bought.
    let budget = DOWN_THE_RABBIT_HOLE_UPGRADES;
    for (const line of upgraded) {
      const copies = Math.min(line.paidCopies ?? line.copies, budget);
      if (copies > 0) adjust(line, DOWN_THE_RABBIT_HOLE, -copies);
      budget -= copies;
    }
    for (const line of bought)
      if (line.xp > 0 || line.adjustments) adjust(line, DOWN_THE_RABBIT_HOLE, line.paidCopies ?? line.copies);
    for (const line of input.customPurchases) adjust(line, DOWN_THE_RABBIT_HOLE, 1);
  }
  return [...refill, ...adapted, ...bought];
}
