import type { TabooedCard } from '../cards/taboo.ts';
import type { DeckMeta } from '../decks/deck-json.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { isGiven } from './card-restrictions.ts';
import { purchaseCost } from './card-xp-cost.ts';
import { customizationsFor, customizationXp, sheetLevel } from './customizations.ts';
import { cardRule, glossary, grimoire } from './deck-problem.ts';
import { countsTowardSize } from './deck-size.ts';
import { mayPayFullCost } from './full-cost-upgrades.ts';
import type { UpgradeLine } from './upgrade-line.ts';
import { type Copies, pairUpgrades } from './upgrade-pairs.ts';

// What changed in one deck (the main deck or ‖Jim Culver's spirit deck) between two versions,
// before any price: cards given, removed, upgraded and bought (Grimoire "Erfahrung").

/** New copies to buy; a customizable card's boxes bought with them are paid once (rules.json `Customizable`). */
export interface NewCopies extends Copies {
  /** A new customizable card bought with boxes: the boxes, paid once for every copy. */
  boxes?: number;
  /** Extra copies of a customizable card whose new boxes are bought in the same step: no price of their own. */
  riding?: boolean;
  /** Grimoire „Dauerhaft“ (Permanent, …): does not count toward deck size, so it never refills a short deck. */
  uncounted?: boolean;
}

export interface DeckChanges {
  deck: 'main' | 'extra';
  /** Given cards (weaknesses, story cards, copies the campaign grants) and removed copies: 0 XP. */
  fixed: UpgradeLine[];
  /** Upgrades before discounts: paired lower → higher copies, full-cost upgrades, checked boxes. */
  upgrades: UpgradeLine[];
  purchases: NewCopies[];
  /** Exiled codes (NEXT's exile_string) taken from this deck. */
  exiled: string[];
  /** Counted cards the deck lacks (refilled with level-0 cards for 0 XP). */
  shortage: number;
  /** Level-0 copies taken out without an upgrade (what Adaptable may swap). */
  removedLevelZero: number;
  /** Copies left in the deck from PREVIOUS after exile (canonical codes). */
  kept: ReadonlyMap<string, number>;
  after: ReadonlyMap<string, number>;
}

/** What both decks of a step share. */
export interface StepContext {
  prevMeta: DeckMeta;
  nextMeta: DeckMeta;
  required: ReadonlySet<string>;
  /** The investigator back whose text allows full-cost upgrades (rule reference). */
  fullCostRule: string;
  lookup: (code: string) => TabooedCard | undefined;
}

export interface DeckSide {
  deck: 'main' | 'extra';
  before: ReadonlyMap<string, number>;
  after: ReadonlyMap<string, number>;
  exiled: string[];
  /** ignoreDeckLimitSlots of each version (main deck only). */
  ignoredBefore: ReadonlyMap<string, number>;
  ignoredAfter: ReadonlyMap<string, number>;
  /** The size NEXT must have; without one (spirit deck) only exiled copies are refilled. */
  size: number | undefined;
  /** Traits whose upgrades the investigator may pay in full, keeping the lower version. */
  fullCostTraits: readonly string[];
}

const GIVEN = grimoire(GRIMOIRE_SECTIONS.storyRewards);
const CUSTOMIZABLE = glossary('Customizable');
const REMOVED = grimoire(GRIMOIRE_SECTIONS.earningXp);

const get = (counts: ReadonlyMap<string, number>, code: string) => counts.get(code) ?? 0;

/** rules.json `Customizable`: the sheet is paid once for all copies; checked boxes are permanent. */
function customizableChanges(
  step: StepContext,
  side: DeckSide,
  card: TabooedCard,
  kept: number,
  out: DeckChanges,
  added: Copies[],
) {
  const { code } = card;
  const after = get(side.after, code);
  const delta = after - kept;
  const had = get(side.before, code) > 0;
  const sheet = customizationXp(card, customizationsFor(step.nextMeta, code));
  // Spending XP on the sheet is permanent: a sheet in PREVIOUS's meta stays paid even when no copy was left.
  const paid = customizationXp(card, customizationsFor(step.prevMeta, code));
  const boxes = after > 0 ? Math.max(0, sheet - paid) : 0;
  if (delta < 0) out.fixed.push({ code, change: 'removed', copies: -delta, xp: 0, rule: REMOVED });
  // Its level is the sheet's (half the checked boxes, rounded up): only a level-0 copy is Adaptable's to swap.
  if (delta < 0 && sheetLevel(paid) === 0) out.removedLevelZero -= delta;
  // rules.json `Customizable`: copies of a new customizable card bought with upgrades cost only those
  // upgrades, and that is the purchase of a new card (not an upgrade).
  if (delta > 0 && boxes > 0 && !had) {
    out.purchases.push({ card, count: delta, boxes });
    return;
  }
  // Boxes on a card already in the deck count as upgrading it; copies bought with them cost nothing more.
  if (boxes > 0) out.upgrades.push({ code, change: 'customize', copies: 1, xp: boxes, rule: CUSTOMIZABLE });
  if (delta > 0 && boxes > 0) out.purchases.push({ card, count: delta, riding: true });
  else if (delta > 0) added.push({ card, count: delta, level: sheetLevel(sheet) });
}

