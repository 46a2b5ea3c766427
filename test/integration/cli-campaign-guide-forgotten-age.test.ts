import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  ALEJANDRO,
  BOUNDARY_BEYOND,
  CITY_OF_ARCHIVES,
  DEPTHS_OF_YOTH,
  DOOM_OF_EZTLI,
  EXPEDITION_JOURNAL,
  EXPEDITIONS_END,
  HEART_OF_THE_ELDERS,
  ICHTACA,
  OUT_OF_BODY_EXPERIENCE,
  POISONED,
  RESTLESS_NIGHTS,
  ROLAND,
  SETUP,
  SHATTERED_AEONS_AND_TURN_BACK_TIME,
  THREADS_OF_FATE,
  UNTAMED_WILDS,
} from '../support/guide-scripts/forgotten-age-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Forgotten Age through the campaign guide on the command line, two investigators (Roland
// Banks 01001, Agnes Baker 01004). The expected campaign is read from the guide's own words
// (campaigns/tfa in arkham-cards-data), not from the engine:
//
// - Setup, Standard: +1, 0, 0, 0, −1, −2, −2, −3, −5, skull, skull, elder thing, auto-fail, elder
//   sign. Supplies: „2 investigators: 7 supply points“ each – Roland a blanket, provisions,
//   medicine, binoculars; Agnes provisions, a canteen, a map, a pendant.
// - The Untamed Wilds, Resolution 1 (Agnes defeated by damage: 1 physical trauma): „there was an
//   instruction to add one [cultist] token“; vengeance 2 → two tally marks under „Yig's Fury“; XP
//   = victory display (3); Agnes gained the Poisoned weakness (04102).
// - Restless Nights: „Check your supplies to see which investigators have a blanket“ – Roland
//   reads Restful Sleep, Agnes Tossing and Turning: „1 physical or mental trauma (your choice)“,
//   she takes mental. „cross off one provisions per investigator“: both have one, nobody reads Low
//   on Rations. Roland is the lookout with binoculars: Shapes in the Trees, „You earn 2 additional
//   experience“. No medicine used: Agnes „still has a Poisoned weakness“ and reads The Poison
//   Spreads – 1 physical trauma.
// - The Doom of Eztli, Resolution 1: „record that the investigators recovered the Relic of Ages.
//   One investigator must add the Relic of Ages“ (Roland, 04061); „the Harbinger is still alive“
//   with 3 damage „in parentheses“; one more tally under „Yig's Fury“ (3); XP = victory display (4).
// - From Expedition's End to Turn Back Time: the comments beside each block of
//   test/support/guide-scripts/forgotten-age-script.ts.

const STANDARD_BAG = [
  '+1',
  '0',
  '0',
  '0',
  '-1',
  '-2',
  '-2',
  '-3',
  '-5',
  'skull',
  'skull',
  'elder_thing',
  'auto_fail',
  'elder_sign',
];
const sorted = (tokens: string[]) => [...tokens].sort();

type Supplies = Record<string, number>;
/** An investigator's supplies, those crossed off to none left out. */
const held = (supplies: Supplies | undefined) =>
  Object.fromEntries(Object.entries(supplies ?? {}).filter(([, count]) => count > 0));

