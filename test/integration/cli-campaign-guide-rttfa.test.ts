import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  ALEJANDRO,
  BOUNDARY_BEYOND,
  CITY_OF_ARCHIVES,
  DEPTHS_OF_YOTH,
  DOOM_OF_EZTLI,
  EASY_BAG,
  EXPEDITION_JOURNAL,
  EXPEDITIONS_END,
  HEART_OF_THE_ELDERS,
  LAST,
  POISONED,
  PROLOGUE,
  RELIC_OF_AGES,
  RESTLESS_NIGHTS,
  RESUPPLY,
  RESUPPLY_BUY,
  SHATTERED_AEONS_AND_TURN_BACK_TIME,
  THREADS_OF_FATE,
  UNTAMED_WILDS,
  URSULA,
  VEDA_WHITSLEY,
} from '../support/guide-scripts/return-to-forgotten-age-script.ts';
import { describeRealData } from '../support/real-data.ts';

// Return to The Forgotten Age through the campaign guide on the command line, from the setup to
// Return to Turn Back Time: the expedition leader, supplies bought, eaten and crossed off,
// medicine, Poisoned, a replayed scenario, the Resupply Point, the jungle watches. The answers and
// why each expected value follows from the printed guide are in
// test/support/guide-scripts/return-to-forgotten-age-script.ts.

const sorted = (tokens: string[]) => [...tokens].sort();

type Supplies = Record<string, number>;
/** An investigator's supplies with what is crossed off to none left out. */
const held = (supplies: Supplies | undefined) =>
  Object.fromEntries(Object.entries(supplies ?? {}).filter(([, count]) => count > 0));

