import type { Card } from '../cards/card-types.ts';
import { traitsOf } from './card-restrictions.ts';

// ‖Agnes Baker (90017) and ‖"Skids" O'Toole (90008), Additional Options on the back: "When you
// upgrade a [[Spell]] card, you may instead pay the full experience cost of the higher level
// version and leave the lower level version in your deck (it does not count towards your deck size
// or the number of copies …)". Read from the text, so another investigator with this option just works.

const FULL_COST =
  /When you upgrade an? ((?:\[\[[^\]]+\]\](?: or |, )?)+) card, you may instead pay the full experience cost/;

const cache = new WeakMap<Card, readonly string[]>();

/** The traits (lower case) whose upgrades the investigator's back lets pay in full and keep the lower version. */
export function fullCostTraits(back: Card): readonly string[] {
  let traits = cache.get(back);
  if (!traits) {
    const match = back.back_text?.match(FULL_COST);
    traits = match ? [...match[1]!.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1]!.toLowerCase()) : [];
    cache.set(back, traits);
  }
  return traits;
}

/** Whether upgrading `card` may be paid in full while the lower version stays in the deck. */
export function mayPayFullCost(traits: readonly string[], card: Card): boolean {
  return traits.length > 0 && traitsOf(card).some((trait) => traits.includes(trait));
}
