import { beforeAll, describe, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { AnswerValue, GuideAnswer, GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { NOTZ_GUIDE_SETUP } from '../campaign/guided-journal.ts';

// What the printed guides of The Path to Carcosa and The Dunwich Legacy say, against the engine:
// - The Last King, „no resolution (each investigator was defeated)“: „Go to Resolution 2“ – the
//   text of Resolution 2 is read aloud although Resolution 2 is never chosen directly (its
//   `hidden` keeps it out of the chooser only).
// - Echoes of the Past, Resolution 1: „one investigator must include the Clasp of Black Onyx
//   weakness in their deck“ – one investigator, the group's choice, not everyone.
// - A question with a single choice („Did anyone “steal from the box office”?“) may be answered
//   no: the printed guide says „if …“, and nothing is recorded then.
// - The Dunwich Legacy, The Essex County Express: „Investigator Defeat“ is read when an
//   investigator was defeated, besides the chosen resolution, and is not a resolution to choose.
// - The Dunwich Legacy, Extracurricular Activity Resolution 1: „Any one investigator may choose
//   to add Professor Warren Rice“ – nobody taking him is an answer too.

const ROLAND = '01001';
const AGNES = '01004';
const GROUP: GuideContext = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};
const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });
const SETUP = (reprint: boolean): GuideAnswer[] => [
  ...NOTZ_GUIDE_SETUP,
  ...(reprint ? [answer('$setup/ask_reprint', { kind: 'choose_one', choice: 'original' })] : []),
];
const TO_THE_LAST_KING: GuideAnswer[] = [
  answer('ptc_prologue/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] }),
  answer('curtain_call/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
  // „While playing the scenario, were you instructed to add any tokens to the chaos bag?“ – no.
  answer('curtain_call/ask_mid_game_tokens', { kind: 'choose_one', choice: '$no' }),
  answer('curtain_call/earn_xp', { kind: 'counter', value: 1 }),
  answer('curtain_call/$upgrade_decks', { kind: 'upgrade_decks' }),
];
const DEFEATED_AT_THE_LAST_KING = answer('the_last_king/$play_scenario', {
  kind: 'play_scenario',
  lead: ROLAND,
  resolution: 'no_resolution_defeated',
  statuses: { [ROLAND]: 'physical', [AGNES]: 'mental' },
});

/** The Last King lost to defeat, nothing recorded, no XP: on to Echoes of the Past. */
const AFTER_THE_LAST_KING: GuideAnswer[] = [
  DEFEATED_AT_THE_LAST_KING,
  answer('the_last_king/vips_interviewed', { kind: 'card_choice', cards: [] }),
  answer('the_last_king/vips_slain', { kind: 'card_choice', cards: [] }),
  answer('the_last_king/earn_xp', { kind: 'counter', value: 0 }),
  answer('the_last_king/earn_clue_xp', { kind: 'investigator_counter', values: {} }),
  answer('the_last_king/$upgrade_decks', { kind: 'upgrade_decks' }),
];

const TO_ESSEX: GuideAnswer[] = [
  answer('dwl_prologue/scenario_choice', { kind: 'choose_one', choice: '1a' }),
  answer('extracurricular_activity/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
  answer('extracurricular_activity/earn_xp', { kind: 'counter', value: 0 }),
  answer('extracurricular_activity/$upgrade_decks', { kind: 'upgrade_decks' }),
  answer('the_house_always_wins/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R3' }),
  answer('the_house_always_wins/cheated', { kind: 'choose_one', choice: '$no' }),
  answer('the_house_always_wins/earn_xp', { kind: 'counter', value: 0 }),
  answer('armitages_fate/earn_henry_armitage', { kind: 'investigator_choice', choices: {} }),
  answer('armitages_fate/$upgrade_decks', { kind: 'upgrade_decks' }),
  answer('the_miskatonic_museum/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
  answer('the_miskatonic_museum/earned_necronomicon', { kind: 'investigator_choice', choices: { [AGNES]: 'chosen' } }),
  answer('the_miskatonic_museum/earn_xp', { kind: 'counter', value: 0 }),
  answer('the_miskatonic_museum/$upgrade_decks', { kind: 'upgrade_decks' }),
];

describeRealData('The Path to Carcosa and The Dunwich Legacy guides against their printed words', () => {
  let ptc: GuideData;
  let dwl: GuideData;
  let setup: GuideAnswer[];
  beforeAll(async () => {
    ptc = await realGuide('ptc');
    dwl = await realGuide('dwl');
    // The reprint question is asked from guide version 3 on.
    setup = SETUP(ptc.version >= 3);
  });

  describe('The Last King', () => {
    it('offers only the resolutions a group reaches at the table (not the hidden Resolutions 1 and 2)', () => {
      const run = runGuide(ptc, [...setup, ...TO_THE_LAST_KING], GROUP);
      expect(run.problem).toBeUndefined();
      expect(run.prompt?.resolutions?.map((item) => item.id)).toEqual([
        'no_resolution_resigned',
        'no_resolution_defeated',
        'R3',
      ]);
    });

    it('„each investigator was defeated“ goes to Resolution 2 and shows its text', () => {
      const run = runGuide(ptc, [...setup, ...TO_THE_LAST_KING, DEFEATED_AT_THE_LAST_KING], GROUP);
      expect(run.problem).toBeUndefined();
      expect(run.prompt?.step).toBe('vips_interviewed');
      const resolution2 = run.prompt?.shown.find((step) => step.step === '$resolution:R2');
      expect(resolution2?.text?.en).toMatch(/^“Excuse me, but it’s very late,”/);
    });
  });

  it('Echoes of the Past R1: the Clasp of Black Onyx goes to the one investigator the group names', () => {
    const toEchoes = [
      ...setup,
      ...TO_THE_LAST_KING,
      ...AFTER_THE_LAST_KING,
      answer('echoes_of_the_past/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
    ];
    const asked = runGuide(ptc, toEchoes, GROUP);
    expect(asked.problem).toBeUndefined();
    expect(asked.prompt).toMatchObject({ step: 'took_onyx_clasp', kind: 'investigator_choice', min: 1, max: 1 });
    const nobody = runGuide(
      ptc,
      [...toEchoes, answer('echoes_of_the_past/took_onyx_clasp', { kind: 'investigator_choice', choices: {} })],
      GROUP,
    );
    expect(nobody.problem).toMatchObject({ code: 'answer_invalid', reason: 'too_few' });
    const agnes = runGuide(
      ptc,
      [
        ...toEchoes,
        answer('echoes_of_the_past/took_onyx_clasp', { kind: 'investigator_choice', choices: { [AGNES]: 'chosen' } }),
      ],
      GROUP,
    );
    expect(agnes.problem).toBeUndefined();
    const cards = (code: string) => agnes.state.investigators.find((item) => item.code === code)?.cards ?? [];
    expect(cards(AGNES)).toContain('03142');
    expect(cards(ROLAND)).not.toContain('03142');
  });

  it('Curtain Call R1: „Did anyone steal from the box office?“ – no records nothing, yes records the suspicion', () => {
    const answers = [
      ...setup,
      TO_THE_LAST_KING[0] as GuideAnswer,
      answer('curtain_call/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
    ];
    const asked = runGuide(ptc, answers, GROUP);
    expect(asked.prompt?.step).toBe('stole_from_box_office');
    expect(asked.prompt?.choices?.map((choice) => choice.id)).toEqual(['steal', '$no']);
    const notes = (choice: string) =>
      runGuide(ptc, [...answers, answer('curtain_call/stole_from_box_office', { kind: 'choose_one', choice })], GROUP)
        .state.sections.find((section) => section.id === 'campaign_notes')
        ?.entries.map((entry) => entry.id);
    expect(notes('$no')).toEqual(['tried_to_warn_police', 'stranger_is_on_to_you']);
    expect(notes('steal')).toEqual(['tried_to_warn_police', 'police_are_suspicious', 'stranger_is_on_to_you']);
  });

  it('The Essex County Express: Investigator Defeat for the defeated Agnes, then Resolution 1', () => {
    const answers = [...SETUP(false), ...TO_ESSEX];
    const asked = runGuide(dwl, answers, GROUP);
    expect(asked.problem).toBeUndefined();
    expect(asked.prompt?.resolutions?.map((item) => item.id)).toEqual(['no_resolution', 'R1', 'R2']);
    const play = (statuses: Record<string, 'physical'>) =>
      runGuide(
        dwl,
        [
          ...answers,
          answer('essex_county_express/$play_scenario', {
            kind: 'play_scenario',
            lead: ROLAND,
            resolution: 'R1',
            statuses,
          }),
          answer('essex_county_express/earn_xp', { kind: 'counter', value: 2 }),
        ],
        GROUP,
      );
    const defeated = play({ [AGNES]: 'physical' });
    expect(defeated.problem).toBeUndefined();
    expect(defeated.applied.at(-2)?.effects).toEqual(
      expect.arrayContaining([{ type: 'xp', investigator: AGNES, amount: 1 }]),
    );
    // The engine's cards hold the drawn basic weaknesses too (Paranoia 01097, Psychosis 01099).
    const cards = (run: typeof defeated, code: string) =>
      run.state.investigators.find((item) => item.code === code)?.cards.filter((card) => !card.startsWith('010'));
    const investigator = (code: string) => defeated.state.investigators.find((item) => item.code === code);
    expect(investigator(AGNES)).toMatchObject({ xp: 3, physical: 1 });
    expect(investigator(ROLAND)).toMatchObject({ xp: 2, physical: 0 });
    expect(cards(defeated, AGNES)).toEqual(['02178']);
    expect(cards(defeated, ROLAND)).toEqual([]);
    const notes = defeated.state.sections.find((section) => section.id === 'campaign_notes')?.entries ?? [];
    expect(notes.map((entry) => entry.id)).toContain('necronomicon_stolen');
    const nobody = play({});
    expect(nobody.state.investigators.map((item) => item.xp)).toEqual([2, 2]);
    expect(cards(nobody, AGNES)).toEqual(['02140']);
  });

  it('The Unspeakable Oath: each defeated investigator is driven insane; with nobody left the campaign is lost', () => {
    const answers = [
      ...setup,
      ...TO_THE_LAST_KING,
      ...AFTER_THE_LAST_KING,
      answer('echoes_of_the_past/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R2' }),
      answer('echoes_of_the_past/earn_xp', { kind: 'counter', value: 0 }),
      answer('echoes_of_the_past/prompt_sebastien_moreau', { kind: 'choose_one', choice: '$no' }),
      answer('echoes_of_the_past/$upgrade_decks', { kind: 'upgrade_decks' }),
      answer('the_unspeakable_oath/$play_scenario', {
        kind: 'play_scenario',
        lead: ROLAND,
        resolution: 'no_resolution',
        statuses: { [ROLAND]: 'physical', [AGNES]: 'mental' },
      }),
    ];
    const asked = runGuide(ptc, answers, GROUP);
    expect(asked.problem).toBeUndefined();
    expect(asked.prompt).toMatchObject({ step: 'choose_new_investigators', candidates: [], min: 0 });
    expect(asked.state.investigators.map((item) => [item.code, item.insane])).toEqual([
      [ROLAND, true],
      [AGNES, true],
    ]);
    const lost = runGuide(
      ptc,
      [
        ...answers,
        answer('the_unspeakable_oath/choose_new_investigators', { kind: 'scenario_investigators', investigators: [] }),
      ],
      GROUP,
    );
    expect(lost.problem).toBeUndefined();
    expect(lost.finished).toBe(true);
    expect(lost.state.result).toBe('lose');
  });

  it('Extracurricular Activity R1: nobody taking Professor Warren Rice is an answer', () => {
    const answers = [
      ...SETUP(false),
      answer('dwl_prologue/scenario_choice', { kind: 'choose_one', choice: '1a' }),
      answer('extracurricular_activity/$play_scenario', { kind: 'play_scenario', lead: ROLAND, resolution: 'R1' }),
    ];
    const asked = runGuide(dwl, answers, GROUP);
    expect(asked.prompt).toMatchObject({ step: 'earn_warren_rice', min: 0, max: 1 });
    const run = runGuide(
      dwl,
      [...answers, answer('extracurricular_activity/earn_warren_rice', { kind: 'investigator_choice', choices: {} })],
      GROUP,
    );
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.step).toBe('earn_xp');
    expect(run.state.investigators.flatMap((item) => item.cards)).not.toContain('02061');
  });
});
