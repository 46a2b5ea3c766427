import { beforeAll, expect, it } from 'vitest';
import type { JournalEntry } from '../../../shared/campaign/campaign-events.ts';
import { checkUndo, reduceCampaign, stateAfterScenario } from '../../../shared/campaign/reduce-campaign.ts';
import { answerGuide, type GuideReplay } from '../../../shared/guide/guide-journal.ts';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { answerInto, guidedNotzJournal, NOTZ_GUIDE_SETUP } from '../campaign/guided-journal.ts';
import { CORE } from '../campaign/journal-builder.ts';

// Guide answers in the campaign journal: one entry per answer with its stored effects, so the
// Kampagnenlogbuch, undo and „Stand nach …“ work as for hand-recorded entries.

const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const { roland, agnes } = CORE;

const ANSWERS: GuideAnswer[] = [
  ...NOTZ_GUIDE_SETUP,
  answer('torch/$play_scenario', { kind: 'play_scenario', lead: roland.code, resolution: 'R1' }),
  answer('torch/earn_xp', { kind: 'counter', value: 2 }),
  answer('torch/$upgrade_decks', { kind: 'upgrade_decks' }),
  answer('arkham/$play_scenario', {
    kind: 'play_scenario',
    lead: agnes.code,
    resolution: 'R2',
    statuses: { [agnes.code]: 'mental' },
  }),
];

