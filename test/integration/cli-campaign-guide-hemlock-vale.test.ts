import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, comparable, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  DAWN_OF_THE_FINAL_DAY,
  DAWN_OF_THE_SECOND_DAY,
  FATE_OF_THE_VALE,
  FINAL_EVENING,
  FIRST_EVENING,
  LAST,
  LONGEST_NIGHT,
  LOST_SISTER,
  PRELUDE,
  ROLAND,
  SECOND_EVENING,
  SETUP,
  SILENT_HEATH,
  TWISTED_HOLLOW,
  WRITTEN_IN_ROCK,
} from '../support/guide-scripts/hemlock-vale-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Feast of Hemlock Vale through the campaign guide on the command line, Roland Banks and Agnes
// Baker on Standard, from the setup over three days and three nights to the epilogue: preludes
// with codex entries, a defeated resident asset and bonus experience, the residents' Relationship
// Levels and notes, the meal that brings The Hemlock Curse, the bravest investigator's trauma, the
// fatigue tokens, a scenario with no resolution, Agnes devoured in The Longest Night, Dr. Marquez
// leaving Roland's deck, the win, and an answer undone and given again. The answers and the guide's
// words each expected value follows from are in test/support/guide-scripts/hemlock-vale-script.ts.

/** „Standard“ of the guide's difficulty step (campaigns/fhv/campaign.json, difficulty_choice). */
const STANDARD_BAG = ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-3', '-4', 'skull', 'skull', 'elder_sign'];
const sorted = (tokens: readonly string[]) => [...tokens].sort();
/** Replaces one token by another (fatigue: „a chaos token of a value 1 lower“). */
const lower = (bag: string[], from: string, to: string) => {
  const next = [...bag];
  next.splice(next.indexOf(from), 1, to);
  return next;
};

const PRISMATIC_SHARD = '10522';
const WORRY_ROCK = '10713';
const CORN_HUSK_DOLL = '10714';
const PEARL_DIARY = '10715';
const HEMLOCK_CURSE = '10685';

