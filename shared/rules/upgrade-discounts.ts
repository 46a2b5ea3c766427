import type { TabooedCard } from '../cards/taboo.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { traitsOf } from './card-restrictions.ts';
import { purchaseCost, purchaseRule } from './card-xp-cost.ts';
import { cardRule, glossary, grimoire } from './deck-problem.ts';
import { chooseFree } from './free-level-zero.ts';
import {
  ADAPTABLE,
  ARCANE_RESEARCH,
  DEJA_VU,
  DOWN_THE_RABBIT_HOLE,
  DOWN_THE_RABBIT_HOLE_UPGRADES,
} from './special-cards.ts';
import type { DeckChanges, NewCopies } from './upgrade-changes.ts';
import type { UpgradeLine } from './upgrade-line.ts';

// The price of one upgrade step: new cards, free level-0 copies and the cards that change what XP
// costs (shared/rules/special-cards.ts), each taken the way that costs the player least.

export interface StepEffects {
  /** Adaptable: level-0 swaps, 2 per copy in NEXT ("in between each game" — it works in the step it is bought). */
  adaptableSwaps: number;
  /** Déjà Vu: exiled cards rebought for 1 less, 3 per copy in NEXT (likewise "in between two scenarios"). */
  dejaVu: number;
  /** Déjà Vu copies in NEXT: each may pick the same card, so one card rebought gets up to this many −1. */
  dejaVuCopies: number;
  /** Arcane Research in PREVIOUS ("after each scenario"): −1 per copy on the first Spell upgraded. */
  arcane: number;
  /** Down the Rabbit Hole in PREVIOUS: −1 on the first 2 cards upgraded, +1 on each new card's cost. */
  rabbitHole: boolean;
  lookup: (code: string) => TabooedCard | undefined;
}

function isSpell(effects: StepEffects, code: string): boolean {
  return traitsOf(effects.lookup(code) ?? {}).includes('spell');
}

function adjust(line: UpgradeLine, code: string, xp: number): void {
  const applied = Math.max(-line.xp, xp);
  if (applied === 0) return;
  line.xp += applied;
  if (line.adjustments) line.adjustments.push({ code, xp: applied });
  else line.adjustments = [{ code, xp: applied }];
}

/**
 * One new copy's XP: Grimoire "Erfahrung" — its level (Außergewöhnlich doubled, taboo XP added),
 * Down the Rabbit Hole's +1 added first, then the minimum of 1 (rules.json `Experience`: the minimum
 * applies to buying, it does not change the card's cost; so a new level-0 card costs 1 with it, not 2).
 */
function copyPrice(p: NewCopies, surcharge: number): number {
  if (p.boxes !== undefined || p.riding) return surcharge;
  return Math.max(1, purchaseCost(p.card) + surcharge);
}

const myriadKey = (p: NewCopies) => (p.card.myriad ? `${p.card.name}|${p.card.xp ?? 0}` : undefined);

function ruleOf(p: NewCopies): UpgradeLine['rule'] {
  if (p.boxes !== undefined || p.riding) return glossary('Customizable');
  return grimoire(purchaseRule(p.card, GRIMOIRE_SECTIONS.newCards));
}

/**
 * Grimoire "Exil" (refill) and Adaptable take level-0 copies whole: no XP, so no taboo surcharge either.
 * A customizable card's level is its sheet's (rules.json `Customizable`), so checked boxes rule it out.
 * A card that does not count toward deck size (Grimoire „Dauerhaft“, line 486: Collector 12181, Geared Up
 * 08019) never brings the deck back to its size (line 2403) nor takes a swapped card's place: it is paid.
 */
function freeable(p: NewCopies): boolean {
  return (p.level ?? p.card.xp) === 0 && p.boxes === undefined && !p.riding && !p.uncounted;
}

