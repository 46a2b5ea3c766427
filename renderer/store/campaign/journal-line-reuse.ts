import type { JournalLine } from './campaign-types.ts';

// A write returns every journal line again, each a new object. An entry's seq, type, payload and
// time never change once written; only whether it is undone, why its undo would be refused and
// how many answers it takes back do. Lines equal in those stay the objects shown before, the
// others keep their payload object, so the history and the guide dialog render only the lines
// that changed and word (parse) only new payloads.

const sameFlags = (a: JournalLine, b: JournalLine) =>
  a.undone === b.undone &&
  a.answersTakenBack === b.answersTakenBack &&
  JSON.stringify(a.undoRefused) === JSON.stringify(b.undoRefused);

/** `next`, each line equal to the one of `shown` with its seq replaced by that one, each other keeping its payload (one campaign's lines only). */
export function keepUnchangedLines(
  shown: readonly JournalLine[] | undefined,
  next: readonly JournalLine[],
): readonly JournalLine[] {
  if (!shown || shown.length === 0) return next;
  const bySeq = new Map(shown.map((line) => [line.seq, line]));
  return next.map((line) => {
    const before = bySeq.get(line.seq);
    if (!before || before.type !== line.type || before.at !== line.at) return line;
    // A guide answer's count of answers taken back grows with each later answer: its payload stays.
    return sameFlags(before, line) ? before : { ...line, payload: before.payload };
  });
}
