import type { CardPool } from '../cards/card-pool.ts';
import { type DeckJson, parseDeckMeta } from '../decks/deck-json.ts';
import { type InvestigatorContext, investigatorContext } from './investigator-context.ts';
import type { SeededRandom } from './seeded-random.ts';
import { BONUS_EXPERIENCE } from './special-cards.ts';
import { validateDeck } from './validate-deck.ts';
import { basicWeaknessPool, drawBasicWeakness } from './weakness-draw.ts';

// Grimoire "Einzelspielszenario (Einzelspielsmodus)": a standalone deck takes extra random basic
// weaknesses by the XP its cards are worth (standalone.ts). They are drawn like the investigator's
// own (Grimoire "Zufällige Grundschwächen"): from the collection's basic weaknesses, without those
// in the deck, and without "Campaign Mode only." ones (standalone mode).

export interface StandaloneWeaknessNeed {
  /** What the deck's cards are worth for the standalone table (bonus experience taken off). */
  xp: number;
  /** Extra random basic weaknesses the table asks for. */
  extra: number;
  /** Random basic weaknesses (drawn or placeholders) still missing for the investigator's own and the extra ones. */
  missing: number;
}

function contextOf(deck: DeckJson, pool: CardPool): InvestigatorContext | undefined {
  const lookup = pool.withTaboo(deck.taboo_id);
  const investigator = lookup(deck.investigator_code);
  return investigator && investigatorContext(investigator, parseDeckMeta(deck.meta), lookup, pool.byName);
}

/** What the standalone table asks of DECK, as standalone validation judges it; undefined above 49 XP. */
export function standaloneWeaknessNeed(deck: DeckJson, pool: CardPool): StandaloneWeaknessNeed | undefined {
  const ctx = contextOf(deck, pool);
  const result = validateDeck(deck, pool, { standalone: true });
  if (!ctx || result.problems.some((problem) => problem.code === 'standalone_xp_limit')) return undefined;
  // Bonus experience written on the investigator leaves the standalone weaknesses alone (its card text).
  const xp = Math.max(0, result.xp - (BONUS_EXPERIENCE[ctx.back.code] ?? 0));
  const short = result.problems.find((problem) => problem.code === 'standalone_weaknesses')?.details;
  const missing = short ? Number(short.required) - Number(short.count) : 0;
  return { xp, extra: result.standaloneWeaknesses ?? 0, missing };
}

/**
 * DECK's slots with the missing standalone weaknesses drawn, one after the other (each drawn copy
 * leaves the collection); undefined when none is missing or none can be drawn. `ownedPacks`: the
 * collection (undefined = every pack).
 */
export function slotsWithStandaloneWeaknesses(
  deck: DeckJson,
  pool: CardPool,
  random: SeededRandom,
  ownedPacks?: readonly string[],
): Record<string, number> | undefined {
  const need = standaloneWeaknessNeed(deck, pool);
  const ctx = contextOf(deck, pool);
  if (!need?.missing || !ctx) return undefined;
  const slots: Record<string, number> = { ...deck.slots };
  let drawnAny = false;
  for (let i = 0; i < need.missing; i++) {
    const excluded = Object.entries(slots).flatMap(([code, count]) => Array.from({ length: count }, () => code));
    const candidates = basicWeaknessPool(pool, {
      excluded,
      mode: 'standalone',
      players: 1,
      investigator: ctx.front,
      ...(ownedPacks ? { ownedPacks } : {}),
    });
    const drawn = drawBasicWeakness(candidates, random);
    if (!drawn) break;
    slots[drawn.code] = (slots[drawn.code] ?? 0) + 1;
    drawnAny = true;
  }
  return drawnAny ? slots : undefined;
}
