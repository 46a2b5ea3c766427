import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  DEVIL_REEF_TO_HIGH_GEAR,
  IN_TOO_DEEP,
  LIGHT_AND_LAIR,
  MAELSTROM,
  MAELSTROM_WON,
  PIT_OF_DESPAIR,
  ROLAND,
  SETUP,
  STANDARD_BAG,
  SYZYGY,
  VANISHING,
} from '../support/guide-scripts/innsmouth-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The Innsmouth Conspiracy through the campaign guide on the command line, two investigators, from
// the setup to the end: the investigators are killed in Into the Maelstrom and lose; the group goes
// back, answers the finale anew, wins and reads the epilogue. The answers
// and why each expected value follows from the printed guide are in
// test/support/guide-scripts/innsmouth-script.ts.

const sorted = (tokens: string[]) => [...tokens].sort();
const ELINA_HARPER = '07083';
const WAVEWORN_IDOL = '07179';

describeRealData('The Innsmouth Conspiracy through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-innsmouth-');
  const { cli, show } = session;
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);
  const crossedOff = (state: ShownCampaign, section: string) =>
    session
      .entries(state, section)
      .filter((entry) => entry.crossedOut)
      .map((entry) => entry.id);
  const unspent = (state: ShownCampaign) => state.logSections.find((section) => section.id === 'unspect_xp')?.counts;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('tic', [ROLAND, AGNES]), 120_000);

  it('The Pit of Despair and Puzzle Pieces: experience recorded as unspent, then spent before Elina Harper', () => {
    const next = session.answer([...SETUP, ...PIT_OF_DESPAIR]);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'the_vanishing_of_elina_harper' });
    const state = show();
    expect(ids(state, 'memories_recovered')).toEqual(['meeting_with_thomas_dawson', 'battle_with_a_horrifying_devil']);
    // „Remove 1 [cultist] token“ (Flashback II).
    const bag = [...STANDARD_BAG];
    bag.splice(bag.indexOf('cultist'), 1);
    expect(sorted(state.chaosBag)).toEqual(sorted(bag));
    // 3 (The Pit of Despair) + 1 + 1 (Puzzle Pieces, two memories).
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({ xp: { earned: 5 }, trauma: { physical: 0, mental: 0 } });
    expect(agnes).toMatchObject({ xp: { earned: 5 }, trauma: { physical: 1, mental: 0 } });
  });

  it('The Vanishing of Elina Harper: eliminated leads crossed off, the accusation right, Elina Harper earned', () => {
    const next = session.answer([...VANISHING, ...SYZYGY]);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'in_too_deep' });
    const state = show();
    expect(crossedOff(state, 'possible_suspects')).toEqual(['burnham', 'gilman', 'little']);
    expect(crossedOff(state, 'possible_hideouts')).toEqual(['innsmouth_jail', 'shoreward_slums']);
    expect(ids(state, 'campaign_notes')).toEqual(['mission_succeeded']);
    // The Vanishing's 4 were unspent until The Syzygy: „Each investigator may now spend“.
    expect(state.investigators.map((inv) => inv.xp.earned)).toEqual([9, 9]);
    expect(state.investigators[0]?.storyAssets).toEqual([ELINA_HARPER]);
  });

  it('In Too Deep to Horror in High Gear: the flashbacks change the bag, the keys bring the idol', () => {
    session.answer([...IN_TOO_DEEP, ...DEVIL_REEF_TO_HIGH_GEAR]);
    const state = show();
    // −1 cultist (Flashback II), +1 (Flashback VII), −1 elder thing (Flashback VIII), +1 cultist
    // (the purple key).
    const bag = [...STANDARD_BAG, '+1'];
    bag.splice(bag.indexOf('elder_thing'), 1);
    expect(sorted(state.chaosBag)).toEqual(sorted(bag));
    expect(ids(state, 'campaign_notes')).toEqual([
      'mission_succeeded',
      'made_it_safely_to_their_vehicles',
      'terror_of_devil_reef_is_dead',
      'idol_brought_to_the_lighthouse',
      'reached_falcon_point_before_sunrise',
    ]);
    // 9 + 4 (In Too Deep: 2 + 2 for the vehicles) + 3 (Devil Reef) + 2 (the purple key) + 3.
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({ xp: { earned: 21 }, trauma: { physical: 0, mental: 1 } });
    expect(agnes).toMatchObject({ xp: { earned: 21 }, trauma: { physical: 1, mental: 0 } });
    expect(unspent(state)).toEqual({ [ROLAND]: 0, [AGNES]: 0 });
  });

  it('A Light in the Fog: the diving suit for who resigned at the Moon Room, the idol for Agnes', () => {
    const next = session.answer(LIGHT_AND_LAIR);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'into_the_maelstrom' });
    const state = show();
    const suit = session.entries(state, 'campaign_notes').find((entry) => entry.id === 'possesses_a_diving_suit');
    expect(suit?.text).toContain('Roland Banks');
    expect(suit?.text).not.toContain('Agnes Baker');
    expect(state.investigators.map((inv) => inv.storyAssets)).toEqual([[ELINA_HARPER], [WAVEWORN_IDOL]]);
    expect(ids(state, 'campaign_notes')).toEqual(
      expect.arrayContaining(['possess_a_map_of_yhanthlei', 'orders_ritual_was_disrupted', 'dagon_still_slumbers']),
    );
    // + 2 (A Light in the Fog) + 4 (The Lair of Dagon), spent in Hidden Truths.
    expect(state.investigators.map((inv) => inv.xp.earned)).toEqual([27, 27]);
  });

  it('Into the Maelstrom, each defeated: Resolution 8 kills both, the campaign is lost', () => {
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(MAELSTROM));
    expect(end).toMatchObject({ done: true, result: 'lose' });
    const state = show();
    expect(state.guide.result).toBe('lose');
    const bag = [...STANDARD_BAG, '+1', 'tablet'];
    bag.splice(bag.indexOf('elder_thing'), 1);
    expect(sorted(state.chaosBag)).toEqual(sorted(bag));
    const [roland, agnes] = state.investigators;
    expect(roland).toMatchObject({
      xp: { earned: 27 },
      trauma: { physical: 1, mental: 1 },
      status: 'killed',
      storyAssets: [ELINA_HARPER],
      weaknesses: ['01097'],
    });
    expect(agnes).toMatchObject({
      xp: { earned: 27 },
      trauma: { physical: 1, mental: 1 },
      status: 'killed',
      storyAssets: [WAVEWORN_IDOL],
      weaknesses: ['01099'],
    });
    expect(ids(state, 'campaign_notes').at(-1)).toBe('deep_ones_have_flooded_the_earth');
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['the_pit_of_despair', 'R1'],
      ['puzzle_pieces', ''],
      ['the_vanishing_of_elina_harper', 'R7'],
      ['the_syzygy', ''],
      ['in_too_deep', 'R1'],
      ['devil_reef', 'R1'],
      ['beneath_the_waves', ''],
      ['horror_in_high_gear', 'R1'],
      ['a_light_in_the_fog', 'R1'],
      ['the_lair_of_dagon', 'R3'],
      ['hidden_truths', ''],
      ['into_the_maelstrom', 'R8'],
    ]);
  });

  it('going back to Into the Maelstrom and winning it: Resolutions 1, 2 and 5, then the Epilogue', () => {
    expect(cli('campaign', 'undo', '1')).toMatchObject({ answersTakenBack: 1 });
    expect(cli('campaign', 'guide', '1')).toMatchObject({ key: 'into_the_maelstrom/$play_scenario' });
    const end = session.answer(MAELSTROM_WON);
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toEqual(expect.arrayContaining(['epilogue_1', 'epilogue_2']));
    const state = show();
    const [roland, agnes] = state.investigators;
    // 27 + 6 (Dagon and Hydra) + 3 bonus; 2 physical trauma each.
    expect(roland).toMatchObject({ xp: { earned: 36 }, trauma: { physical: 2, mental: 1 }, status: 'active' });
    expect(agnes).toMatchObject({ xp: { earned: 36 }, trauma: { physical: 3, mental: 0 }, status: 'active' });
    expect(ids(state, 'campaign_notes')).not.toContain('deep_ones_have_flooded_the_earth');
    expect(state.played.slice(-2).map((item) => [item.id, item.resolution])).toEqual([
      ['into_the_maelstrom', 'R5'],
      ['tic_epilogue', ''],
    ]);
  });
});
