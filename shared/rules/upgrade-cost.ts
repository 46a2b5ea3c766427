import type { CardPool } from '../cards/card-pool.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { type DeckJson, parseDeckMeta, parseExileString } from '../decks/deck-json.ts';
import { deckSizeFor } from './deck-size.ts';
import { fullCostTraits } from './full-cost-upgrades.ts';
import { investigatorContext } from './investigator-context.ts';
import { requiredCodeSet } from './signature-requirements.ts';
import {
  ADAPTABLE,
  ADAPTABLE_SWAPS,
  ARCANE_RESEARCH,
  DEJA_VU,
  DEJA_VU_CARDS,
  DOWN_THE_RABBIT_HOLE,
} from './special-cards.ts';
import { type DeckChanges, deckChanges, type StepContext } from './upgrade-changes.ts';
import { priceStep, type StepEffects } from './upgrade-discounts.ts';
import type { UpgradeLine } from './upgrade-line.ts';
import { otherOrders } from './upgrade-orders.ts';

export interface UpgradeCost {
  xp: number;
  lines: UpgradeLine[];
}

type Lookup = (code: string) => TabooedCard | undefined;

const NONE: ReadonlyMap<string, number> = new Map();

function canonicalCounts(slots: Record<string, number>, lookup: Lookup): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const code in slots) {
    const count = slots[code]!;
    if (count <= 0) continue;
    const key = lookup(code)?.duplicate_of ?? code;
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}

/** ‖Jim Culver's spirit deck: `meta.extra_deck`, one code per copy. */
function extraDeckCounts(extraDeck: string | undefined, lookup: Lookup): ReadonlyMap<string, number> {
  if (!extraDeck) return NONE;
  const slots: Record<string, number> = {};
  for (const part of (extraDeck ?? '').split(',')) {
    const code = part.trim();
    if (code) slots[code] = (slots[code] ?? 0) + 1;
  }
  return canonicalCounts(slots, lookup);
}

const total = (lines: readonly UpgradeLine[]) => lines.reduce((sum, line) => sum + line.xp, 0);

/**
 * The XP turning PREVIOUS into NEXT costs, one line per change with its rule. Exiled copies
 * (NEXT's exile_string) are gone from PREVIOUS — from the main deck, or else from the spirit deck;
 * NEXT's taboo list prices the cards. The spirit deck "may be upgraded separately using your
 * unspent experience" (‖Jim Culver): its changes are priced like the main deck's, in the same step.
 */
export function upgradeCost(previous: DeckJson, next: DeckJson, pool: CardPool): UpgradeCost {
  const lookup = pool.withTaboo(next.taboo_id);
  const prevMeta = parseDeckMeta(previous.meta);
  const nextMeta = parseDeckMeta(next.meta);
  const ctx = investigatorContext(
    lookup(next.investigator_code) ?? pool.card(next.investigator_code)!,
    nextMeta,
    lookup,
    pool.byName,
  );
  const before = canonicalCounts(previous.slots, lookup);
  const after = canonicalCounts(next.slots, lookup);
  const spiritBefore = extraDeckCounts(prevMeta.extra_deck, lookup);
  const spiritAfter = extraDeckCounts(nextMeta.extra_deck, lookup);
  const exiled = { main: [] as string[], extra: [] as string[] };
  const taken = new Map<string, number>();
  for (const raw of parseExileString(next.exile_string)) {
    const code = lookup(raw)?.duplicate_of ?? raw;
    const used = taken.get(code) ?? 0;
    taken.set(code, used + 1);
    const inMain = before.get(code) ?? 0;
    (used >= inMain && (spiritBefore.get(code) ?? 0) > used - inMain ? exiled.extra : exiled.main).push(code);
  }
  const step: StepContext = {
    prevMeta,
    nextMeta,
    required: requiredCodeSet(ctx),
    fullCostRule: ctx.back.code,
    lookup,
  };
  const decks: DeckChanges[] = [
    deckChanges(step, {
      deck: 'main',
      before,
      after,
      exiled: exiled.main,
      ignoredBefore: canonicalCounts(previous.ignoreDeckLimitSlots, lookup),
      ignoredAfter: canonicalCounts(next.ignoreDeckLimitSlots, lookup),
      size: deckSizeFor(ctx, after),
      fullCostTraits: fullCostTraits(ctx.back),
    }),
  ];
  if (spiritBefore.size || spiritAfter.size)
    decks.push(
      deckChanges(step, {
        deck: 'extra',
        before: spiritBefore,
        after: spiritAfter,
        exiled: exiled.extra,
        ignoredBefore: NONE,
        ignoredAfter: NONE,
        size: undefined,
        fullCostTraits: [],
      }),
    );

  const effects: StepEffects = {
    adaptableSwaps: ADAPTABLE_SWAPS * (after.get(ADAPTABLE) ?? 0),
    dejaVu: DEJA_VU_CARDS * (after.get(DEJA_VU) ?? 0),
    dejaVuCopies: after.get(DEJA_VU) ?? 0,
    arcane: before.get(ARCANE_RESEARCH) ?? 0,
    rabbitHole: (before.get(DOWN_THE_RABBIT_HOLE) ?? 0) > 0,
    lookup,
  };
  let lines = priceStep(decks, effects);
  // Only upgrade discounts make another order cheaper (without them it costs the same or more).
  if (effects.arcane > 0 || effects.rabbitHole)
    for (const order of otherOrders(decks, lookup)) {
      const other = priceStep(order, effects);
      if (total(other) < total(lines)) lines = other;
    }
  return { xp: total(lines), lines };
}
