import type { CardPool } from '../cards/card-pool.ts';
import type { Card } from '../cards/card-types.ts';

// The kinds of alternative signature cards a requirement (card:A:B:C) may list, read from the
// card text ("Advanced.", "Replacement.") and the pack's cycle:
// - `advanced` (the Parallel products' "Advanced." cards): they replace the originals only as a
//   whole set — all of the investigator's Advanced cards, or none.
// - `novella` ("Replacement." cards of the novellas, cycle `promotional`): ArkhamDB's maintainer
//   ruled that they may be taken instead of, or in addition to, the original they replace.
// - `set` (the Parallel products' "Replacement." cards, e.g. Lola Hayes' five Leading Lady):
//   the requirement's set is taken instead of the original, as a set of its own.

export type AlternativeKind = 'advanced' | 'novella' | 'set';

const ADVANCED = /(^|\s)Advanced\./;
const REPLACEMENT = /(^|\s)Replacement\./;
const NOVELLA_CYCLE = 'promotional';

/** `cycleOf`: the cycle of a pack code (packCycles). */
export function alternativeKind(
  card: Card | undefined,
  cycleOf: (pack: string) => string | undefined,
): AlternativeKind {
  const text = card?.text ?? '';
  if (ADVANCED.test(text)) return 'advanced';
  if (card && REPLACEMENT.test(text) && cycleOf(card.pack_code) === NOVELLA_CYCLE) return 'novella';
  return 'set';
}

const cycles = new WeakMap<CardPool['data'], (pack: string) => string | undefined>();

/** Each pack code's cycle, per pool. */
export function packCycles(pool: CardPool): (pack: string) => string | undefined {
  let cycleOf = cycles.get(pool.data);
  if (!cycleOf) {
    const byPack = new Map(pool.data.packs.map((pack) => [pack.code, pack.cycle_code]));
    cycleOf = (pack) => byPack.get(pack);
    cycles.set(pool.data, cycleOf);
  }
  return cycleOf;
}
