// A small seeded pseudo-random generator (the public-domain mulberry32 scheme), so that a random
// draw such as a basic weakness can be repeated from its seed in tests and in the campaign log.

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** One element chosen uniformly; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    pick: (items) => (items.length ? items[Math.floor(next() * items.length)] : undefined),
  };
}
