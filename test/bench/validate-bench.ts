import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { DeckEnvironment } from '../../shared/rules/deck-environment.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import { minimalDeck } from '../support/minimal-deck.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile } from './stats.ts';

const WARM_UP_ROUNDS = 30;

/** One figure: every deck validated `rounds` times (after a warm-up), median and p95 per deck. */
function timeValidation(
  pool: CardPool,
  name: string,
  environment: DeckEnvironment | undefined,
  rounds: number,
): Figure {
  const decks = pool.investigators.map((investigator) => minimalDeck(pool, investigator));
  const options = environment ? { environment } : {};
  // Warm-up until V8 has optimised the validator: after one pass the first of three timed runs
  // in one process measured 16 µs, the third 9.3 µs. The editor validates on every change, so the
  // steady state is what a player meets.
  for (let r = 0; r < WARM_UP_ROUNDS; r++) for (const deck of decks) validateDeck(deck, pool, options);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const deck of decks) {
      const start = performance.now();
      validateDeck(deck, pool, options);
      times.push((performance.now() - start) * 1000);
    }
  }
  return {
    name,
    value: round(median(times), 1),
    unit: 'µs',
    p95: round(percentile(times, 95), 1),
    decks: decks.length,
    runs: times.length,
  };
}

/**
 * Deck validation per deck over a generated legal deck for every selectable investigator: without
 * an environment, and under Aktuell (Grimoire „Deckbau-Umgebungen“; the decks of investigators
 * outside it then carry an `environment` problem).
 */
export function benchValidate(pool: CardPool, rounds = 50): Figure[] {
  return [
    timeValidation(pool, 'validate', undefined, rounds),
    timeValidation(pool, 'validate-aktuell', { kind: 'aktuell' }, rounds),
  ];
}
