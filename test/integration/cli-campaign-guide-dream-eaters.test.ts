import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, shownSteps } from '../support/cli-guide-session.ts';
import {
  EPILOGUE,
  INTERLUDE_I,
  INTERLUDE_II,
  INTERLUDE_III,
  LAST,
  LUKE,
  MANDY,
  PATRICE,
  SCENARIOS_I,
  SCENARIOS_II,
  SCENARIOS_III,
  SCENARIOS_IV,
  SETUP,
  TOMMY,
} from '../support/guide-scripts/dream-eaters-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Dream-Eaters as one linked campaign (`tde`) through the campaign guide on the command line:
// The Dream-Quest (Campaign A) with Mandy Thompson and Luke Robinson, The Web of Dreams (Campaign
// B) with Tommy Muldoon and Patrice Hathaway, on Standard, in the printed alternating order. Every
// expected value is worked out from the halves' guides (quoted below).

/** „Standard“ of each half's difficulty step (campaigns/tdea|tdeb/campaign.json, difficulty_choice). */
const STANDARD_A = [
  '+1',
  '0',
  '0',
  '-1',
  '-1',
  '-2',
  '-2',
  '-3',
  '-4',
  'cultist',
  'tablet',
  'tablet',
  'auto_fail',
  'elder_sign',
];
const STANDARD_B = [
  ...['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', 'skull', 'skull', 'cultist'],
  ...['elder_thing', 'elder_thing', 'auto_fail', 'elder_sign'],
];
const sorted = (tokens: readonly string[]) => [...tokens].sort();
const ids = (entries: { id?: string; crossedOut: boolean }[]) =>
  entries.map((entry) => (entry.crossedOut ? `~${entry.id}` : entry.id));

