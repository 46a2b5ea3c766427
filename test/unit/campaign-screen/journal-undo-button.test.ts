import { expect, it } from 'vitest';
import { undoButtonWords } from '../../../renderer/campaign/journal-undo-button.ts';
import type { JournalLine } from '../../../renderer/store/campaign/campaign-types.ts';

// Issue „The guide a group can trust“, point 11: every history button says what it does. A line
// that brought entries back („Einträge wiederhergestellt“) was labelled „Wiederherstellen“, and
// pressing it took them out again. Undo semantics: shared/campaign/reduce-campaign.ts (undoing an
// undo restores its target; undoing that takes it back again).

const line = (seq: number, type: string, payload: object, extra: Partial<JournalLine> = {}): JournalLine => ({
  seq,
  type,
  payload,
  at: '2026-11-27T18:00:00.000Z',
  undone: false,
  ...extra,
});

it('an ordinary entry: „Rückgängig“, naming its number', () => {
  const words = undoButtonWords(line(4, 'note_added', { text: 'Pause' }), undefined);
  expect(words.title).toContain('Nr. 4');
  expect(words.text).not.toBe('Wiederherstellen');
});

it('a guide answer with later answers: „Ab hier neu beantworten“ and how many it takes back', () => {
  const words = undoButtonWords(line(5, 'guide_answered', {}, { answersTakenBack: 3 }), undefined);
  expect(words.text).toBe('Ab hier neu beantworten');
  expect(words.title).toContain('2 späteren');
});

it('an undo: „Wiederherstellen“ of the entries it took back', () => {
  const words = undoButtonWords(line(9, 'undo', { seq: 5, later: [6, 7] }), undefined);
  expect(words).toEqual({
    text: 'Wiederherstellen',
    title: 'Einträge Nr. 5, 6, 7 wiederherstellen (hängt einen Eintrag an)',
  });
});

it('a line that brought entries back: „Wieder zurücknehmen“, not „Wiederherstellen“', () => {
  const words = undoButtonWords(line(10, 'undo', { seq: 9 }), [5, 6, 7]);
  expect(words).toEqual({
    text: 'Wieder zurücknehmen',
    title: 'Einträge Nr. 5, 6, 7 wieder zurücknehmen (hängt einen Eintrag an)',
  });
});
