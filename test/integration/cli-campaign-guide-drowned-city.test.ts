import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  APIARY,
  DOOM_LOST,
  DOOM_WON,
  EXPEDITION_AND_WESTERN_WALL,
  ONE_LAST_JOB_AND_OFFER,
  ROLAND,
  SETUP,
  TO_THE_LAST_STAND,
  VAULT_COURT_CANYONS,
} from '../support/guide-scripts/drowned-city-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Drowned City through the campaign guide on the command line, two investigators, from the
// setup to the Epilogue: Agnes is killed in The Apiary, Roland fulfils his Task, the last stand
// against Cthulhu is lost, the group goes back, answers it anew, wins and reads the Epilogue. The
// answers and why each expected value follows from the printed guide are in
// test/support/guide-scripts/drowned-city-script.ts.

const sorted = (tokens: string[]) => [...tokens].sort();
/** „Standard – I want to dream“. */
const STANDARD_BAG = ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', 'skull', 'skull'];
const ANDY = '11766';
const JOHN_RAYMOND_LEGRASSE = '11687';
const HUNTING_PARASITE = '11535';
const HYPOCHONDRIA = '01100';
/** The Tasks' Incomplete sides are weaknesses in the card data; Completed ones story assets. */
const DO_NO_HARM = { incomplete: '11758a', completed: '11758b' };
const WALK_IN_FAITH = '11754a';

