import { CampaignError, type CampaignErrorCode, type CampaignErrorDetails } from './campaign-error.ts';
import type { JournalEntry } from './campaign-events.ts';
import { checkUndo, undoneSeqs } from './reduce-campaign.ts';

// Which entries' undo would be refused, and why: the history shows their undo button disabled
// with the reason instead of offering it and failing.

export interface UndoRefusal {
  code: CampaignErrorCode;
  details: CampaignErrorDetails;
}

/** Entry seq → the typed refusal an undo of it would get now; entries that may be undone are absent. */
export function undoRefusals(entries: readonly JournalEntry[]): Map<number, UndoRefusal> {
  const refusals = new Map<number, UndoRefusal>();
  const undone = undoneSeqs(entries);
  const next = (entries.at(-1)?.seq ?? 0) + 1;
  for (const { seq } of entries.slice(1)) {
    if (undone.has(seq)) continue;
    try {
      checkUndo(entries, { seq: next, at: '', event: { type: 'undo', payload: { seq } } });
    } catch (error) {
      if (!(error instanceof CampaignError)) throw error;
      refusals.set(seq, { code: error.code, details: error.details });
    }
  }
  return refusals;
}