describeRealData('Return to The Forgotten Age through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-rttfa-');
  const { cli } = session;
  const show = () =>
    session.show() as ShownCampaign & {
      investigators: { supplies?: { supplies?: Supplies } }[];
    };
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);
  const suppliesOf = (state: ReturnType<typeof show>, at: number) => held(state.investigators[at]?.supplies?.supplies);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('rttfa', [URSULA, AGNES]), 120_000);

  it('the prologue with Ursula as expedition leader, The Untamed Wilds and Restless Nights', () => {
    const next = session.answer([...PROLOGUE, ...UNTAMED_WILDS, ...RESTLESS_NIGHTS]);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'return_to_the_doom_of_eztli' });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...EASY_BAG, 'tablet']));
    const [ursula, agnes] = state.investigators;
    expect(ursula).toMatchObject({
      xp: { earned: 4 },
      trauma: { physical: 0, mental: 1 },
      storyAssets: [ALEJANDRO],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({ xp: { earned: 6 }, trauma: { physical: 1, mental: 0 }, weaknesses: ['01099'] });
    // Each ate one provisions; Ursula crossed off her medicine.
    expect(suppliesOf(state, 0)).toEqual({ provisions: 1, blanket: 1, pendant: 1 });
    expect(suppliesOf(state, 1)).toEqual({ rope: 1, binoculars: 1, pendant: 1 });
    expect(session.count(state, 'yigs_fury')).toBe(1);
  });

  it('The Doom of Eztli replayed, the Mysterious Scepter, Threads of Fate with its new act deck', () => {
    const hospital = session.answer([...DOOM_OF_EZTLI, ...EXPEDITIONS_END, ...THREADS_OF_FATE]);
    expect(hospital).toMatchObject({ step: 'choose_to_heal_poison', scenario: 'return_to_threads_of_fate' });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...EASY_BAG, 'tablet', 'tablet']));
    const [ursula, agnes] = state.investigators;
    // Only the second game's experience: 4 + 5 + 3 and 6 + 5 + 3.
    expect(ursula).toMatchObject({ xp: { earned: 12 }, storyAssets: [EXPEDITION_JOURNAL] });
    expect(agnes).toMatchObject({ xp: { earned: 14 }, weaknesses: ['01099', POISONED] });
    expect(agnes?.storyAssets).toEqual(expect.arrayContaining([RELIC_OF_AGES, VEDA_WHITSLEY]));
    expect(suppliesOf(state, 1)).toMatchObject({ mysterious_scepter: 1 });
    expect(ids(state, 'campaign_notes')).toEqual(
      expect.arrayContaining([
        'investigators_recovered_relic',
        'gave_relic_to_alejandro',
        'found_missing_relic',
        'alejandro_is_missing',
        'ichtaca_in_the_dark',
        'recruited_help_of_another_expedition',
      ]),
    );
    expect(session.count(state, 'yigs_fury')).toBe(3);
  });

  it('the Resupply Point: poison and trauma healed, supply points converted and spent', () => {
    const next = session.answer([...RESUPPLY, ...RESUPPLY_BUY]);
    expect(next).toMatchObject({ step: 'use_gasoline', scenario: 'return_to_the_boundary_beyond' });
    const state = show();
    const [ursula, agnes] = state.investigators;
    expect(ursula).toMatchObject({ xp: { earned: 10 }, trauma: { physical: 0, mental: 0 } });
    expect(agnes).toMatchObject({ xp: { earned: 11 }, weaknesses: ['01099'] });
    expect(suppliesOf(state, 0)).toEqual({
      provisions: 2,
      medicine: 1,
      gasoline: 1,
      canteen: 1,
      blanket: 1,
      pendant: 1,
    });
    expect(suppliesOf(state, 1)).toEqual({
      provisions: 2,
      medicine: 1,
      chalk: 1,
      compass: 1,
      rope: 1,
      binoculars: 1,
      pendant: 1,
      mysterious_scepter: 1,
    });
  });

  it('The Boundary Beyond, Out of Gas, Heart of the Elders’ Resolution 2 and the jungle watches', () => {
    const next = session.answer([...BOUNDARY_BEYOND, ...HEART_OF_THE_ELDERS]);
    expect(next).toMatchObject({ step: 'choose_to_cooperate', scenario: 'return_to_the_city_of_archives' });
    const state = show();
    expect(session.count(state, 'yigs_fury')).toBe(9);
    const watches = session.entries(state, 'campaign_notes').find((entry) => entry.id === 'jungle_watches');
    expect(watches?.text).toBe('Der Dschungel beobachtet dich (Grubenotter ×1).');
    const [ursula, agnes] = state.investigators;
    // 10 + 3 + 4 + 2 + 5 and 11 + 3 + 4 + 2 + 5.
    expect(ursula).toMatchObject({ xp: { earned: 24 }, trauma: { physical: 0, mental: 1 } });
    expect(ursula?.weaknesses).toContain(POISONED);
    expect(agnes).toMatchObject({ xp: { earned: 25 }, weaknesses: ['01099', POISONED] });
    expect(suppliesOf(state, 0)).toEqual({ medicine: 1, canteen: 1, blanket: 1, pendant: 1, sticky_goop: 1 });
  });

  it('The City of Archives, Those Held Captive, The Depths of Yoth’s Key of Eztli, The Darkness', () => {
    const next = session.answer([...CITY_OF_ARCHIVES, ...DEPTHS_OF_YOTH]);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'return_to_shattered_aeons' });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...EASY_BAG, 'tablet', 'tablet', '-3']));
    expect(session.count(state, 'yigs_fury')).toBe(11);
    const [ursula, agnes] = state.investigators;
    // + 4 + 3 (The City of Archives) + 3 + 5 (The Depths of Yoth).
    expect(ursula).toMatchObject({ xp: { earned: 39 }, weaknesses: ['01097'] });
    expect(agnes).toMatchObject({ xp: { earned: 40 }, trauma: { physical: 1, mental: 1 }, weaknesses: ['01099'] });
    expect(suppliesOf(state, 0)).toEqual({ canteen: 1, blanket: 1, pendant: 1, sticky_goop: 1, key_of_eztli: 1 });
    expect(suppliesOf(state, 1)).toEqual({
      chalk: 1,
      compass: 1,
      rope: 1,
      binoculars: 1,
      pendant: 1,
      mysterious_scepter: 1,
    });
    expect(ids(state, 'campaign_notes')).toEqual(expect.arrayContaining(['process_was_perfected', 'nexus_is_near']));
  });

  it('Shattered Aeons’ Resolution 5 turns back time: Return to Turn Back Time, the campaign won', () => {
    session.answer(SHATTERED_AEONS_AND_TURN_BACK_TIME);
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toContain('win_campaign');
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(sorted([...EASY_BAG, 'tablet', 'tablet', '-3', 'elder_thing']));
    const [ursula, agnes] = state.investigators;
    expect(ursula).toMatchObject({ status: 'active', xp: { earned: 49 }, trauma: { physical: 1, mental: 1 } });
    expect(agnes).toMatchObject({ status: 'active', xp: { earned: 50 }, trauma: { physical: 1, mental: 1 } });
    // „cross off all entries after the first three entries“.
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.slice(0, 3).map((entry) => [entry.id, entry.crossedOut])).toEqual([
      ['cleared_path_to_temple', false],
      ['alejandro_followed_to_ruins', false],
      ['ichtaca_is_wary', false],
    ]);
    expect(notes.find((entry) => entry.id === 'jungle_watches')?.crossedOut).toBe(true);
    expect(notes.at(-1)).toMatchObject({ id: 'sealed_relic_of_ages_forever', crossedOut: false });
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['tfa_prologue', ''],
      ['return_to_the_untamed_wilds', 'R2'],
      ['tfa_interlude1', ''],
      ['return_to_the_doom_of_eztli', 'R4'],
      ['return_to_the_doom_of_eztli', 'R1'],
      ['tfa_interlude2', ''],
      ['return_to_threads_of_fate', 'R1'],
      ['return_to_the_boundary_beyond', 'R1'],
      ['tfa_interlude3', ''],
      ['return_to_heart_of_the_elders_part_1', 'R1'],
      ['return_to_heart_of_the_elders_part_2', 'R1'],
      ['return_to_the_city_of_archives', 'R1'],
      ['tfa_interlude4', ''],
      ['return_to_the_depths_of_yoth', 'R2'],
      ['tfa_interlude5', ''],
      ['return_to_shattered_aeons', 'R5'],
      ['tfa_epilogue', ''],
      ['return_to_turn_back_time', 'R1'],
    ]);
  });
});
