import type { Appended } from '../../shared/api/campaign-contract.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { JournalEntry } from '../../shared/campaign/campaign-events.ts';
import { guideAnswersTakenBack, undoPayloadFor } from '../../shared/campaign/guide-rewind.ts';
import { undoneSeqs } from '../../shared/campaign/reduce-campaign.ts';
import type { AppDatabase } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { appendEvent, journalOf } from './campaign-journal.ts';

// „Rückgängig“ in the journal: one appended undo entry. For an earlier guide answer it is
// „Ab hier neu beantworten“ – the later answers in force go with it (shared/campaign/guide-rewind.ts).

/** The newest entry that still counts and is not itself an undo: what "Rückgängig" takes back. */
export function lastUndoable(entries: JournalEntry[]): number {
  const undone = undoneSeqs(entries);
  const entry = entries.findLast(
    ({ seq, event }) => event.type !== 'undo' && !undone.has(seq) && seq !== entries[0]?.seq,
  );
  if (!entry) throw new CampaignError('undo_refused', { why: 'nothing' });
  return entry.seq;
}

/**
 * Undoes entry `seq` (or the last that still counts) in one transaction, which reads the journal
 * it checks against; `answersTakenBack` says how many guide answers went (undoing a guide answer).
 */
export function undoEntry(
  db: AppDatabase,
  campaignId: number,
  seq: number | undefined,
  reason: string | undefined,
): Appended & { answersTakenBack?: number } {
  return inTransaction(db, () => {
    const entries = journalOf(db, campaignId);
    const payload = undoPayloadFor(entries, seq ?? lastUndoable(entries), reason);
    const appended = appendEvent(db, campaignId, { type: 'undo', payload });
    const answers = guideAnswersTakenBack(entries, payload);
    return answers > 0 ? { ...appended, answersTakenBack: answers } : appended;
  });
}
