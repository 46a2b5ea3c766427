import { t } from '../i18n/messages.ts';
import type { JournalLine } from '../store/campaign/campaign-types.ts';

// What a history line's undo button does, said on the button: undoing an entry appends an undo;
// undoing an undo brings its entries back („Wiederherstellen“); undoing a line that brought entries
// back takes them out again – it was labelled „Wiederherstellen“ too, and undid.

/** The button's text and title for `line`; `restores`: what the line brought back, when it is an undo of an undo. */
export function undoButtonWords(
  line: JournalLine,
  restores: readonly number[] | undefined,
): { text: string; title: string } {
  if (line.type === 'undo') {
    const { seq, later } = line.payload as { seq: number; later?: number[] };
    if (restores) return { text: t.journalUndoAgain, title: t.journalUndoAgainTitle(restores) };
    return { text: t.journalRestore, title: t.journalRestoreTitle([seq, ...(later ?? [])]) };
  }
  if (line.answersTakenBack) return { text: t.guideRewind, title: t.guideRewindTitle(line.seq, line.answersTakenBack) };
  return { text: t.journalUndo, title: t.journalUndoTitle(line.seq) };
}
