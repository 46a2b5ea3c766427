import type { CardPool } from '../../shared/cards/card-pool.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import { minimalDeck } from '../support/minimal-deck.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile } from './stats.ts';

/** Deck validation per deck over a generated legal deck for every selectable investigator. */
export function benchValidate(pool: CardPool, rounds = 50): Figure {
  const decks = pool.investigators.map((investigator) => minimalDeck(pool, investigator));
  for (const deck of decks) validateDeck(deck, pool); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const deck of decks) {
      const start = performance.now();
      validateDeck(deck, pool);
      times.push((performance.now() - start) * 1000);
    }
  }
  return {
    name: 'validate',
    value: round(median(times), 1),
    unit: 'µs',
    p95: round(percentile(times, 95), 1),
    decks: decks.length,
    runs: times.length,
  };
}
