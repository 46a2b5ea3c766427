import type { EventOf, JournalEntry } from './campaign-events.ts';
import { undoneSeqs } from './reduce-campaign.ts';

// „Ab hier neu beantworten“: the guide answers form a chain (each fits only right after every
// answer before it, see apply-guide-answer.ts), so undoing an earlier answer takes back every later
// answer still in force with it – as ONE undo entry that names them all (`later`). Undoing that
// entry restores them all. Hand entries between those answers (notes, corrections, deck upgrades)
// are not taken back: they stay when the journal still holds without the answers, otherwise the
// undo is refused with the entry in the way (reduce-campaign.ts `checkUndo`).

type UndoPayload = EventOf<'undo'>['payload'];

/** The guide answers in force written after entry `seq` (empty unless `seq` is a guide answer in force). */
export function laterGuideAnswers(
  entries: readonly JournalEntry[],
  seq: number,
  undone = undoneSeqs(entries),
): number[] {
  const target = entries.find((entry) => entry.seq === seq);
  if (target?.event.type !== 'guide_answered' || undone.has(seq)) return [];
  return entries
    .filter((entry) => entry.seq > seq && entry.event.type === 'guide_answered' && !undone.has(entry.seq))
    .map((entry) => entry.seq);
}

/** The undo of entry `seq` as it is appended: for a guide answer with later answers, with those answers. */
export function undoPayloadFor(
  entries: readonly JournalEntry[],
  seq: number,
  reason?: string,
  undone = undoneSeqs(entries),
): UndoPayload {
  const later = laterGuideAnswers(entries, seq, undone);
  return { seq, ...(later.length > 0 ? { later } : {}), ...(reason ? { reason } : {}) };
}

/** How many guide answers an undo takes back (0 for an undo of anything else). */
export function guideAnswersTakenBack(entries: readonly JournalEntry[], payload: UndoPayload): number {
  const target = entries.find((entry) => entry.seq === payload.seq);
  return target?.event.type === 'guide_answered' ? 1 + (payload.later?.length ?? 0) : 0;
}
