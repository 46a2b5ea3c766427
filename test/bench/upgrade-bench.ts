import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { upgradeCost } from '../../shared/rules/upgrade-cost.ts';
import { minimalDeck } from '../support/minimal-deck.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile } from './stats.ts';

/** NEXT: each level-0 card with a higher-level version swapped for it (two copies), as upgrades are. */
export function upgradedDeck(pool: CardPool, deck: DeckJson): DeckJson {
  const slots = { ...deck.slots };
  for (const code of Object.keys(deck.slots)) {
    const card = pool.card(code)!;
    const higher = pool
      .byName(card.name)
      .find((c) => (c.xp ?? 0) > 0 && !c.duplicate_of && c.faction_code === card.faction_code);
    if (card.xp !== 0 || !higher || slots[higher.code]) continue;
    slots[higher.code] = slots[code]!;
    delete slots[code];
  }
  return { ...deck, slots };
}

/** Upgrade cost per deck pair: every investigator's generated deck and an upgraded next version. */
export function benchUpgradeCost(pool: CardPool, rounds = 50): Figure {
  const pairs = pool.investigators.map((investigator) => {
    const previous = minimalDeck(pool, investigator);
    return [previous, upgradedDeck(pool, previous)] as const;
  });
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const [previous, next] of pairs) {
      const start = performance.now();
      upgradeCost(previous, next, pool);
      times.push((performance.now() - start) * 1000);
    }
  }
  return {
    name: 'upgrade-cost',
    value: round(median(times), 1),
    unit: 'µs',
    p95: round(percentile(times, 95), 1),
    pairs: pairs.length,
    runs: times.length,
  };
}
