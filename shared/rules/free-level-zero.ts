// Free level-0 copies: Grimoire "Exil" (a deck short of its size takes level-0 cards for 0 XP) and
// Adaptable (02110, level-0 swaps). The player takes them where they save the most XP: a copy
// saves its price; a Myriad group (Grimoire "Unzählig": one payment for up to 3 copies of a title
// and level) saves its one payment only when every copy in it comes free.

export interface FreeCandidate {
  count: number;
  /** XP one paid copy would cost (for Myriad: the group's one payment). */
  each: number;
  /** Title and level for Myriad cards; copies with the same key share one payment. */
  myriadKey?: string;
}

// Subsets of Myriad groups are tried exhaustively up to this many groups (2^6 subsets); more
// groups than that in one step do not occur in real decks, the rest are then left paid.
const MAX_GROUPS = 6;

/** Copies of each candidate that come free with `budget` free slots, saving the most XP. */
export function chooseFree(candidates: readonly FreeCandidate[], budget: number): number[] {
  const free = candidates.map(() => 0);
  if (budget <= 0) return free;
  const singles: { index: number; each: number }[] = [];
  const groups = new Map<string, { indexes: number[]; weight: number; each: number }>();
  candidates.forEach((c, index) => {
    if (c.count <= 0 || c.each <= 0) return;
    if (!c.myriadKey) {
      for (let i = 0; i < c.count; i++) singles.push({ index, each: c.each });
      return;
    }
    const group = groups.get(c.myriadKey) ?? { indexes: [], weight: 0, each: c.each };
    group.indexes.push(index);
    group.weight += c.count;
    groups.set(c.myriadKey, group);
  });
  singles.sort((a, b) => b.each - a.each);
  const prefix = [0];
  for (const s of singles) prefix.push(prefix.at(-1)! + s.each);
  const list = [...groups.values()].slice(0, MAX_GROUPS);
  let best = { value: -1, mask: 0, singles: 0 };
  for (let mask = 0; mask < 1 << list.length; mask++) {
    let weight = 0;
    let value = 0;
    list.forEach((g, i) => {
      if (mask & (1 << i)) {
        weight += g.weight;
        value += g.each;
      }
    });
    if (weight > budget) continue;
    const taken = Math.min(singles.length, budget - weight);
    if (value + prefix[taken]! > best.value) best = { value: value + prefix[taken]!, mask, singles: taken };
  }
  list.forEach((g, i) => {
    if (best.mask & (1 << i)) for (const index of g.indexes) free[index] = candidates[index]!.count;
  });
  for (const s of singles.slice(0, best.singles)) free[s.index]! += 1;
  return free;
}
