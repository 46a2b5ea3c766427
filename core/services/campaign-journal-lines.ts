import type { JournalLine } from '../../shared/api/campaign-contract.ts';
import { laterGuideAnswers } from '../../shared/campaign/guide-rewind.ts';
import { undoneSeqs } from '../../shared/campaign/reduce-campaign.ts';
import { undoRefusals } from '../../shared/campaign/undo-refusals.ts';
import type { AppDatabase } from '../db/database.ts';
import { journalOf } from './campaign-journal.ts';

// The journal as the campaign screen lists it (`campaigns.journal`): each entry with whether it
// is undone, why undoing it now would be refused, and how many guide answers undoing it takes back.

export function journalLines(db: AppDatabase, campaignId: number): JournalLine[] {
  const entries = journalOf(db, campaignId);
  const undone = undoneSeqs(entries);
  const refused = undoRefusals(entries);
  return entries.map(({ seq, event, at }) => {
    const refusal = refused.get(seq);
    const later = laterGuideAnswers(entries, seq, undone).length;
    return {
      seq,
      type: event.type,
      payload: event.payload,
      at,
      undone: undone.has(seq),
      ...(refusal ? { undoRefused: { code: refusal.code, details: { ...refusal.details } } } : {}),
      ...(later > 0 ? { answersTakenBack: later + 1 } : {}),
    };
  });
}