/** ‖Agnes / ‖Skids: a higher version bought while the lower one moved to ignoreDeckLimitSlots is an upgrade at full cost. */
function fullCostUpgrades(step: StepContext, side: DeckSide, purchases: Copies[]): UpgradeLine[] {
  if (!side.fullCostTraits.length) return [];
  const lines: UpgradeLine[] = [];
  const kept = new Map<string, number>();
  for (const [code, count] of side.ignoredAfter) {
    const moved = count - get(side.ignoredBefore, code);
    if (moved > 0 && get(side.before, code) > 0) kept.set(code, moved);
  }
  for (const p of purchases) {
    if (!mayPayFullCost(side.fullCostTraits, p.card)) continue;
    for (const [lower, left] of kept) {
      if (p.count <= 0) break;
      const card = step.lookup(lower);
      if (!card || card.name !== p.card.name || (card.xp ?? 0) >= (p.card.xp ?? 0) || left <= 0) continue;
      const copies = Math.min(left, p.count);
      kept.set(lower, left - copies);
      p.count -= copies;
      const xp = Math.max(1, purchaseCost(p.card)) * copies;
      lines.push({
        code: p.card.code,
        change: 'upgrade',
        copies,
        paidCopies: copies,
        xp,
        from: lower,
        rule: cardRule(step.fullCostRule),
      });
    }
  }
  return lines;
}

/** One card's copies kept from PREVIOUS against NEXT: given, removed, or added (to pair or buy). */
function cardChanges(
  step: StepContext,
  side: DeckSide,
  card: TabooedCard,
  kept: number,
  out: DeckChanges,
  added: Copies[],
  removed: Copies[],
) {
  if (card.customization_options) {
    customizableChanges(step, side, card, kept, out, added);
    return;
  }
  const { code } = card;
  const delta = get(side.after, code) - kept;
  if (delta < 0) removed.push({ card, count: -delta });
  if (delta <= 0) return;
  // ignoreDeckLimitSlots copies a scenario adds to the deck are given, not bought.
  const granted = Math.min(delta, get(side.ignoredAfter, code) - get(side.ignoredBefore, code));
  const given = isGiven(card) ? delta : Math.max(0, granted);
  if (given > 0) out.fixed.push({ code, change: 'free', copies: given, xp: 0, rule: GIVEN });
  if (delta > given) added.push({ card, count: delta - given });
}

export function deckChanges(step: StepContext, side: DeckSide): DeckChanges {
  const { lookup } = step;
  const kept = new Map(side.before);
  for (const code of side.exiled) if (get(kept, code) > 0) kept.set(code, get(kept, code) - 1);
  const out: DeckChanges = {
    deck: side.deck,
    fixed: [],
    upgrades: [],
    purchases: [],
    exiled: side.exiled,
    shortage: 0,
    removedLevelZero: 0,
    kept,
    after: side.after,
  };
  const added: Copies[] = [];
  const removed: Copies[] = [];
  // Counted cards kept from PREVIOUS (Grimoire "Regeln für den Deckbau"; ignoreDeckLimitSlots copies do not count).
  let counted = 0;
  for (const [code, count] of kept) {
    const card = lookup(code);
    if (!card) continue;
    if (countsTowardSize(card, step.required)) counted += Math.max(0, count - get(side.ignoredBefore, code));
    cardChanges(step, side, card, count, out, added, removed);
  }
  for (const code of side.after.keys()) {
    const card = kept.has(code) ? undefined : lookup(code);
    if (card) cardChanges(step, side, card, 0, out, added, removed);
  }

  const paired = pairUpgrades(added, removed);
  out.upgrades.push(...paired.upgrades, ...fullCostUpgrades(step, side, paired.purchases));
  for (const p of paired.purchases)
    if (p.count > 0) out.purchases.push(countsTowardSize(p.card, step.required) ? p : { ...p, uncounted: true });
  for (const r of paired.unpairedRemoved) {
    out.fixed.push({ code: r.card.code, change: 'removed', copies: r.count, xp: 0, rule: REMOVED });
    if (r.card.xp === 0) out.removedLevelZero += r.count;
  }
  out.shortage = shortage(step, side, counted, out.upgrades);
  return out;
}

function counts(step: StepContext, code: string): boolean {
  const card = step.lookup(code);
  return card !== undefined && countsTowardSize(card, step.required);
}

/** Grimoire "Exil" and "Regeln für den Deckbau": a deck short of its size refills with free level-0 cards. */
function shortage(step: StepContext, side: DeckSide, counted: number, upgrades: UpgradeLine[]): number {
  if (side.size === undefined) return side.exiled.length;
  let left = counted;
  // An upgrade into a card that does not count (Keen Eye 0 → 3, Permanent) frees its slot.
  for (const u of upgrades)
    if (u.from && u.change === 'upgrade' && !counts(step, u.code) && counts(step, u.from)) left -= u.copies;
  return Math.max(0, side.size - left);
}