describeRealData('The Feast of Hemlock Vale through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-hemlock-vale-');
  const { cli, show } = session;
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);
  const level = (state: ShownCampaign, resident: string) =>
    state.logSections.find((section) => section.id === resident)?.counts.$relationship;
  const investigator = (state: ShownCampaign, code: string) => state.investigators.find((item) => item.code === code);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('fhv', [ROLAND, AGNES]), 120_000);

  it('opens with the German prologue „Gegen die Natur“', () => {
    const first = cli('campaign', 'guide', '1');
    expect(first).toMatchObject({ step: 'choose_investigators', candidates: [ROLAND, AGNES] });
    // campaign.po: "Against Nature" → "Gegen die Natur".
    expect(first.shown[0]).toMatchObject({ step: 'prologue', title: 'Gegen die Natur' });
  });

  it('Day 1 and Night 1: the prelude, Written in Rock, The First Evening and The Twisted Hollow', () => {
    const dawn = session.answer([...SETUP, ...PRELUDE, ...WRITTEN_IN_ROCK, ...FIRST_EVENING, ...TWISTED_HOLLOW]);
    // Dawn of the Second Day opens with the fatigue: „Draw tokens … until you have 2 non-symbol tokens.“
    expect(dawn).toMatchObject({ step: '$fatigue_tokens_1', scenario: 'dawn_of_the_second_day' });
    const state = show();
    // The prelude ends with Resolution 1; Written in Rock's Resolution 1 goes on to the hidden
    // Resolution 6 every ending shares, The Twisted Hollow's Resolution 1 to Resolution 3.
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['fhv_prologue', 'R1', {}],
      // Victory 3 + „Each investigator earns 2 bonus experience“; Agnes also the 1 bonus experience
      // of the prelude, recorded as unspent and earned now.
      ['written_in_rock', 'R6', { [ROLAND]: 5, [AGNES]: 6 }],
      // Codex Θ „Who are the Hemlocks?“: „Each investigator earns 1 bonus experience.“
      ['the_first_evening', 'R1', { [ROLAND]: 1, [AGNES]: 1 }],
      // „1 bonus experience as they gain insight“ + Bertie „1 additional experience“ + Victory 2.
      ['the_twisted_hollow', 'R3', { [ROLAND]: 4, [AGNES]: 4 }],
    ]);
    // Leah: codex 2 +1, her resident asset defeated −1; Simeon: codex 3 +1, „by 2“ (Simeon
    // survived); William: codex Θ +1; Judith: codex 7 +1.
    expect([level(state, 'leah'), level(state, 'simeon'), level(state, 'william'), level(state, 'judith')]).toEqual([
      0, 3, 1, 1,
    ]);
    expect(ids(state, 'simeon')).toEqual(['simeon_survived']);
    expect(ids(state, 'william')).toEqual(['william_shared_his_legacy']);
    expect(ids(state, 'rachel')).toEqual(['mother_rachel_intervened']);
    // „#name# finished his meal.“ → „#name# hat aufgegessen.“ for Roland alone.
    const [meal] = session.entries(state, 'campaign_notes');
    expect(meal).toMatchObject({ id: 'eat', crossedOut: false });
    expect(meal?.text).toMatch(/^Roland Banks.*hat aufgegessen\.$/);
    expect(ids(state, 'campaign_notes').slice(1)).toEqual([
      'mother_rachel_showed_the_way',
      'bertie_was_rescued',
      'the_bear_was_wounded',
    ]);
    expect(ids(state, 'areas_surveyed')).toEqual(['north_point_mine', 'western_woods']);
    // Standard + [tablet] („We're here on a survey“) + [auto_fail] (prelude) + [cultist] („Tell the truth.“).
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'tablet', 'auto_fail', 'cultist']));
    // Roland, the bravest: „Suffer 1 physical trauma“; Agnes defeated by horror in the prelude.
    expect(investigator(state, ROLAND)).toMatchObject({ xp: { earned: 10 }, trauma: { physical: 1, mental: 0 } });
    expect(investigator(state, AGNES)).toMatchObject({
      xp: { earned: 11 },
      trauma: { physical: 0, mental: 1 },
      storyAssets: [PRISMATIC_SHARD, WORRY_ROCK],
    });
  });

  it('Day 2 and Night 2: the meal, The Silent Heath without resolution, Agnes devoured in The Longest Night', () => {
    const finalDay = session.answer([...DAWN_OF_THE_SECOND_DAY, ...SILENT_HEATH, ...SECOND_EVENING, ...LONGEST_NIGHT]);
    expect(finalDay).toMatchObject({ step: '$fatigue_tokens_1', scenario: 'dawn_of_the_final_day' });
    const state = show();
    expect(state.played.slice(4).map((item) => [item.id, item.resolution, item.xp])).toEqual([
      // „Do not record the Victory X value“: the codex 1 bonus experience is earned with the next scenario.
      ['dawn_of_the_second_day', 'R3', {}],
      // No resolution, 2 Crystal Remains → Resolution 2 → 3 → 4: Victory 1 + the unspent 1.
      ['the_silent_heath', 'R4', { [ROLAND]: 2, [AGNES]: 2 }],
      // Agnes dances alone: „Each investigator earns 1 bonus experience.“
      ['the_second_evening', 'R6', { [ROLAND]: 1, [AGNES]: 1 }],
      // „Because there is 1 or 2 damage on The Captives, each investigator earns 4 bonus experience“
      // + Victory 4; Agnes was devoured.
      ['the_longest_night', 'R4', { [ROLAND]: 8 }],
    ]);
    expect(level(state, 'rachel')).toBe(1);
    expect(ids(state, 'simeon')).toEqual(['simeon_survived', 'simeon_shared_a_dance']);
    expect(ids(state, 'campaign_notes').slice(4)).toEqual([
      'remains_were_partially_recovered',
      'madame_pearls_diary_was_recovered',
      'captives_were_saved',
      'dr_marquez_has_a_plan',
    ]);
    expect(ids(state, 'areas_surveyed')).toEqual([
      'north_point_mine',
      'western_woods',
      'pearl_ridge',
      'southern_fields',
    ]);
    // Fatigue 0 → −1 and −2 → −3; „Keep hidden.“ [skull]; one dance: [cultist] and [elder_thing].
    const bag = lower(lower([...STANDARD_BAG, 'tablet', 'auto_fail', 'cultist'], '0', '-1'), '-2', '-3');
    expect(sorted(state.chaosBag)).toEqual(sorted([...bag, 'skull', 'cultist', 'elder_thing']));
    // Roland: the curse for the meal, the Corn Husk Doll and Dr. Rosa Marquez (10702); agenda 1b
    // „Each undefeated investigator takes 1 mental trauma.“
    expect(investigator(state, ROLAND)).toMatchObject({
      status: 'active',
      xp: { earned: 21 },
      trauma: { physical: 1, mental: 1 },
      storyAssets: [CORN_HUSK_DOLL, '10702'],
    });
    expect(investigator(state, ROLAND)?.weaknesses).toContain(HEMLOCK_CURSE);
    // Agnes: Gnawing Hunger 1 physical, defeated by damage in The Silent Heath (1) and in The
    // Longest Night (1), there „devoured (they are killed)“.
    expect(investigator(state, AGNES)).toMatchObject({
      status: 'killed',
      xp: { earned: 14 },
      trauma: { physical: 3, mental: 1 },
      storyAssets: [PRISMATIC_SHARD, WORRY_ROCK, PEARL_DIARY],
    });
    expect(investigator(state, AGNES)?.weaknesses).not.toContain(HEMLOCK_CURSE);
  });

  it('Day 3 to the win: The Lost Sister, The Final Evening, The Fate of the Vale and the epilogue', () => {
    const upgrade = session.answer([...DAWN_OF_THE_FINAL_DAY, ...LOST_SISTER, ...FINAL_EVENING, ...FATE_OF_THE_VALE]);
    expect(upgrade).toMatchObject({ step: '$upgrade_decks', scenario: 'fate_of_the_vale' });
    // Resolution 1: „The investigators win the campaign!“
    const done = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(done).toMatchObject({ done: true, result: 'win' });
    // „Dr. Marquez sacrificed herself for the Vale“ → the first epilogue letter; a survivor may read
    // codex entries. „If neither Leah Atwood's nor Simeon Atwood's names are crossed out“: Leah's
    // is, so codex 2 is not read; codex 7 and 8 need Relationship Level 5.
    expect(shownSteps(done).slice(0, 2)).toEqual(['epilogue_1', 'check_any_survived']);
    expect(shownSteps(done)).not.toContain('codex_2');
    expect(shownSteps(done)).not.toContain('codex_7');
    const state = show();
    // „Cross out the name of each resident that was not under control of an investigator at the
    // end of the game“: Mother Rachel and Simeon were under control.
    const names = state.logSections.filter((section) => section.type === 'relationship');
    expect(names.map((section) => [section.id, section.crossedOut === true])).toEqual([
      ['rachel', false],
      ['leah', true],
      ['simeon', false],
      ['william', true],
      ['river', true],
      ['gideon', true],
      ['judith', true],
      ['theo', true],
    ]);
    expect(state.played.slice(8).map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['dawn_of_the_final_day', 'R2', {}],
      // Victory 2 + „2 bonus experience for helping Helen save her sister“ + the unspent 2.
      ['the_lost_sister', 'R4', { [ROLAND]: 6 }],
      ['the_final_evening', 'R4', { [ROLAND]: 3 }],
      // Victory 4 + „5 bonus experience“.
      ['fate_of_the_vale', 'R1', { [ROLAND]: 9 }],
      ['fhv_epilogue', '', {}],
    ]);
    expect(ids(state, 'campaign_notes').slice(8)).toEqual([
      'dr_marquez_has_a_hunch',
      'elizabeth_peters_was_saved',
      'interrupted_the_feast',
      'dr_marquez_sacrificed_herself_for_the_vale',
    ]);
    expect(ids(state, 'current_day')).toEqual(['day_3_night']);
    // Fatigue +1 → 0 and −1 → −2; „condemned this village to death“: [tablet] and [elder_thing].
    const before = lower(lower([...STANDARD_BAG, 'tablet', 'auto_fail', 'cultist'], '0', '-1'), '-2', '-3');
    const bag = lower(lower([...before, 'skull', 'cultist', 'elder_thing'], '+1', '0'), '-1', '-2');
    expect(sorted(state.chaosBag)).toEqual(sorted([...bag, 'tablet', 'elder_thing']));
    // 21 + 6 + 3 + 9; Dr. Marquez removed from Roland's deck; „Each investigator suffers 1 physical
    // trauma and 1 mental trauma“ – the devoured Agnes is no longer one of them.
    expect(investigator(state, ROLAND)).toMatchObject({
      xp: { earned: 39 },
      trauma: { physical: 2, mental: 2 },
      storyAssets: [CORN_HUSK_DOLL],
    });
    expect(investigator(state, AGNES)).toMatchObject({ status: 'killed', trauma: { physical: 3, mental: 1 } });
  });

  it('undo of the last answer and the same answer again give the same campaign', () => {
    const finished = comparable(show());
    cli('campaign', 'undo', '1');
    expect(cli('campaign', 'guide', '1')).toMatchObject({
      step: '$upgrade_decks',
      key: 'fate_of_the_vale/$upgrade_decks',
    });
    cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(comparable(show())).toEqual(finished);
  });
});
