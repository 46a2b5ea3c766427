import { applyEventInPlace } from './apply-event.ts';
import { CampaignError } from './campaign-error.ts';
import type { JournalEntry } from './campaign-events.ts';
import type { CampaignState } from './campaign-state.ts';
import { withdrawUpgrade } from './deck-ledger.ts';

// The journal read as a whole: undo events cancel their target (undoing an undo restores it),
// every other effective event is applied in order.

/** Sequence numbers cancelled by an effective undo, looking from the newest event back. */
export function undoneSeqs(entries: readonly JournalEntry[]): Set<number> {
  const undone = new Set<number>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const { seq, event } = entries[i]!;
    if (event.type !== 'undo' || undone.has(seq)) continue;
    undone.add(event.payload.seq);
    // „Ab hier neu beantworten“: the later guide answers go with their target (guide-rewind.ts).
    for (const later of event.payload.later ?? []) undone.add(later);
  }
  return undone;
}

/** Where a replay starts: the state after the first `index` entries (undefined before the first). */
export interface ReplayStart {
  index: number;
  state: CampaignState | undefined;
}

/**
 * Applies the effective entries (from `start`, whose state it changes) in order; stops at the
 * first that does not fit (the state is then discarded by every caller).
 */
export function replay(
  entries: readonly JournalEntry[],
  undone = undoneSeqs(entries),
  start: ReplayStart = { index: 0, state: undefined },
): {
  state?: CampaignState;
  failure?: { seq: number; error: CampaignError };
} {
  let state = start.state;
  for (const entry of entries.slice(start.index)) {
    if (entry.event.type === 'undo') {
      if (state) state.seq = entry.seq;
      continue;
    }
    if (undone.has(entry.seq)) {
      if (state) withdrawUpgrade(state, entry);
      continue;
    }
    try {
      state = applyEventInPlace(state, entry);
    } catch (error) {
      if (error instanceof CampaignError) return { failure: { seq: entry.seq, error } };
      throw error;
    }
  }
  return { state };
}

/**
 * The campaign state after every entry (or only those up to `untilSeq`: "Stand nach …").
 * Throws a CampaignError when an effective entry does not fit its predecessors.
 */
export function reduceCampaign(entries: readonly JournalEntry[], untilSeq = Number.POSITIVE_INFINITY): CampaignState {
  const { state, failure } = replay(entries.filter((entry) => entry.seq <= untilSeq));
  if (failure) throw failure.error;
  if (!state) throw new CampaignError('campaign_event_order', { seq: 0 });
  return state;
}

/** Checks an undo before it is appended: the target exists, is not the start, and nothing later depends on it. */
export function checkUndo(entries: readonly JournalEntry[], undo: JournalEntry, from?: ReplayStart): CampaignState {
  if (undo.event.type !== 'undo') throw new CampaignError('campaign_event_order', { seq: undo.seq });
  const target = undo.event.payload.seq;
  if (target === entries[0]?.seq) throw new CampaignError('undo_refused', { seq: target, why: 'first_event' });
  if (!entries.some((entry) => entry.seq === target))
    throw new CampaignError('undo_refused', { seq: target, why: 'not_found' });
  const undone = undoneSeqs(entries);
  if (undone.has(target)) throw new CampaignError('undo_refused', { seq: target, why: 'already_undone' });
  checkLater(entries, undone, undo.event.payload);
  const withUndo = [...entries, undo];
  // `from` (a state before every entry the undo changes) spares replaying what stays the same.
  const { state, failure } = replay(withUndo, undoneSeqs(withUndo), from);
  if (!failure) return state!;
  // Undoing an undo restores its target; when that entry itself no longer fits, say so (and what stands in its way).
  const restored = entries.find((entry) => entry.seq === target)?.event;
  // Guide answers restored after the guide was answered anew: the first new answer stands in the way.
  if (restored?.type === 'undo' && failure.error.code === 'guide_answer_order')
    throw new CampaignError('undo_refused', {
      seq: target,
      why: 'restore_conflict',
      blockedBy: failure.seq,
      reason: failure.error.code,
    });
  if (restored?.type === 'undo' && failure.seq === restored.payload.seq)
    throw new CampaignError('undo_refused', {
      seq: target,
      why: 'restore_conflict',
      ...(failure.error.details.blockedBy ? { blockedBy: failure.error.details.blockedBy } : {}),
      reason: failure.error.code,
    });
  throw new CampaignError('undo_refused', {
    seq: target,
    why: 'depends',
    blockedBy: failure.seq,
    reason: failure.error.code,
  });
}

/**
 * The later guide answers an undo takes back with its target must be guide answers in force after
 * a guide answer target, each named once, oldest first; which ones is the caller's choice
 * (guide-rewind.ts names all), and replay then shows whether the rest still holds.
 */
function checkLater(entries: readonly JournalEntry[], undone: Set<number>, payload: { seq: number; later?: number[] }) {
  if (!payload.later) return;
  const typeOf = (seq: number) => entries.find((entry) => entry.seq === seq)?.event.type;
  if (typeOf(payload.seq) !== 'guide_answered')
    throw new CampaignError('undo_refused', { seq: payload.seq, why: 'not_guide_answer' });
  let previous = payload.seq;
  for (const seq of payload.later) {
    if (seq <= previous || typeOf(seq) !== 'guide_answered')
      throw new CampaignError('undo_refused', { seq, why: 'not_guide_answer' });
    if (undone.has(seq)) throw new CampaignError('undo_refused', { seq, why: 'already_undone' });
    previous = seq;
  }
}

/** "Stand nach Szenario n": the state right after the n-th scenario that still counts (1-based). */
export function stateAfterScenario(entries: readonly JournalEntry[], n: number): CampaignState | undefined {
  const played = reduceCampaign(entries).played;
  const seq = played[n - 1]?.seq;
  return seq === undefined ? undefined : reduceCampaign(entries, seq);
}
