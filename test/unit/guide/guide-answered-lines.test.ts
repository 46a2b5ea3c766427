import { expect, it } from 'vitest';
import { answeredSteps, guideStepOf, refusalNoteSeqs } from '../../../renderer/guide/guide-answered-lines.ts';
import type { JournalLine } from '../../../renderer/store/campaign/campaign-types.ts';

// „Bisherige Antworten“ in the guide dialog (docs/kampagnen.md „Kampagnenleitfaden“, „Ab hier neu
// beantworten“): the guide answers in force, newest first, each with how many answers going back
// there takes back and why main would refuse it. Steps of Night of the Zealot (torch = Die
// Zusammenkunft); Roland Banks 01001.

const answered = (seq: number, index: number, key: string, value: object, label?: object): JournalLine => ({
  seq,
  type: 'guide_answered',
  at: '2026-11-25T18:00:00.000Z',
  undone: false,
  payload: {
    guide: { id: 'core', version: 1 },
    index,
    answer: { key, value },
    effects: [],
    ...(label ? { label } : {}),
  },
});

const lines: JournalLine[] = [
  { seq: 1, type: 'campaign_created', at: '', undone: false, payload: {} },
  {
    ...answered(
      2,
      0,
      'torch/$play_scenario',
      { kind: 'play_scenario', lead: '01001', resolution: 'R1' },
      {
        step: 'Szenario gespielt',
        answer: 'Auflösung 1',
      },
    ),
    answersTakenBack: 3,
  },
  { seq: 3, type: 'note_added', at: '', undone: false, payload: { text: 'Pause' } },
  {
    ...answered(4, 1, 'torch/earn_xp', { kind: 'counter', value: 2 }),
    answersTakenBack: 2,
    undoRefused: { code: 'undo_refused', details: { seq: 4, why: 'depends', blockedBy: 5 } },
  },
  { ...answered(6, 2, 'torch/$upgrade_decks', { kind: 'upgrade_decks' }, { step: 'Decks verbessert' }) },
  { ...answered(7, 2, 'torch/$upgrade_decks', { kind: 'upgrade_decks' }), undone: true },
];

it('lists the answers in force newest first, with the count a rewind takes back and main’s refusal', () => {
  const steps = answeredSteps(lines, (refused) => `verweigert: ${refused.details.why}`);
  expect(steps).toEqual([
    { seq: 6, step: 'Decks verbessert', count: 1 },
    { seq: 4, step: 'Anzahl', count: 2, refused: 'verweigert: depends' },
    { seq: 2, step: 'Szenario gespielt', answer: 'Auflösung 1', count: 3 },
  ]);
});

it('names a step without a stored label by what it asked, and nothing for another entry', () => {
  expect(guideStepOf(lines[3]?.payload)).toEqual({ step: 'Anzahl' });
  expect(guideStepOf({ text: 'Pause' })).toBeUndefined();
});

it('says each refusal once, at the newest step it holds for (not nine equal notes after a rewind)', () => {
  const refused = (seq: number, why: string) => ({ seq, step: 'Anzahl', count: 1, refused: why });
  const steps = [
    { seq: 20, step: 'Decks verbessert', count: 1 },
    refused(18, 'Eintrag Nr. 19 hängt davon ab'),
    refused(16, 'Eintrag Nr. 19 hängt davon ab'),
    refused(14, 'Eintrag Nr. 19 hängt davon ab'),
    refused(12, 'Eintrag Nr. 13 hängt davon ab'),
    refused(10, 'Eintrag Nr. 19 hängt davon ab'),
  ];
  expect([...refusalNoteSeqs(steps)]).toEqual([18, 12]);
});
