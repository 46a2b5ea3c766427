import type { CardPool } from '../cards/card-pool.ts';
import { isWeakness } from './card-restrictions.ts';

// Grimoire "Zufällige Grundschwächen": a weakness that a basic weakness's own ability put in its
// place ("Remove Doomed from your deck, search the collection for Accursed Fate, and place it …";
// Accursed Fate then for The Bell Tolls) still stands for the random basic weakness the
// investigator had to take. Read from the texts, following each chain to its end: Doomed 04040 →
// Accursed Fate 04041 → The Bell Tolls 04042, Dark Pact 04038 → The Price of Failure 04039, Offer
// You Cannot Refuse 53013 → Fine Print 53014 → Sell Your Soul 53015.

const SUCCESSOR = /[Ss]earch the collection for (.+?)(?:,| and )/;

const successorsOf = new WeakMap<CardPool['data'], ReadonlySet<string>>();

/** Codes of weaknesses that took a basic weakness's place through its text, per pool. */
export function basicWeaknessSuccessors(pool: CardPool): ReadonlySet<string> {
  let found = successorsOf.get(pool.data);
  if (found) return found;
  const codes = new Set<string>();
  const queue = pool.playerCards.filter((card) => card.subtype_code === 'basicweakness');
  for (let card = queue.shift(); card; card = queue.shift()) {
    const named = card.text?.includes('your deck') ? SUCCESSOR.exec(card.text)?.[1] : undefined;
    if (!named) continue;
    for (const next of pool.byName(named)) {
      if (!isWeakness(next) || next.subtype_code === 'basicweakness' || codes.has(next.code)) continue;
      codes.add(next.code);
      queue.push(next);
    }
  }
  found = codes;
  successorsOf.set(pool.data, found);
  return found;
}
