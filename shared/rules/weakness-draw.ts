import type { CardPool } from '../cards/card-pool.ts';
import type { Card } from '../cards/card-types.ts';
import { restrictionsAllow } from './card-restrictions.ts';
import type { SeededRandom } from './seeded-random.ts';

// Grimoire "Zufällige Grundschwächen": shuffle the basic weaknesses of your collection and draw one.

export interface WeaknessPoolOptions {
  /** Pack codes of the collection; undefined = every pack. */
  ownedPacks?: readonly string[];
  /** Codes already in the party's decks, one entry per copy. */
  excluded: readonly string[];
  mode: 'campaign' | 'standalone';
  players: number;
  /** The investigator who draws (faction-locked weaknesses). */
  investigator: Card;
}

// Rules live in the English text (docs/architecture.md, decision 3); German prints
// "Nur für Mehrspieler." and "Nur für den Kampagnenmodus.".
const MULTIPLAYER_ONLY = /^Multiplayer only\./;
const CAMPAIGN_MODE_ONLY = /^Campaign Mode only\./;

/**
 * Copies of each basic weakness in the collection, keyed by the original printing. Grimoire
 * "Sammlung": several copies of one product count as one, so a title counts the copies of one
 * owned printing (the largest), not the sum over reprints.
 */
function ownedCopies(pool: CardPool, ownedPacks: readonly string[] | undefined): Map<string, number> {
  const owned = ownedPacks && new Set(ownedPacks);
  const copies = new Map<string, number>();
  for (const printing of pool.data.cards) {
    if (printing.subtype_code !== 'basicweakness' || printing.hidden) continue;
    if (owned && !owned.has(printing.pack_code)) continue;
    const code = printing.duplicate_of ?? printing.code;
    copies.set(code, Math.max(copies.get(code) ?? 0, printing.quantity));
  }
  return copies;
}

function mayDraw(card: Card, options: WeaknessPoolOptions): boolean {
  // 01000 "Random Basic Weakness" is the placeholder, not a weakness to draw.
  if (card.hidden) return false;
  // Scarlet Keys class weaknesses: `restrictions: faction:x` ("Nur [x]-Ermittler").
  if (!restrictionsAllow(card, options.investigator, [options.investigator.code])) return false;
  // Card text "Multiplayer only." (06035–06038).
  if (options.players === 1 && MULTIPLAYER_ONLY.test(card.text ?? '')) return false;
  // Card text "Campaign Mode only." (04038, 04040, 52011–52013, 53013).
  if (options.mode === 'standalone' && CAMPAIGN_MODE_ONLY.test(card.text ?? '')) return false;
  return true;
}

/**
 * The shuffled pool to draw from: one entry per copy (a weakness printed twice is twice as
 * likely), in data order so that a seeded draw repeats.
 */
export function basicWeaknessPool(pool: CardPool, options: WeaknessPoolOptions): Card[] {
  const copies = ownedCopies(pool, options.ownedPacks);
  // Grimoire "Sammlung": cards in use by the game are not part of the collection.
  for (const code of options.excluded) {
    const original = pool.card(code)?.duplicate_of ?? code;
    const left = copies.get(original);
    if (left !== undefined) copies.set(original, left - 1);
  }
  const candidates: Card[] = [];
  for (const [code, count] of copies) {
    const card = pool.card(code);
    if (!card || !mayDraw(card, options)) continue;
    for (let i = 0; i < count; i++) candidates.push(card);
  }
  return candidates;
}

/** One random basic weakness from the pool; undefined when none is left. */
export function drawBasicWeakness(candidates: readonly Card[], random: SeededRandom): Card | undefined {
  return random.pick(candidates);
}
