import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';
import { type UpgradeCost, upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { upgradeProblems } from '../../../shared/rules/upgrade-problems.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { deckJsonOf } from './deck-draft.ts';
import { selectDeckUnlocked } from './deck-selectors.ts';
import type { DeckDraft } from './deck-types.ts';
import type { OpenedVersion } from './saved-deck-types.ts';

// Upgrade mode: the live XP cost of the draft against the version before, and what may be saved.

const cost = memoizeLast(
  (
    pool: CardPool | undefined,
    deck: DeckDraft | undefined,
    previous: DeckJson | null | undefined,
    exile: string | null | undefined,
  ) =>
    pool && deck && previous
      ? upgradeCost(previous, { ...deckJsonOf(deck), exile_string: exile ?? null }, pool)
      : undefined,
);

export function selectUpgradeCost(state: AppState): UpgradeCost | undefined {
  return cost(state.cardPool, state.deck, state.opened?.previous, state.opened?.exileString);
}

/** Why saving is refused: an unreadable adjustment first, then a missing reason, then too little XP. */
function blockedBy(invalid: boolean, reasonMissing: boolean, over: boolean): XpBudget['blocked'] {
  if (invalid) return 'invalid';
  if (reasonMissing) return 'reason';
  return over ? 'over' : undefined;
}

export interface XpBudget {
  available: number;
  spent: number;
  remaining: number;
  /** The adjustment to send with the save, if the player entered or changed one. */
  adjustment: { xp: number; reason: string } | undefined;
  /** Why saving is refused: over budget, adjustment without reason, or not a whole number. */
  blocked: 'over' | 'reason' | 'invalid' | undefined;
}

/** The typed adjustment as a whole number in the contract's range, else undefined. */
export function parseAdjustment(text: string): number | undefined {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && Math.abs(value) <= 100 ? value : undefined;
}

const budget = memoizeLast(
  (
    result: UpgradeCost | undefined,
    opened: OpenedVersion | undefined,
    xpText: string,
    reasonText: string,
  ): XpBudget | undefined => {
    if (!result || !opened) return undefined;
    const entered = parseAdjustment(xpText);
    const reason = reasonText.trim();
    const xp = entered ?? 0;
    const available = opened.xpCarried + opened.xpGranted + xp;
    const changed = xp !== opened.xpAdjustment || (xp !== 0 && reason !== (opened.adjustmentReason ?? ''));
    const blocked = blockedBy(entered === undefined, xp !== 0 && !reason, result.xp > available);
    // The contract wants a reason even when an adjustment is taken back to 0.
    const adjustment = changed && !blocked ? { xp, reason: reason || '–' } : undefined;
    return { available, spent: result.xp, remaining: available - result.xp, adjustment, blocked };
  },
);

export function selectXpBudget(state: AppState): XpBudget | undefined {
  return budget(selectUpgradeCost(state), state.opened, state.adjustmentXp, state.adjustmentReason);
}

const dirty = memoizeLast((deck: DeckDraft | undefined, opened: OpenedVersion | undefined) =>
  Boolean(deck && (!opened || JSON.stringify(deckJsonOf(deck)) !== opened.savedJson)),
);

/** The draft has edits the database does not have yet. */
export function selectUnsaved(state: AppState): boolean {
  return dirty(state.deck, state.opened);
}

const NO_PROBLEMS: DeckProblem[] = [];

const liveProblems = memoizeLast(
  (
    pool: CardPool | undefined,
    deck: DeckDraft | undefined,
    previous: DeckJson | null | undefined,
    exile: string | null | undefined,
    unlocked: readonly string[] | undefined,
  ) =>
    pool && deck && previous
      ? upgradeProblems(
          previous,
          { ...deckJsonOf(deck), exile_string: exile ?? null },
          pool,
          unlocked ? { unlocked } : {},
        )
      : NO_PROBLEMS,
);

/**
 * The upgrade rules the draft breaks against the version before (shared/rules/upgrade-problems):
 * as the last save reported them while the draft is saved, checked live once it has edits.
 */
export function selectUpgradeProblems(state: AppState): DeckProblem[] {
  const { opened } = state;
  if (!opened?.previous) return NO_PROBLEMS;
  if (opened.upgradeProblems && !selectUnsaved(state)) return opened.upgradeProblems;
  return liveProblems(state.cardPool, state.deck, opened.previous, opened.exileString, selectDeckUnlocked(state));
}
