import { expect, it } from 'vitest';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { ARCANE_RESEARCH, DOWN_THE_RABBIT_HOLE } from '../../../shared/rules/special-cards.ts';
import { deckChanges } from '../../../shared/rules/upgrade-changes.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { otherOrders } from '../../../shared/rules/upgrade-orders.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire "Erfahrung": the player may upgrade a kept lower copy and buy it again instead of buying
// the higher card new; with Arcane Research (04109) and Down the Rabbit Hole (08059) that can be
// cheaper. The orders tried stay few however many such purchases a step holds.

const pool = await realPool().catch(() => undefined);

/** Agnes with both discount cards; NEXT adds one higher Spell for every level-0 Spell she keeps. */
function manyKeptLower(): [DeckJson, DeckJson] {
  const previous = minimalDeck(pool!, pool!.card('01004')!, {
    extra: { [ARCANE_RESEARCH]: 2, [DOWN_THE_RABBIT_HOLE]: 1 },
  });
  const slots = { ...previous.slots };
  for (const code of Object.keys(previous.slots)) {
    const card = pool!.card(code)!;
    const higher = pool!
      .byName(card.name)
      .find((c) => (c.xp ?? 0) > 0 && !c.duplicate_of && c.faction_code === 'mystic' && /Spell/.test(c.traits ?? ''));
    if (card.xp === 0 && higher) slots[higher.code] = 1;
  }
  return [previous, { ...previous, slots }];
}

describeRealData('other orders of an upgrade step (Grimoire "Erfahrung")', () => {
  it('tries at most 35 orders with at most 3 conversions, whatever the number of kept lower copies', () => {
    const [previous, next] = manyKeptLower();
    const lookup = pool!.withTaboo(null);
    const counts = (deck: DeckJson) => new Map(Object.entries(deck.slots));
    const changes = deckChanges(
      { prevMeta: {}, nextMeta: {}, required: new Set(), fullCostRule: '', lookup },
      {
        deck: 'main',
        before: counts(previous),
        after: counts(next),
        exiled: [],
        ignoredBefore: new Map(),
        ignoredAfter: new Map(),
        size: 30,
        fullCostTraits: [],
      },
    );
    expect(changes.purchases.length).toBeGreaterThanOrEqual(4);
    const orders = [...otherOrders([changes], lookup)];
    expect(orders.length).toBeLessThanOrEqual(35);
    for (const order of orders) expect(order[0]!.upgrades.length).toBeLessThanOrEqual(3);
  });

  it('prices that step at its cheapest order: every discount lands on an upgrade, none on a new card', () => {
    const [previous, next] = manyKeptLower();
    const direct = upgradeCost(previous, { ...next }, pool!);
    const upgrades = direct.lines.filter((l) => l.change === 'upgrade');
    // 2× Arcane Research (−2 on the first Spell) and Down the Rabbit Hole (−1 on 2 cards) all used.
    const saved = upgrades.flatMap((l) => l.adjustments ?? []).reduce((sum, a) => sum - a.xp, 0);
    expect(saved).toBe(4);
  });
});