/** One deck's purchases: free level-0 copies first, then paid lines. */
function pricePurchases(changes: DeckChanges, swaps: number, effects: StepEffects): UpgradeLine[] {
  const surcharge = effects.rabbitHole ? 1 : 0;
  const purchases = changes.purchases.filter((p) => p.count > 0);
  const budget = changes.shortage + swaps;
  const free =
    budget > 0
      ? chooseFree(
          purchases.map((p) => ({
            count: freeable(p) ? p.count : 0,
            each: copyPrice(p, surcharge),
            myriadKey: myriadKey(p),
          })),
          budget,
        )
      : purchases.map(() => 0);
  const lines: UpgradeLine[] = [];
  let refill = changes.shortage;
  purchases.forEach((p, i) => {
    const fromRefill = Math.min(free[i]!, refill);
    refill -= fromRefill;
    if (fromRefill > 0)
      lines.push({
        code: p.card.code,
        change: 'free',
        copies: fromRefill,
        xp: 0,
        rule: grimoire('Exil / Ins Exil schicken'),
      });
    if (free[i]! > fromRefill)
      lines.push({
        code: p.card.code,
        change: 'free',
        copies: free[i]! - fromRefill,
        xp: 0,
        rule: cardRule(ADAPTABLE),
      });
  });
  const paidMyriad = new Set<string>();
  purchases.forEach((p, i) => {
    const copies = p.count - free[i]!;
    if (copies <= 0) return;
    const key = myriadKey(p);
    // Grimoire "Unzählig": up to 2 further copies of the same title and level come free with one purchase.
    // rules.json `Customizable`: 1 or more copies of a new customizable card bought with boxes are one purchase.
    let paid = p.boxes === undefined ? copies : 1;
    if (key !== undefined) {
      paid = paidMyriad.has(key) ? 0 : 1;
      paidMyriad.add(key);
    }
    const line: UpgradeLine = {
      code: p.card.code,
      change: 'new',
      copies,
      paidCopies: paid,
      xp: p.boxes ?? 0,
      rule: ruleOf(p),
    };
    const plain = p.boxes !== undefined || p.riding ? 0 : Math.max(1, purchaseCost(p.card));
    line.xp += plain * paid;
    adjust(line, DOWN_THE_RABBIT_HOLE, (copyPrice(p, surcharge) - plain) * paid);
    lines.push(line);
  });
  // Déjà Vu (60531): −1 each on rebuying up to 3 cards exiled in the last scenario, per copy of Déjà Vu;
  // each copy may pick the same card, so a copy rebought gets up to one −1 per Déjà Vu, never below 0.
  if (effects.dejaVu <= 0 || changes.exiled.length === 0) return lines;
  const exiled = [...changes.exiled];
  let dejaVu = effects.dejaVu;
  for (const line of lines) {
    if (line.change !== 'new') continue;
    const paid = line.paidCopies ?? line.copies;
    const each = line.xp / paid;
    let reduced = 0;
    for (let copy = 0; copy < paid && dejaVu > 0; copy++) {
      const at = exiled.indexOf(line.code);
      if (at < 0) break;
      exiled.splice(at, 1);
      const cut = Math.min(effects.dejaVuCopies, each, dejaVu);
      dejaVu -= cut;
      reduced += cut;
    }
    adjust(line, DEJA_VU, -reduced);
  }
  effects.dejaVu = dejaVu;
  return lines;
}

interface Unit {
  line: UpgradeLine;
  cost: number;
}

/**
 * Arcane Research (04109) and Down the Rabbit Hole (08059) on the upgrades: the player chooses the
 * order, so Arcane Research goes to the Spell and Down the Rabbit Hole to the 2 copies where they
 * save most (each copy upgraded is a card; a Myriad group's free copies are none; checking boxes is
 * upgrading, rules.json `Customizable`). Discounts lower a copy to 0 at most.
 */
function discountUpgrades(upgrades: UpgradeLine[], effects: StepEffects): void {
  if (effects.arcane <= 0 && !effects.rabbitHole) return;
  const units: Unit[] = [];
  for (const line of upgrades) {
    const paid = line.paidCopies ?? line.copies;
    for (let i = 0; i < paid; i++) units.push({ line, cost: line.xp / paid });
  }
  const rabbit = effects.rabbitHole ? DOWN_THE_RABBIT_HOLE_UPGRADES : 0;
  const targets: (Unit | undefined)[] = [undefined];
  if (effects.arcane > 0)
    for (const line of new Set(units.filter((u) => isSpell(effects, u.line.code)).map((u) => u.line)))
      targets.push(units.find((u) => u.line === line));
  let best = { saved: -1, target: undefined as Unit | undefined, rabbit: [] as Unit[] };
  for (const target of targets) {
    const arcane = target ? Math.min(effects.arcane, target.cost) : 0;
    const left = units
      .map((u) => ({ u, cost: u === target ? u.cost - arcane : u.cost }))
      .filter((r) => r.cost >= 1)
      .sort((a, b) => b.cost - a.cost)
      .slice(0, rabbit);
    if (arcane + left.length > best.saved) best = { saved: arcane + left.length, target, rabbit: left.map((r) => r.u) };
  }
  if (best.target) adjust(best.target.line, ARCANE_RESEARCH, -Math.min(effects.arcane, best.target.cost));
  for (const u of best.rabbit) adjust(u.line, DOWN_THE_RABBIT_HOLE, -1);
}

function copyLine(deck: DeckChanges, line: UpgradeLine, changing: boolean): UpgradeLine {
  if (deck.deck === 'extra') return { ...line, deck: 'extra' };
  return changing ? { ...line } : line;
}

/** The lines of a step over its decks (main deck first), discounts and free copies applied. */
export function priceStep(decks: readonly DeckChanges[], effects: StepEffects): UpgradeLine[] {
  const state = { ...effects };
  // Discounts change lines: then they are copies, so the changes stay as they are for other orders.
  const discounted = effects.arcane > 0 || effects.rabbitHole;
  const upgrades = decks.map((d) => d.upgrades.map((line) => copyLine(d, line, discounted)));
  discountUpgrades(upgrades.flat(), state);
  const lines: UpgradeLine[] = [];
  decks.forEach((deck, i) => {
    // Adaptable swaps level-0 cards of the deck it is in (the main deck).
    const swaps = deck.deck === 'main' ? Math.min(state.adaptableSwaps, deck.removedLevelZero) : 0;
    const fixed = deck.fixed.map((line) => copyLine(deck, line, false));
    const bought = pricePurchases(deck, swaps, state);
    if (deck.deck === 'extra') for (const line of bought) line.deck = 'extra';
    for (const line of fixed) if (line.change !== 'removed') lines.push(line);
    lines.push(...upgrades[i]!, ...bought);
    for (const line of fixed) if (line.change === 'removed') lines.push(line);
  });
  return lines;
}
