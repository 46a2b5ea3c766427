import { sortChaosTokens } from '../campaign/campaign-definition.ts';
import type { GuideState } from './guide-state.ts';
import type { GuideContext, HandCorrection, PlacedCorrection } from './types.ts';
import { entry, isGone, section } from './walk-state.ts';

// The group's hand corrections in the guide's walk: a guided and a hand-recorded campaign share
// one Kampagnenlogbuch, so what the group crossed out, recorded or adjusted by hand is what the
// guide's conditions read from then on. A correction changes the walk's state only; it is no
// effect of the guide (the journal already holds it as the group's own entry).

/** The id a free-text hand entry gets in the walk: no guide step names it, so no condition reads it by id. */
const freeTextId = (text: string) => `$hand:${text}`;

function logEntry(state: GuideState, change: Extract<HandCorrection, { type: 'log_entry' }>): void {
  if (change.id !== undefined) {
    // Grimoire „Kampagnenlogbuch“: a crossed-out entry no longer counts; recording it again makes it count anew.
    entry(state, change.section, change.id).crossedOut = change.crossedOut;
    return;
  }
  const owner = section(state, change.section);
  const open = owner.entries.find((item) => item.freeText === change.text && !item.crossedOut);
  if (change.crossedOut) {
    if (open) open.crossedOut = true;
    return;
  }
  // A free text stays an entry of its section: counting the entries (`$num_entries`) counts it, as on paper.
  if (!open) owner.entries.push({ id: freeTextId(change.text), freeText: change.text, crossedOut: false });
}

function logCount(state: GuideState, change: Extract<HandCorrection, { type: 'log_count' }>): void {
  if (change.id === undefined) section(state, change.section).count = change.value;
  else entry(state, change.section, change.id).count = change.value;
}

/**
 * Grimoire „Trauma, Tod und Wahnsinn“ as the hand-recorded log applies it: physical trauma equal
 * to printed health kills, mental trauma equal to printed sanity drives insane; trauma never
 * drops below 0 and death is final.
 */
function trauma(state: GuideState, context: GuideContext, change: Extract<HandCorrection, { type: 'trauma' }>): void {
  const inv = state.investigators.find((item) => item.code === change.investigator);
  if (!inv) return;
  inv.physical = Math.max(0, inv.physical + change.physical);
  inv.mental = Math.max(0, inv.mental + change.mental);
  if (isGone(inv)) return;
  const facts = context.investigators[inv.code];
  if (change.killed || (facts && inv.physical >= facts.health)) inv.killed = true;
  else if (change.insane || (facts && inv.mental >= facts.sanity)) inv.insane = true;
}

function cards(state: GuideState, change: Extract<HandCorrection, { type: 'cards' }>): void {
  const inv = state.investigators.find((item) => item.code === change.investigator);
  if (!inv) return;
  inv.cards.push(...change.added);
  for (const card of change.removed) {
    const at = inv.cards.indexOf(card);
    if (at >= 0) inv.cards.splice(at, 1);
    inv.removedCards.push(card);
  }
}

function chaosTokens(state: GuideState, change: Extract<HandCorrection, { type: 'chaos_tokens' }>): void {
  const bag = [...state.chaosBag, ...change.added];
  for (const token of change.removed) {
    const at = bag.indexOf(token);
    if (at >= 0) bag.splice(at, 1);
  }
  state.chaosBag = sortChaosTokens(bag);
}

/** One hand correction applied to the walk's state. */
export function applyHandCorrection(state: GuideState, context: GuideContext, change: HandCorrection): void {
  switch (change.type) {
    case 'log_entry':
      logEntry(state, change);
      return;
    case 'log_count':
      logCount(state, change);
      return;
    case 'trauma':
      trauma(state, context, change);
      return;
    case 'cards':
      cards(state, change);
      return;
    case 'chaos_tokens':
      chaosTokens(state, change);
      return;
    case 'xp': {
      const inv = state.investigators.find((item) => item.code === change.investigator);
      if (inv) inv.xp += change.amount;
      return;
    }
    case 'supplies': {
      const inv = state.investigators.find((item) => item.code === change.investigator);
      if (inv)
        inv.supplies[change.section] = { ...(inv.supplies[change.section] ?? {}), [change.supply]: change.count };
      return;
    }
  }
}

/** The corrections of the context in journal order (a stable sort by position). */
export const orderedCorrections = (context: GuideContext): PlacedCorrection[] =>
  [...(context.corrections ?? [])].sort((a, b) => a.after - b.after);

/**
 * Applies the corrections made after at most `answered` answers that are not yet applied; returns
 * how many are applied now. The walk calls it where it waits for the answer after them.
 */
export function settleCorrections(
  state: GuideState,
  context: GuideContext,
  corrections: PlacedCorrection[],
  settled: number,
  answered: number,
): number {
  let at = settled;
  for (; at < corrections.length && (corrections[at]?.after ?? 0) <= answered; at++) {
    const placed = corrections[at];
    if (placed) applyHandCorrection(state, context, placed.correction);
  }
  return at;
}