describeRealData('The Drowned City through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-drowned-city-');
  const { cli, show } = session;
  const entries = (state: ShownCampaign, section: string) =>
    session.entries(state, section).map((entry) => [entry.id, entry.crossedOut]);
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);
  const progress = (state: ShownCampaign) =>
    state.logSections.find((section) => section.id === 'task_progress')?.counts;
  const played = (state: ShownCampaign) => state.played.map((item) => [item.id, item.resolution]);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tdc', [ROLAND, AGNES]), 120_000);

  it('One Last Job to The Western Wall: tasks chosen, the pilgrim helped, Agnes defeated by horror', () => {
    const next = session.answer([...SETUP, ...ONE_LAST_JOB_AND_OFFER, ...EXPEDITION_AND_WESTERN_WALL]);
    expect(next).toMatchObject({ step: 'walking_in_faith_choice', scenario: 'the_apiary' });
    const state = show();
    expect(ids(state, 'campaign_notes')).toEqual([
      'discovered_an_alien_language',
      'ruby_lost_the_bet',
      'expedition_headed_west',
      'expedition_helped_pilgrim',
    ]);
    // „record "Depths" under [tdc_rune_a]“ (German „Tiefe“); the Frieze's word as the group typed it.
    expect(session.entries(state, 'glyphs').map((entry) => [entry.id, entry.text])).toEqual([
      ['tdc_rune_a', 'Tiefe'],
      ['tdc_rune_w', 'Parasite'],
    ]);
    // 1 progress each („Mark task progress“), Roland 2 more for the pilgrim.
    expect(progress(state)).toEqual({ [ROLAND]: 3, [AGNES]: 1 });
    // „Cross out "The Western Wall" on the R'lyeh map“; the six others still to visit.
    expect(entries(state, 'locations')).toEqual([
      ['the_western_wall', true],
      ['the_drowned_quarter', false],
      ['the_apiary', false],
      ['the_grand_vault', false],
      ['court_of_the_ancients', false],
      ['obsidian_canyons', false],
      ['sepulchre_of_the_sleeper', false],
    ]);
    // Standard; Expedition: −[tablet] +[cultist]; The Apiary's setup (west): +[cultist].
    const bag = [...STANDARD_BAG, 'cultist', 'cultist', 'elder_thing', 'auto_fail', 'elder_sign'];
    expect(sorted(state.chaosBag)).toEqual(sorted(bag));
    // 3 (One Last Job) + 2 (The Western Wall).
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({
      xp: { earned: 5 },
      trauma: { physical: 0, mental: 0 },
      storyAssets: [],
      weaknesses: ['01097', DO_NO_HARM.incomplete, HUNTING_PARASITE],
    });
    expect(agnes).toMatchObject({
      xp: { earned: 5 },
      trauma: { physical: 0, mental: 1 },
      storyAssets: [ANDY],
      weaknesses: ['01099', WALK_IN_FAITH],
    });
    // Resolution 1 leads on to Resolution 3, where the group chooses its way.
    expect(played(state)).toEqual([
      ['tdc_prologue', ''],
      ['one_last_job', 'R1'],
      ['an_offer_you_cant_refuse', ''],
      ['expedition_to_ryleh', ''],
      ['the_western_wall', 'R3'],
    ]);
  });

  it('The Apiary to Return to Arkham: Agnes killed, Andy to Roland, „Do No Harm“ completed', () => {
    const next = session.answer([...APIARY, ...VAULT_COURT_CANYONS]);
    expect(next).toMatchObject({ step: '$upgrade_decks_no_progress', scenario: 'return_to_arkham' });
    const state = show();
    const [roland, agnes] = state.investigators;
    // „Each defeated investigator is killed“ – 1 physical (damage) besides 2 mental (horror in
    // The Western Wall, „suffer 1 mental trauma“ for Walk in Faith); her task is never resolved.
    expect(agnes).toMatchObject({
      status: 'killed',
      xp: { earned: 5 },
      trauma: { physical: 1, mental: 2 },
      storyAssets: [],
      weaknesses: ['01099', WALK_IN_FAITH],
    });
    // 5 + 5 (The Apiary, 3 + 2 bonus) + 1 (the chamber's core) + 4 + 2 + 1 + 6 („1 additional
    // experience point“ per progress); the Completed side of Do No Harm; a Madness weakness.
    expect(roland).toMatchObject({
      status: 'active',
      xp: { earned: 24 },
      trauma: { physical: 1, mental: 0 },
      storyAssets: [ANDY, DO_NO_HARM.completed],
      weaknesses: ['01097', HUNTING_PARASITE, HYPOCHONDRIA],
    });
    // Roland: 3 + 1 (The Apiary) + 1 (The Grand Vault) + 1 (Obsidian Canyons); Agnes: 1 + 2.
    expect(progress(state)).toEqual({ [ROLAND]: 6, [AGNES]: 3 });
    expect(ids(state, 'campaign_notes').slice(-2)).toEqual(['pilgrims_were_saved', 'do_no_harm_succeed']);
    expect(session.entries(state, 'campaign_notes').at(-1)?.text).toContain('Roland Banks');
    expect(entries(state, 'artifacts_earned')).toEqual([
      ['grisly_mask', false],
      ['tidal_tablet', false],
    ]);
    expect(
      entries(state, 'locations')
        .filter(([, crossed]) => !crossed)
        .map(([id]) => id),
    ).toEqual(['the_drowned_quarter', 'sepulchre_of_the_sleeper']);
    // The Awakening, „at least 1 artifact“: all [cultist], [tablet], [elder_thing] out, 2 of each in.
    const bag = [...STANDARD_BAG, 'cultist', 'cultist', 'tablet', 'tablet', 'elder_thing', 'elder_thing'];
    expect(sorted(state.chaosBag)).toEqual(sorted([...bag, 'auto_fail', 'elder_sign']));
    expect(played(state).slice(5)).toEqual([
      ['the_apiary', 'R1'],
      ['the_grand_vault', 'R1'],
      ['court_of_the_ancients', 'R1'],
      ['obsidian_canyons', 'no_resolution'],
      ['sepulchre_of_the_sleeper', ''],
      ['the_awakening', ''],
    ]);
  });

  it('The Doom of Arkham, Part I: John Raymond Legrasse, an artifact lost, two neighbourhoods flooded', () => {
    const next = session.answer(TO_THE_LAST_STAND);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'the_doom_of_arkham_part_2' });
    const state = show();
    // „Cross out the name of each [[Artifact]] asset that was not under any investigator's control“.
    expect(entries(state, 'artifacts_earned')).toEqual([
      ['grisly_mask', false],
      ['tidal_tablet', true],
      ['clah_horror', false],
    ]);
    expect(ids(state, 'flooded_neighborhoods')).toEqual(['easttown', 'rivertown']);
    expect(ids(state, 'campaign_notes').at(-1)).toBe('stood_together');
    // 24 + 3 + 1 bonus „granted by the act“.
    expect(state.investigators[0]).toMatchObject({
      xp: { earned: 28 },
      storyAssets: [ANDY, DO_NO_HARM.completed, JOHN_RAYMOND_LEGRASSE],
    });
    const bag = [...STANDARD_BAG, 'cultist', 'cultist', 'tablet', 'tablet', 'elder_thing', 'elder_thing'];
    expect(sorted(state.chaosBag)).toEqual(sorted([...bag, 'elder_thing', 'auto_fail', 'elder_sign']));
    expect(played(state).slice(-3)).toEqual([
      ['return_to_arkham', ''],
      ['the_doom_of_arkham', ''],
      ['the_doom_of_arkham_part_1', 'R2'],
    ]);
  });

  it('Part II lost: Cthulhu annihilates Arkham, Roland is killed, the Epilogue tells of it', () => {
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(DOOM_LOST));
    expect(end).toMatchObject({ done: true, result: 'lose' });
    expect(shownSteps(end)).toEqual(expect.arrayContaining(['all_killed', 'lose_campaign', 'intro_1']));
    const state = show();
    expect(state.guide.result).toBe('lose');
    expect(state.investigators.map((inv) => inv.status)).toEqual(['killed', 'killed']);
    expect(ids(state, 'campaign_notes').at(-1)).toBe('cthulhu_annihilated_the_city_of_arkham');
    expect(played(state).slice(-2)).toEqual([
      ['the_doom_of_arkham_part_2', 'no_resolution'],
      ['tdc_epilogue', ''],
    ]);
  });

  it('going back to Part II and winning it: Cthulhu driven away, 3 and 3 trauma, the Epilogue', () => {
    expect(cli('campaign', 'undo', '1')).toMatchObject({ answersTakenBack: 1 });
    expect(cli('campaign', 'guide', '1')).toMatchObject({ key: 'the_doom_of_arkham_part_2/$play_scenario' });
    const end = session.answer(DOOM_WON);
    expect(end).toMatchObject({ done: true, result: 'win' });
    // „If Cthulhu was driven away …“: the second part of the Epilogue, not the first.
    expect(shownSteps(end)).toEqual(expect.arrayContaining(['win_campaign_maybe', 'intro_2']));
    expect(shownSteps(end)).not.toContain('intro_1');
    const state = show();
    expect(state.guide.result).toBe('win');
    // 28 + 5; 1 + 3 physical, 0 + 3 mental.
    expect(state.investigators[0]).toMatchObject({
      status: 'active',
      xp: { earned: 33 },
      trauma: { physical: 4, mental: 3 },
    });
    expect(ids(state, 'campaign_notes')).not.toContain('cthulhu_annihilated_the_city_of_arkham');
    expect(ids(state, 'campaign_notes').at(-1)).toBe('cthulhu_was_driven_away');
    expect(played(state).slice(-2)).toEqual([
      ['the_doom_of_arkham_part_2', 'R1'],
      ['tdc_epilogue', ''],
    ]);
  });
});