describeRealData('The Forgotten Age through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-forgotten-age-');
  const show = () => session.show() as ShownCampaign & { investigators: { supplies?: { supplies?: Supplies } }[] };
  const suppliesOf = (state: ReturnType<typeof show>, at: number) => held(state.investigators[at]?.supplies?.supplies);
  const note = (state: ShownCampaign, id: string) =>
    session.entries(state, 'campaign_notes').find((entry) => entry.id === id);
  const ids = (state: ShownCampaign) => session.entries(state, 'campaign_notes').map((entry) => entry.id);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tfa', [ROLAND, AGNES]), 120_000);

  it('Restless Nights: each reads their own section, Agnes chooses her trauma', () => {
    const open = session.answer([...SETUP, ...UNTAMED_WILDS]);
    expect(open).toMatchObject({ step: '$mental_or_physical' });
    expect(shownSteps(open)).toEqual(expect.arrayContaining(['restful_sleep', 'tossing_and_turning']));
    const next = session.answer(RESTLESS_NIGHTS.slice(0, 4));
    expect(shownSteps(next)).toContain('poison_spreads');
    expect(shownSteps(next)).not.toContain('low_on_rations');
    const [roland, agnes] = show().investigators;
    expect(roland).toMatchObject({ xp: { earned: 5 }, trauma: { physical: 0, mental: 0 } });
    expect(agnes).toMatchObject({
      xp: { earned: 3 },
      trauma: { physical: 2, mental: 1 },
      weaknesses: ['01099', '04102'],
    });
  }, 180_000);

  it('The Doom of Eztli: the Relic, the Harbinger’s damage in German, Yig’s Fury and XP', () => {
    const next = session.answer([...RESTLESS_NIGHTS.slice(4), ...DOOM_OF_EZTLI]);
    expect(next).toMatchObject({ step: 'check_investigators_poisoned' });
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'cultist']));
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({ code: ROLAND, xp: { earned: 9 }, storyAssets: ['04061'] });
    expect(agnes).toMatchObject({ code: AGNES, xp: { earned: 7 } });
    expect(session.count(state, 'yigs_fury')).toBe(3);
    const harbinger = session.entries(state, 'campaign_notes').find((entry) => entry.id === 'harbinger_alive');
    expect(harbinger?.text).toBe('Der Vorbote von Valusia ist noch am Leben (3 Schaden).');
    expect(state.logSections.some((section) => section.id === 'hidden' && section.entries.length > 0)).toBe(false);
  }, 180_000);

  it('Expedition’s End hides the relic; Threads of Fate loses it, rescues Alejandro; the Resupply Point', () => {
    const next = session.answer([...EXPEDITIONS_END, ...THREADS_OF_FATE]);
    expect(next).toMatchObject({ step: 'use_gasoline', scenario: 'the_boundary_beyond' });
    const state = show();
    // Standard bag, [cultist] from The Untamed Wilds and from „you listened to Ichtaca’s tale“.
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'cultist', 'cultist']));
    const [roland, agnes] = state.investigators;
    // 9 + 3 + 2; Agnes 7 + 3 + 2 − 3 (Poisoned removed) − 5 (a physical trauma removed).
    expect(roland).toMatchObject({ xp: { earned: 14 }, storyAssets: [ALEJANDRO] });
    expect(agnes).toMatchObject({ xp: { earned: 4 }, trauma: { physical: 1, mental: 1 }, weaknesses: ['01099'] });
    expect(agnes?.storyAssets).toEqual(expect.arrayContaining([ICHTACA, EXPEDITION_JOURNAL]));
    expect(note(state, 'relic_is_missing')?.text).toBe('Das Relikt ist verschwunden.');
    expect(ids(state)).toEqual(
      expect.arrayContaining([
        'gave_relic_to_harlan',
        'alejandro_on_his_own',
        'rescued_alejandro',
        'forged_bond_with_ichtaca',
      ]),
    );
    expect(ids(state)).not.toContain('earned_alejandros_trust');
    // Roland ate his provisions in Restless Nights, Agnes hers.
    expect(suppliesOf(state, 0)).toEqual({
      blanket: 1,
      medicine: 1,
      binoculars: 1,
      provisions: 2,
      gasoline: 1,
      pickaxe: 1,
    });
    expect(suppliesOf(state, 1)).toEqual({ canteen: 1, map: 1, pendant: 1, provisions: 1, medicine: 1, blanket: 1 });
  }, 180_000);

  it('The Boundary Beyond, The Jungle Beckons and Heart of the Elders: the Harbinger falls', () => {
    const next = session.answer([...BOUNDARY_BEYOND, ...HEART_OF_THE_ELDERS]);
    expect(next).toMatchObject({ step: 'choose_to_cooperate', scenario: 'the_city_of_archives' });
    const state = show();
    expect(session.count(state, 'yigs_fury')).toBe(6);
    expect(note(state, 'paths_known')?.text).toBe('Du kennst 2 Wege.');
    expect(ids(state)).not.toContain('ichtaca_has_confidence');
    expect(note(state, 'harbinger_alive')).toMatchObject({
      text: 'Der Vorbote von Valusia ist noch am Leben (5 Schaden).',
      crossedOut: true,
    });
    expect(note(state, 'mapped_way_forward')?.crossedOut).toBe(false);
    expect(note(state, 'jungle_watches')?.text).toBe('Der Dschungel beobachtet dich (Boa Constrictor ×1).');
    const [roland, agnes] = state.investigators;
    // + 3 + 2 (paths) + 4 + 5 each.
    expect(roland).toMatchObject({ xp: { earned: 28 }, trauma: { physical: 0, mental: 1 }, weaknesses: ['01097'] });
    expect(agnes).toMatchObject({ xp: { earned: 18 }, weaknesses: ['01099', POISONED] });
    expect(suppliesOf(state, 0)).toEqual({ blanket: 1, binoculars: 1, provisions: 1, pickaxe: 1 });
    expect(suppliesOf(state, 1)).toEqual({ canteen: 1, map: 1, pendant: 1, medicine: 1, blanket: 1 });
  }, 180_000);

  it('The City of Archives backfires, Those Held Captive, The Depths of Yoth’s fall, The Darkness', () => {
    const next = session.answer([...CITY_OF_ARCHIVES, ...DEPTHS_OF_YOTH]);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'shattered_aeons' });
    expect(shownSteps(next)).toEqual(expect.arrayContaining(['two_fewer_cards', 'more_cultists']));
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'cultist', 'cultist', '-4']));
    expect(session.count(state, 'yigs_fury')).toBe(8);
    const [roland, agnes] = state.investigators;
    // + 2 + 1 (the process backfired) + 2 + 3 (depth 3) each.
    expect(roland).toMatchObject({
      xp: { earned: 36 },
      trauma: { physical: 1, mental: 1 },
      storyAssets: [],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({
      xp: { earned: 26 },
      trauma: { physical: 2, mental: 1 },
      storyAssets: [EXPEDITION_JOURNAL],
      weaknesses: ['01099', OUT_OF_BODY_EXPERIENCE],
    });
    expect(ids(state)).toEqual(
      expect.arrayContaining([
        'resisted_captivity',
        'process_backfired',
        'alejandro_set_against',
        'fell_into_depths',
        'braziers_remain_unlit',
      ]),
    );
    // „For each provisions they cannot cross off, choose an investigator to read Low on Rations“:
    // Agnes – „You begin the next scenario with 3 fewer resources.“
    const hungry = session.entries(state, 'hidden').find((entry) => entry.id === 'doy_fewer_resources');
    expect(hungry?.text).toContain('Agnes Baker');
    expect(hungry?.text).not.toContain('Roland Banks');
    expect(suppliesOf(state, 0)).toEqual({ blanket: 1, binoculars: 1, pickaxe: 1 });
    expect(suppliesOf(state, 1)).toEqual({ canteen: 1, map: 1, pendant: 1, blanket: 1 });
  }, 180_000);

  it('Shattered Aeons turns back time: the epilogue, Turn Back Time, the campaign won', () => {
    const end = session.answer(SHATTERED_AEONS_AND_TURN_BACK_TIME);
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toContain('win_campaign');
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_BAG, 'cultist', 'cultist', '-4', 'elder_thing']));
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({ status: 'active', xp: { earned: 46 } });
    expect(agnes).toMatchObject({ status: 'active', xp: { earned: 36 } });
    const notes = session.entries(state, 'campaign_notes');
    expect(notes.slice(0, 3).map((entry) => [entry.id, entry.crossedOut])).toEqual([
      ['cleared_path_to_temple', false],
      ['alejandro_remained_at_camp', false],
      ['earned_ichtacas_trust', false],
    ]);
    expect(notes.slice(3, -1).every((entry) => entry.crossedOut)).toBe(true);
    expect(notes.at(-1)).toMatchObject({ id: 'sealed_relic_of_ages_forever', crossedOut: false });
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['tfa_prologue', ''],
      ['wilds', 'R1'],
      ['tfa_interlude1', ''],
      ['eztli', 'R1'],
      ['tfa_interlude2', ''],
      ['threads_of_fate', 'R1'],
      ['the_boundary_beyond', 'R1'],
      ['tfa_interlude3', ''],
      ['heart_of_the_elders_part_1', 'R1'],
      ['heart_of_the_elders_part_2', 'R2'],
      ['the_city_of_archives', 'R1'],
      ['tfa_interlude4', ''],
      ['the_depths_of_yoth', 'R1'],
      ['tfa_interlude5', ''],
      ['shattered_aeons', 'R5'],
      ['tfa_epilogue', ''],
      ['turn_back_time', 'R1'],
    ]);
  }, 180_000);
});
