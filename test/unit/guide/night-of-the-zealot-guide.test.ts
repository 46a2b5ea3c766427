import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';
import { NOTZ_GUIDE_SETUP } from '../campaign/guided-journal.ts';
import { NOTZ_STANDARD_BAG } from '../campaign/journal-builder.ts';

// Night of the Zealot walked through the guide engine with two investigators (Roland Banks
// 01001, Agnes Baker 01004), the expected log written from the printed campaign guide.

const ROLAND = '01001';
const AGNES = '01004';
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

const SETUP: GuideAnswer[] = [
  // Paranoia (01097) and Psychosis (01099): random basic weaknesses, stored as drawn.
  ...NOTZ_GUIDE_SETUP,
];
const THE_GATHERING: GuideAnswer[] = [
  answer('torch/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
  answer('torch/earn_xp', { kind: 'counter', value: 2 }),
  answer('torch/$upgrade_decks', { kind: 'upgrade_decks' }),
];
const THE_MIDNIGHT_MASKS: GuideAnswer[] = [
  answer('arkham/$play_scenario', {
    kind: 'play_scenario',
    lead: AGNES,
    resolution: 'R1',
    statuses: { [AGNES]: 'physical' },
  }),
  answer('arkham/cultists_interrogated', { kind: 'card_choice', cards: ['01138', '01139'] }),
  answer('arkham/cultists_got_away_r1', { kind: 'card_choice', cards: ['01137'] }),
  answer('arkham/earn_xp', { kind: 'counter', value: 3 }),
  answer('arkham/$upgrade_decks', { kind: 'upgrade_decks' }),
];
const THE_DEVOURER_BELOW: GuideAnswer[] = [
  answer('tentacles/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
  answer('tentacles/earn_10_xp', { kind: 'counter', value: 4 }),
  answer('tentacles/$upgrade_decks', { kind: 'upgrade_decks' }),
];
const ALL = [...SETUP, ...THE_GATHERING, ...THE_MIDNIGHT_MASKS, ...THE_DEVOURER_BELOW];

const entryIds = (run: ReturnType<typeof runGuide>, section: string) =>
  run.state.sections
    .find((item) => item.id === section)
    ?.entries.filter((item) => !item.crossedOut)
    .map((item) => item.id) ?? [];
const inv = (run: ReturnType<typeof runGuide>, code: string) =>
  run.state.investigators.find((item) => item.code === code);

describeRealData('guide engine: Night of the Zealot (core)', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('core');
  });

  it('asks for the investigators first, then the difficulty with the four chaos bags of the guide', () => {
    const first = runGuide(guide, [], CORE_INVESTIGATORS);
    expect(first.prompt?.key).toBe('$setup/choose_investigators');
    expect(first.prompt?.kind).toBe('scenario_investigators');
    const second = runGuide(guide, SETUP.slice(0, 1), CORE_INVESTIGATORS);
    expect(second.prompt?.choices?.map((choice) => choice.id)).toEqual(['easy', 'standard', 'hard', 'expert']);
  });

  it('Standard difficulty fills the chaos bag with the printed Standard tokens; the weakness draw is stored per investigator', () => {
    const run = runGuide(guide, SETUP, CORE_INVESTIGATORS);
    expect(run.state.difficulty).toBe('standard');
    expect(run.state.chaosBag).toEqual(NOTZ_STANDARD_BAG);
    expect(inv(run, ROLAND)?.cards).toEqual(['01097']);
    expect(inv(run, AGNES)?.cards).toEqual(['01099']);
    expect(run.prompt?.key).toBe('torch/$play_scenario');
    expect(run.prompt?.shown.map((step) => step.step)).toContain('gather_encounter_sets');
    expect(run.prompt?.resolutions?.map((item) => item.id)).toEqual(['no_resolution', 'R1', 'R2', 'R3']);
  });

  it('The Gathering, Resolution 1: house burned, the lead earns Lita Chantler and 1 mental trauma, victory + 2 XP each', () => {
    const run = runGuide(guide, [...SETUP, ...THE_GATHERING], CORE_INVESTIGATORS);
    expect(run.problem).toBeUndefined();
    expect(entryIds(run, 'campaign_notes')).toEqual(['house_burned']);
    expect(inv(run, ROLAND)).toMatchObject({ xp: 4, mental: 1, physical: 0, cards: ['01097', '01117'] });
    expect(inv(run, AGNES)).toMatchObject({ xp: 4, mental: 0, physical: 0 });
    expect(run.prompt?.key).toBe('arkham/$play_scenario');
    // Setup of The Midnight Masks reads the log: the house burned, so it is removed.
    expect(run.prompt?.shown.map((step) => step.step)).toContain('remove_house');
  });

  it('The Midnight Masks: cultists by card, defeat by damage is 1 physical trauma (Grimoire „Trauma“)', () => {
    const run = runGuide(guide, [...SETUP, ...THE_GATHERING, ...THE_MIDNIGHT_MASKS], CORE_INVESTIGATORS);
    expect(run.problem).toBeUndefined();
    expect(entryIds(run, 'cultists_interrogated')).toEqual(['01138', '01139']);
    expect(entryIds(run, 'cultists_escaped')).toEqual(['01137']);
    expect(inv(run, AGNES)).toMatchObject({ xp: 7, physical: 1 });
    expect(inv(run, ROLAND)).toMatchObject({ xp: 7, physical: 0, mental: 1 });
    // The Devourer Below: one cultist got away → 1 doom on agenda 1a; an elder thing token joins the bag.
    expect(run.prompt?.shown.map((step) => step.step)).toContain('place_one_doom');
    expect(run.state.chaosBag).toEqual([
      ...NOTZ_STANDARD_BAG.slice(0, 14),
      'elder_thing',
      ...NOTZ_STANDARD_BAG.slice(14),
    ]);
  });

  it('The Devourer Below, Resolution 2: Umôrdhoth repelled, 2 physical + 2 mental trauma, victory + 10 XP, the investigators win', () => {
    const run = runGuide(guide, ALL, CORE_INVESTIGATORS);
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
    expect(run.prompt).toBeUndefined();
    expect(run.state.result).toBe('win');
    expect(entryIds(run, 'campaign_notes')).toEqual(['house_burned', 'umordhoth_repelled']);
    expect(inv(run, ROLAND)).toMatchObject({ xp: 21, physical: 2, mental: 3, killed: false, insane: false });
    expect(inv(run, AGNES)).toMatchObject({ xp: 21, physical: 3, mental: 2, killed: false, insane: false });
    expect(run.state.scenarios.map((item) => [item.id, item.status, item.resolution])).toEqual([
      ['torch', 'completed', 'R1'],
      ['arkham', 'completed', 'R1'],
      ['tentacles', 'completed', 'R2'],
    ]);
  });

  it('is a pure function of the answers: the same answers give the same state and effects', () => {
    expect(runGuide(guide, ALL, CORE_INVESTIGATORS)).toEqual(runGuide(guide, ALL, CORE_INVESTIGATORS));
  });

  it('undo and re-answer: dropping the last answers and answering differently gives the other resolution exactly', () => {
    const before = SETUP.length + THE_GATHERING.length;
    const redone = [
      ...ALL.slice(0, before),
      answer('arkham/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
    ];
    const run = runGuide(guide, redone, CORE_INVESTIGATORS);
    expect(run.prompt?.key).toBe('arkham/cultists_interrogated');
    const finished = runGuide(
      guide,
      [
        ...redone,
        answer('arkham/cultists_interrogated', { kind: 'card_choice', cards: [] }),
        answer('arkham/cultists_got_away_r2', { kind: 'card_choice', cards: [] }),
        answer('arkham/earn_xp', { kind: 'counter', value: 0 }),
      ],
      CORE_INVESTIGATORS,
    );
    expect(entryIds(finished, 'campaign_notes')).toEqual(['house_burned', 'past_midnight']);
    expect(inv(finished, AGNES)?.physical).toBe(0);
  });

  it("refuses a stale answer (another prompt's key) and a choice the prompt does not offer, changing nothing", () => {
    const stale = runGuide(guide, [...SETUP.slice(0, 1), SETUP[2] as GuideAnswer], CORE_INVESTIGATORS);
    expect(stale.problem).toEqual({
      code: 'answer_stale',
      expected: '$setup/difficulty_choice',
      got: '$setup/draw_weakness',
    });
    expect(stale.prompt?.key).toBe('$setup/difficulty_choice');
    const wrong = runGuide(
      guide,
      [...SETUP.slice(0, 1), answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'nightmare' })],
      CORE_INVESTIGATORS,
    );
    expect(wrong.problem).toEqual({
      code: 'answer_invalid',
      key: '$setup/difficulty_choice',
      reason: 'unknown_choice',
    });
    expect(wrong.state.chaosBag).toEqual([]);
    const noWeakness = runGuide(
      guide,
      [
        ...SETUP.slice(0, 2),
        answer('$setup/draw_weakness', { kind: 'investigator_choice', choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' } }),
      ],
      CORE_INVESTIGATORS,
    );
    expect(noWeakness.problem).toMatchObject({ reason: 'missing_weakness' });
    expect(inv(noWeakness, ROLAND)?.cards ?? []).toEqual([]);
  });

  it('reports the effects per answer, so each answer becomes journal events', () => {
    const run = runGuide(guide, [...SETUP, ...THE_GATHERING], CORE_INVESTIGATORS);
    const resolution = run.applied.find((item) => item.key === 'torch/$play_scenario');
    expect(resolution?.effects).toEqual(
      expect.arrayContaining([
        { type: 'lead_investigator', scenario: 'torch', investigator: ROLAND },
        expect.objectContaining({ type: 'log_entry', section: 'campaign_notes', id: 'house_burned' }),
        { type: 'card_added', investigator: ROLAND, card: '01117' },
        { type: 'trauma', investigator: ROLAND, physical: 0, mental: 1 },
      ]),
    );
    const xp = run.applied.find((item) => item.key === 'torch/earn_xp');
    expect(xp?.effects.filter((effect) => effect.type === 'xp')).toEqual([
      { type: 'xp', investigator: ROLAND, amount: 4 },
      { type: 'xp', investigator: AGNES, amount: 4 },
    ]);
  });
});