describeRealData('The Dream-Eaters linked through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-tde-');
  const { cli, show } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tde', [MANDY, LUKE, TOMMY, PATRICE]), 120_000);

  it('sets up Campaign A, then Campaign B with the other investigators and its own chaos bag', () => {
    const first = cli('campaign', 'guide', '1');
    // „Each player should build a different investigator deck for each campaign, choosing one of
    // their investigators to be part of Campaign A and one to be part of Campaign B.“
    expect(first).toMatchObject({ step: 'choose_investigators', candidates: [MANDY, LUKE, TOMMY, PATRICE] });
    expect(shownSteps(first)).toEqual(expect.arrayContaining(['prologue', '8_part_campaign', 'separate_chaos_bag']));
    const b = session.answer(SETUP.slice(0, 4));
    expect(b).toMatchObject({ step: 'choose_investigators', candidates: [TOMMY, PATRICE] });
    // „Note that each campaign has its own separate chaos bag“: Campaign B's Standard bag now.
    const dreams = session.answer(SETUP.slice(4));
    expect(dreams).toMatchObject({ step: 'choose_dreams', scenario: 'beyond_the_gates_of_sleep' });
    expect(dreams.investigators).toEqual([MANDY, LUKE]);
    // Scenario I–A is Campaign A's: its bag again.
    expect(sorted(show().chaosBag)).toEqual(sorted(STANDARD_A));
  });

  it('Scenario I–A, then I–B: „Proceed to Scenario I–B: Waking Nightmare“, played by Campaign B', () => {
    const waking = session.answer(SCENARIOS_I.slice(0, 5));
    expect(waking).toMatchObject({ scenario: 'waking_nightmare', step: 'choose_doctor' });
    // Campaign B's Standard bag, untouched by Campaign A's three [skull] tokens.
    expect(sorted(show().chaosBag)).toEqual(sorted(STANDARD_B));
    const interlude = session.answer(SCENARIOS_I.slice(5));
    // I–B Resolution 1: „Record in Campaign A’s Campaign Log the dreamers grow weaker.“ — read in
    // Interlude I of Campaign A without asking; „The lead investigator must decide“ opens it.
    expect(interlude).toMatchObject({ step: 'black_cat_choice', scenario: 'a_black_cat' });
    const state = show();
    expect(ids(session.entries(state, 'campaign_notes'))).toEqual([
      'cats_collected_their_tribute',
      'dreamers_grow_weaker',
    ]);
    // I–A: „the chaos bag has been adjusted to have three [skull] tokens.“
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_A, 'skull', 'skull', 'skull']));
    expect(state.played.map((item) => [item.id, item.resolution, item.xp])).toEqual([
      ['tde_prologue', '', {}],
      ['beyond_the_gates_of_sleep', 'R1', { [MANDY]: 2, [LUKE]: 2 }],
      ['waking_nightmare', 'R5', { [TOMMY]: 3, [PATRICE]: 3 }],
    ]);
  });

  it('Interlude I: Campaign B hears that „the black cat warned the others“ and keeps the cat', () => {
    const kadath = session.answer(INTERLUDE_I);
    // Campaign B's part comes in between: „The black cat warned the others“ → „the black cat is at
    // your side“ and „Add 1 [tablet] token to the chaos bags for both campaigns.“; then Campaign A
    // ends its part: „Add 1 [tablet] token to the chaos bag.“
    expect(shownSteps(kadath).slice(0, 5)).toEqual([
      'black_cat_3',
      'connect_campaign_branch',
      'black_cat_warned_the_others',
      'add_tablet_token',
      'add_tablet_token',
    ]);
    expect(kadath).toMatchObject({ scenario: 'the_search_for_kadath', step: '$play_scenario' });
    const state = show();
    // Each half's Campaign Log: the cat is at Campaign B's side, not at Campaign A's.
    expect(ids(session.entries(state, 'tdeb_campaign_notes'))).toEqual([
      'doctor_joined_investigation',
      'doctor_is_alive',
      'randolph_escaped_hospital_with_investigators',
      'black_cat_at_your_side',
    ]);
    expect(ids(session.entries(state, 'campaign_notes'))).not.toContain('black_cat_at_your_side');
    expect(sorted(state.chaosBag)).toEqual(sorted([...STANDARD_A, 'skull', 'skull', 'skull', 'tablet']));
  });

  it('Interlude II begins with Campaign B and goes on in Campaign A; Interlude III hands the Silver Key over', () => {
    const interlude = session.answer([...SCENARIOS_II]);
    // „The interlude begins with The Web of Dreams (Campaign B).“
    expect(interlude).toMatchObject({ scenario: 'b_oneironauts', step: 'black_cat_decision' });
    const moon = session.answer(INTERLUDE_II);
    // Campaign A hears „the black cat requested aid from the others“ and reads on in its part.
    expect(moon).toMatchObject({ scenario: 'dark_side_of_the_moon', step: '$play_scenario' });
    expect(shownSteps(moon)).toEqual(expect.arrayContaining(['requested_aid_story', 'cat_already_in_campaign_b']));
    const silver = session.answer([...SCENARIOS_III, ...INTERLUDE_III.slice(0, 2)]);
    // Campaign B, „Hey, you still have that key?“: „In the Campaign Log for The Web of Dreams
    // (Campaign B), cross off the investigators possess the Silver Key … If The Silver Key is
    // currently in an investigator’s deck, remove it. Any one investigator in The Dream-Quest
    // (Campaign A) may choose to add The Silver Key to their deck.“
    expect(silver).toMatchObject({ scenario: 'a_great_ones', step: 'gain_silver_key', investigators: [MANDY, LUKE] });
    const state = show();
    expect(ids(session.entries(state, 'tdeb_campaign_notes'))).toContain('~possess_silver_key');
    expect(state.investigators.find((item) => item.code === PATRICE)?.storyAssets).toEqual([]);
  });

  it('plays both halves to the epilogue: one win, each half’s log, XP, trauma and story cards', () => {
    session.answer([...INTERLUDE_III.slice(2), ...SCENARIOS_IV, ...EPILOGUE]);
    // Both epilogues: „Because the dreamers awoke (Campaign A) and the investigators are still in
    // the Dreamlands (Campaign B): … The two groups survived, but are forever separated“, „The
    // investigators win the campaign.“
    const done = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(done).toMatchObject({ done: true, result: 'win' });
    const state = show();
    // Played in the printed order; an interlude's half that began it ends it („This interlude
    // continues in …“), so it is done after the other half's part.
    expect(state.played.map((item) => item.id)).toEqual([
      'tde_prologue',
      'beyond_the_gates_of_sleep',
      'waking_nightmare',
      'b_black_cat',
      'a_black_cat',
      'the_search_for_kadath',
      'a_thousand_shapes_of_horror',
      'a_oneironauts',
      'b_oneironauts',
      'dark_side_of_the_moon',
      'point_of_no_return',
      'b_great_ones',
      'a_great_ones',
      'where_gods_dwell',
      'weaver_of_the_cosmos',
      'a_epilogue',
      'b_epilogue',
    ]);
    // Campaign A: Victory 2 + 4 + 5 + 6 = 17; Where the Gods Dwell R1 „Each investigator suffers 2
    // mental trauma“. Campaign B: 3 + 3 + 4 + Weaver R1 4 and „5 bonus experience“ = 19; Resolution 5
    // „Each investigator suffers 2 physical trauma from their fierce fight with the spider god.“
    const [mandy, luke, tommy, patrice] = state.investigators;
    expect(mandy).toMatchObject({ code: MANDY, xp: { earned: 17 }, trauma: { physical: 0, mental: 2 } });
    expect(luke).toMatchObject({ code: LUKE, xp: { earned: 17 }, trauma: { physical: 0, mental: 2 } });
    expect(tommy).toMatchObject({ code: TOMMY, xp: { earned: 19 }, trauma: { physical: 2, mental: 0 } });
    expect(patrice).toMatchObject({ code: PATRICE, xp: { earned: 19 }, trauma: { physical: 2, mental: 0 } });
    // Randolph Carter (Expert Dreamer) 06059 to Luke, (Chained to the Waking World) 06079 to Tommy,
    // The Silver Key 06189 crossed over from Patrice to Mandy.
    expect(mandy?.storyAssets).toEqual(['06189']);
    expect(luke?.storyAssets).toEqual(['06059']);
    expect(tommy?.storyAssets).toEqual(['06079']);
    expect(patrice?.storyAssets).toEqual([]);
    // Evidence of Kadath: 1 (The Search for Kadath, Atal) + 2 Signs of the Gods + 3 (Dark Side of
    // the Moon R1); Steps of the Bridge: 3 (Point of No Return R1).
    expect(session.count(state, 'evidence_of_kadath')).toBe(6);
    expect(session.count(state, 'steps_of_the_bridge')).toBe(3);
    expect(ids(session.entries(state, 'campaign_notes'))).toEqual(
      expect.arrayContaining(['possess_silver_key', 'dreamers_escaped_nyarlathoteps_grasp', 'dreamers_awoke']),
    );
    expect(ids(session.entries(state, 'tdeb_campaign_notes'))).toEqual(
      expect.arrayContaining(['bridge_was_destroyed', 'still_in_the_dreamlands']),
    );
  });
});
