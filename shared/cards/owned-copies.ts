import type { CardPool } from './card-pool.ts';
import type { Card } from './card-types.ts';

// How many copies of a card a collection holds: each pack that prints it (its own, its reprints')
// gives the card's quantity in that pack (the data's `quantity`) times the boxes owned. The first
// core set holds one Machete, the Revised Core Set two; two core sets hold two.

/** Owned pack codes; `copies` the boxes of packs owned more than once. */
export interface OwnedPacks {
  packs: readonly string[];
  copies?: Readonly<Record<string, number>>;
}

export function ownedCopies(pool: CardPool, card: Card, owned: OwnedPacks): number {
  const boxes = (pack: string) => (owned.packs.includes(pack) ? (owned.copies?.[pack] ?? 1) : 0);
  let total = 0;
  for (const printing of [card, ...pool.reprintsOf(card)])
    total += boxes(printing.pack_code) * (printing.quantity ?? 1);
  return total;
}