describeRealData('guide answers in the campaign journal (Night of the Zealot)', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('core');
  });

  it('writes the Kampagnenlogbuch from the stored effects: log by id, XP, trauma, story cards, weaknesses, chaos bag, played scenarios', () => {
    const journal = guidedNotzJournal();
    answerInto(guide, journal, ANSWERS.slice(0, 7), () => ({
      'your house has burned to the ground.': 'dein Haus ist bis auf die Grundmauern niedergebrannt.',
    }));
    const state = reduceCampaign(journal.entries);
    expect(state.guide?.answers).toHaveLength(7);
    expect(state.guide).toMatchObject({ id: 'core', version: guide.version });
    expect(state.difficulty).toBe('standard');
    expect(state.chaosBag).toHaveLength(16);
    const notes = state.logSections.find((section) => section.id === 'campaign_notes');
    expect(notes?.entries).toEqual([
      { id: 'house_burned', text: 'dein Haus ist bis auf die Grundmauern niedergebrannt.', crossedOut: false },
    ]);
    const r = state.investigators.find((item) => item.code === roland.code);
    expect(r).toMatchObject({
      xp: { earned: 4, available: 4 },
      trauma: { physical: 0, mental: 1 },
      storyAssets: ['01117'],
      weaknesses: ['01097'],
    });
    expect(state.played).toEqual([
      expect.objectContaining({ id: 'torch', resolution: 'R1', xp: { [roland.code]: 4, [agnes.code]: 4 } }),
    ]);
    expect(state.guide?.scenarios.find((item) => item.id === 'torch')).toMatchObject({
      lead: roland.code,
      status: 'completed',
    });
  });

  it('undo of the last answer gives exactly the state before it; re-answering goes on from there', () => {
    const journal = guidedNotzJournal();
    answerInto(guide, journal, ANSWERS);
    const before = reduceCampaign(journal.entries.slice(0, -1));
    const last = journal.entries.at(-1) as JournalEntry;
    const undo: JournalEntry = { seq: last.seq + 1, event: { type: 'undo', payload: { seq: last.seq } }, at: last.at };
    const undone = checkUndo(journal.entries, undo);
    expect({ ...undone, seq: 0 }).toEqual({ ...before, seq: 0 });
    journal.entries.push(undo);
    answerInto(guide, journal, [
      answer('arkham/$play_scenario', { kind: 'play_scenario', lead: roland.code, resolution: 'R1' }),
    ]);
    const state = reduceCampaign(journal.entries);
    expect(state.guide?.answers.at(-1)?.value).toMatchObject({ resolution: 'R1' });
    expect(state.investigators.find((item) => item.code === agnes.code)?.trauma.mental).toBe(0);
  });

  it('refuses a bare undo of an earlier answer (no `later`, see guide-rewind.test.ts) while later answers build on it', () => {
    const journal = guidedNotzJournal();
    answerInto(guide, journal, ANSWERS);
    const early = journal.entries[4] as JournalEntry;
    const undo: JournalEntry = { seq: 99, event: { type: 'undo', payload: { seq: early.seq } }, at: early.at };
    expect(() => checkUndo(journal.entries, undo)).toThrow(expect.objectContaining({ code: 'undo_refused' }));
  });

  it('„Stand nach Szenario 1“ is the state right after The Gathering was completed', () => {
    const journal = guidedNotzJournal();
    answerInto(guide, journal, ANSWERS);
    const after = stateAfterScenario(journal.entries, 1);
    expect(after?.played.map((item) => item.id)).toEqual(['torch']);
    expect(after?.investigators.find((item) => item.code === roland.code)?.xp.earned).toBe(4);
  });

  it('all or nothing: a list with one wrong answer gives no payload at all', () => {
    const state = reduceCampaign(guidedNotzJournal().entries);
    const outcome = answerGuide(guide, state, [
      ANSWERS[0] as GuideAnswer,
      answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'leicht' }),
    ]);
    expect(outcome).toMatchObject({ ok: false, at: 1, problem: { code: 'answer_invalid', reason: 'unknown_choice' } });
  });

  it('an answer checked with the replay its preview kept writes what a full replay writes, its German texts alone', () => {
    const journal = guidedNotzJournal();
    answerInto(guide, journal, ANSWERS.slice(0, 6));
    const state = reduceCampaign(journal.entries);
    const added = ANSWERS.slice(6, 8);
    const kept = new Map<string, GuideRun>();
    const keptReplay: GuideReplay = (answers, context) => {
      const key = JSON.stringify(answers);
      const run = kept.get(key) ?? runGuide(guide, answers, context);
      kept.set(key, run);
      return run;
    };
    const froms: number[] = [];
    const german = (_run: GuideRun, from: number) => {
      froms.push(from);
      return {};
    };
    // The preview replays the same answers first; the answer's check takes that replay.
    keptReplay([...(state.guide?.answers ?? []), ...added], { investigators: {} });
    const full = answerGuide(guide, state, added, german);
    const cached = answerGuide(guide, state, added, german, undefined, [], keptReplay);
    expect(cached).toEqual(full);
    expect(cached.ok && cached.run).toBe(kept.values().next().value);
    // The German texts are asked for from the first added answer on (the stored ones carry theirs).
    expect(froms).toEqual([6, 6]);
  });

  it('backup_state (Feast of Hemlock Vale replays The Final Evening): a restore takes the log back to the save', () => {
    const journal = guidedNotzJournal();
    const guideAnswer = (index: number, effects: object[]) =>
      journal.add({
        type: 'guide_answered',
        payload: {
          guide: { id: 'fhv', version: 1 },
          index,
          answer: { key: `the_final_evening/step${index}`, value: { kind: 'confirm' } },
          effects: effects as never,
        },
      });
    guideAnswer(0, [{ type: 'xp', investigator: roland.code, amount: 2 }, { type: 'state_saved' }]);
    guideAnswer(1, [
      { type: 'xp', investigator: roland.code, amount: 5 },
      {
        type: 'log_entry',
        section: 'campaign_notes',
        id: 'believed',
        text: { en: 'the investigators believed.', catalogue: 'x' },
      },
    ]);
    const before = reduceCampaign(journal.entries);
    expect(before.investigators[0]?.xp.earned).toBe(7);
    guideAnswer(2, [{ type: 'state_restored' }]);
    const after = reduceCampaign(journal.entries);
    expect(after.investigators[0]?.xp.earned).toBe(2);
    expect(after.logSections.find((section) => section.id === 'campaign_notes')?.entries).toEqual([]);
    expect(after.guide?.answers).toHaveLength(3);
  });
});
