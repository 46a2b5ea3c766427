import { CampaignError, type CampaignErrorCode, type CampaignErrorDetails } from './campaign-error.ts';
import type { JournalEntry } from './campaign-events.ts';
import type { CampaignState } from './campaign-state.ts';
import { checkUndo, type ReplayStart, replay, undoneSeqs } from './reduce-campaign.ts';

// Which entries' undo would be refused, and why: the history shows their undo button disabled
// with the reason instead of offering it and failing. Each check replays the journal with the
// undo appended, but only from a state kept before the first entry the undo changes.

export interface UndoRefusal {
  code: CampaignErrorCode;
  details: CampaignErrorDetails;
}

/** How many of the newest entries that count are checked; an older one is checked when undone (and refused then). */
export const UNDO_CHECK_WINDOW = 60;
/** A state is kept every so many entries of the window. */
const KEEP_EVERY = 8;

const copy = (state: CampaignState | undefined) => state && (JSON.parse(JSON.stringify(state)) as CampaignState);

/** Entry seq → the typed refusal an undo of it would get now; entries that may be undone (or lie before the window) are absent. */
export function undoRefusals(entries: readonly JournalEntry[]): Map<number, UndoRefusal> {
  const refusals = new Map<number, UndoRefusal>();
  const undone = undoneSeqs(entries);
  const candidates = entries
    .slice(1)
    .filter((entry) => !undone.has(entry.seq))
    .slice(-UNDO_CHECK_WINDOW);
  if (candidates.length === 0) return refusals;
  const next = entries.at(-1)!.seq + 1;
  const undoOf = (seq: number): JournalEntry => ({ seq: next, at: '', event: { type: 'undo', payload: { seq } } });
  // An undo changes nothing before the first entry whose undone mark it flips (undoing an undo restores its target).
  const earliest = (entry: JournalEntry) => {
    const after = undoneSeqs([...entries, undoOf(entry.seq)]);
    const index = entries.findIndex(({ seq }) => undone.has(seq) !== after.has(seq) || seq === entry.seq);
    return index;
  };
  const starts = new Map(candidates.map((entry) => [entry.seq, earliest(entry)]));
  const kept = keptStates(entries, undone, Math.min(...starts.values()));
  for (const entry of candidates) {
    const index = starts.get(entry.seq)!;
    const start = kept.findLast((state) => state.index <= index)!;
    try {
      checkUndo(entries, undoOf(entry.seq), { index: start.index, state: copy(start.state) });
    } catch (error) {
      if (!(error instanceof CampaignError)) throw error;
      refusals.set(entry.seq, { code: error.code, details: error.details });
    }
  }
  return refusals;
}

/** States after the first `first` entries and then after every KEEP_EVERY more. */
function keptStates(entries: readonly JournalEntry[], undone: Set<number>, first: number): ReplayStart[] {
  const kept: ReplayStart[] = [];
  let state = replay(entries.slice(0, first), undone).state;
  kept.push({ index: first, state: copy(state) });
  for (let index = first; index + KEEP_EVERY <= entries.length; index += KEEP_EVERY) {
    state = replay(entries.slice(0, index + KEEP_EVERY), undone, { index, state }).state;
    kept.push({ index: index + KEEP_EVERY, state: copy(state) });
  }
  return kept;
}
