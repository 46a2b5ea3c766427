import { CampaignError, type CampaignErrorCode, type CampaignErrorDetails } from './campaign-error.ts';
import type { CampaignEventType, JournalEntry } from './campaign-events.ts';
import type { CampaignState } from './campaign-state.ts';
import { undoPayloadFor } from './guide-rewind.ts';
import { checkUndo, type ReplayStart, replay, undoneSeqs } from './reduce-campaign.ts';

// Which entries' undo would be refused, and why: the history shows their undo button disabled
// with the reason instead of offering it and failing. Each check replays the journal with the
// undo appended, but only from a state kept before the first entry the undo changes.

export interface UndoRefusal {
  code: CampaignErrorCode;
  details: CampaignErrorDetails;
}

/**
 * Entry types no later entry can fail without: they only add to lists (Notizen, Wertungen) that no
 * event reads, so taking one out or putting it back never breaks what follows.
 */
const INERT = new Set<CampaignEventType>(['note_added', 'standalone_result']);
/** A state is kept every so many entries. */
const KEEP_EVERY = 8;

const copy = (state: CampaignState | undefined) => state && (JSON.parse(JSON.stringify(state)) as CampaignState);
/** A kept state serves only to find refusals, so it leaves out the lists of the inert entries (copied for every check). */
const lean = (state: CampaignState | undefined) => state && copy({ ...state, notes: [], standaloneResults: [] });

/** Entry seq → the typed refusal an undo of it would get now; entries that may be undone are absent. */
export function undoRefusals(entries: readonly JournalEntry[]): Map<number, UndoRefusal> {
  const refusals = new Map<number, UndoRefusal>();
  const undone = undoneSeqs(entries);
  const candidates = entries.slice(1).filter((entry) => !undone.has(entry.seq));
  if (candidates.length === 0) return refusals;
  const next = entries.at(-1)!.seq + 1;
  // An earlier guide answer's undo takes back the later answers with it, as the journal writes it.
  const undoOf = (seq: number): JournalEntry => ({
    seq: next,
    at: '',
    event: { type: 'undo', payload: undoPayloadFor(entries, seq, undefined, undone) },
  });
  // An undo changes nothing before the first entry whose undone mark it flips (undoing an undo restores its target).
  const positions = new Map(entries.map(({ seq }, index) => [seq, index]));
  // The entries an undo takes out or puts back: its target, or (undoing an undo) the chain it flips.
  /**
   * True when the undo of `entry` leaves no entry from `index` on to apply: each is an undo or
   * undone after it (a guide answer's undo takes back every later answer), so its replay cannot fail.
   */
  const nothingLeftToApply = (index: number, entry: JournalEntry) => {
    if (entry.event.type === 'undo') return false;
    const taken = new Set([entry.seq, ...(undoPayloadFor(entries, entry.seq, undefined, undone).later ?? [])]);
    return entries.slice(index).every(({ seq, event }) => event.type === 'undo' || undone.has(seq) || taken.has(seq));
  };
  const flipped = (entry: JournalEntry): JournalEntry[] => {
    if (entry.event.type !== 'undo') return [entry];
    const after = undoneSeqs([...entries, undoOf(entry.seq)]);
    return entries.filter(({ seq }) => undone.has(seq) !== after.has(seq) || seq === entry.seq);
  };
  // Only entries whose undo could make a later one fail are replayed; the rest may always be undone.
  const checked = candidates.flatMap((entry) => {
    const changed = flipped(entry);
    if (changed.every(({ event }) => event.type === 'undo' || INERT.has(event.type))) return [];
    const index = positions.get(changed[0]!.seq)!;
    if (nothingLeftToApply(index, entry)) return [];
    return [{ entry, index }];
  });
  if (checked.length === 0) return refusals;
  const kept = keptStates(entries, undone, Math.min(...checked.map(({ index }) => index)));
  for (const { entry, index } of checked) {
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
  kept.push({ index: first, state: lean(state) });
  for (let index = first; index + KEEP_EVERY <= entries.length; index += KEEP_EVERY) {
    state = replay(entries.slice(0, index + KEEP_EVERY), undone, { index, state }).state;
    kept.push({ index: index + KEEP_EVERY, state: lean(state) });
  }
  return kept;
}
