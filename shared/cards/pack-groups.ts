import type { Cycle, Pack } from './card-types.ts';
import { germanName } from './german-names.ts';

// The pack filter's choices: cycles in release order, each with its packs, German names where
// the data has them. Only packs that print a listed card are offered.

export interface PackGroup {
  code: string;
  name: string;
  packs: { code: string; name: string }[];
}

export function packGroups(
  packs: readonly Pack[],
  cycles: readonly Cycle[],
  printed: ReadonlySet<string>,
): PackGroup[] {
  return [...cycles]
    .sort((a, b) => a.position - b.position)
    .map((cycle) => ({
      code: cycle.code,
      name: germanName(cycle),
      packs: packs
        .filter((pack) => pack.cycle_code === cycle.code && printed.has(pack.code))
        .sort((a, b) => a.position - b.position)
        .map((pack) => ({ code: pack.code, name: germanName(pack) })),
    }))
    .filter((group) => group.packs.length > 0);
}
