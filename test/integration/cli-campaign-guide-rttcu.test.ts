import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, type ShownCampaign, shownSteps } from '../support/cli-guide-session.ts';
import {
  AGNES,
  BLACK_THRONE,
  CLUTCHES_OF_CHAOS,
  DAISY,
  DAMNED,
  DEATHS_DOORSTEP,
  ERYNN,
  GAVRIELLA,
  HARD_BAG,
  JEROME,
  LAST,
  NEW_INVESTIGATOR,
  PENNY,
  PROLOGUE,
  ROLAND,
  SECRET_NAME_TO_GREATER_GOOD,
  TWIST_OF_FATE,
  UNION,
  VALENTINO,
  WITCHING_HOUR_R5,
  WITCHING_HOUR_READING,
} from '../support/guide-scripts/return-to-circle-undone-script.ts';
import { describeRealData } from '../support/real-data.ts';

// Return to The Circle Undone through the campaign guide on the command line, from the prologue
// (played, not skipped) to the epilogue: the campaign reading, Erynn, the coven and Anette, a
// killed investigator replaced, one driven insane. The answers and why each expected value follows
// from the printed guide are in test/support/guide-scripts/return-to-circle-undone-script.ts.

const sorted = (tokens: string[]) => [...tokens].sort();

describeRealData('Return to The Circle Undone through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-rttcu-');
  const { cli, show } = session;
  const ids = (state: ShownCampaign, section: string) => session.entries(state, section).map((entry) => entry.id);
  const texts = (state: ShownCampaign, section: string) =>
    session.entries(state, section).map((entry) => [entry.text, entry.crossedOut]);

  afterAll(() => session.dispose());
  beforeAll(() => session.start('rttcu', [ROLAND, AGNES]), 120_000);

  it('the prologue played: each character’s fate by its own choice, the resolution read once', () => {
    const next = session.answer(PROLOGUE);
    expect(next).toMatchObject({ step: 'choose_fate', scenario: 'return_to_the_witching_hour' });
    const state = show();
    expect(texts(state, GAVRIELLA)).toEqual([
      ['Gavriella Mizrah', false],
      ['Gavriella Mizrah wurde vom Beobachter entführt.', false],
    ]);
    expect(texts(state, JEROME)).toEqual([
      ['Jerome Davids', false],
      ['Jerome Davids wurde in das Reich der Geister gezogen.', false],
    ]);
    expect(texts(state, VALENTINO)).toEqual([['Valentino Rivas', true]]);
    expect(texts(state, PENNY)).toEqual([['Penny White', true]]);
    expect(ids(state, 'campaign_notes')).toEqual(['pieces_of_evidence', 'being_hunted']);
    expect(state.logSections.find((section) => section.id === 'campaign_notes')?.counts).toEqual({
      pieces_of_evidence: 4,
    });
    expect(sorted(state.chaosBag)).toEqual(sorted(HARD_BAG));
    expect(state.investigators.map((inv) => [inv.code, inv.xp.earned, inv.weaknesses])).toEqual([
      [ROLAND, 0, ['01097']],
      [AGNES, 0, ['01099']],
    ]);
  });

  it('The Witching Hour: the campaign reading instead of The Tower; Resolution 5 and Erynn', () => {
    const setup = session.answer(WITCHING_HOUR_READING);
    expect(setup).toMatchObject({ step: '$play_scenario', scenario: 'return_to_the_witching_hour' });
    // Temperance reversed: „place “Temperance · XIV” in the reversed position“; no Tower, no Ace.
    expect(shownSteps(setup)).toContain('campaign_reading_reversed');
    expect(shownSteps(setup)).not.toContain('add_tarot');
    const doorstep = session.answer(WITCHING_HOUR_R5);
    expect(doorstep).toMatchObject({ step: '$play_scenario', scenario: 'return_to_at_deaths_doorstep' });
    // Justice upright; both profiles stand: 6 clues each, less the 4 pieces of evidence.
    expect(shownSteps(doorstep)).toEqual(
      expect.arrayContaining([
        'campaign_reading_upright',
        'gavriella_clues',
        'jerome_clues',
        'remove_pieces_of_evidence',
      ]),
    );
    const state = show();
    expect(sorted(state.chaosBag)).toEqual(sorted([...HARD_BAG, 'tablet', 'tablet']));
    expect(ids(state, 'campaign_notes')).toEqual([
      'pieces_of_evidence',
      'being_hunted',
      'accepted_fate',
      'witches_spell_cast',
      'erynn_wants_to_meet',
    ]);
    expect(session.entries(state, 'campaign_notes').at(-1)?.text).toBe('Erynn möchte dich treffen.');
    expect(ids(state, 'mementos')).toEqual(['mesmerizing_flute', 'strange_incantation']);
    expect(state.investigators.map((inv) => [inv.xp.earned, inv.storyAssets, inv.weaknesses])).toEqual([
      [5, [], ['01097']],
      [5, [], ['01099']],
    ]);
  });

  it('At Death’s Doorstep, Resolution 3: Roland is killed, Daisy Walker takes his place', () => {
    const open = session.answer(DEATHS_DOORSTEP);
    expect(open).toMatchObject({ step: 'choose_new_investigators', input: 'scenario_investigators' });
    expect(show().investigators[0]).toMatchObject({ code: ROLAND, status: 'killed', xp: { earned: 8 } });
    cli('campaign', 'join', '1', '--player', 'Spieler 1', '--investigator', DAISY, '--replaces', ROLAND);
    const next = session.answer(NEW_INVESTIGATOR);
    // „Skip Interlude II: The Price of Progress“, and „If you are being hunted“ its story.
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'return_to_the_secret_name' });
    expect(shownSteps(next)).toEqual(expect.arrayContaining(['skip_price_of_progress', 'being_hunted']));
    const state = show();
    expect(ids(state, JEROME)).toContain('on_jeromes_trail');
    expect(ids(state, GAVRIELLA)).not.toContain('on_gavriellas_trail');
  });

  it('The Secret Name, The Wages of Sin’s Resolution 3 with Erynn, For the Greater Good', () => {
    const next = session.answer(SECRET_NAME_TO_GREATER_GOOD);
    expect(next).toMatchObject({ step: 'point_of_no_return', scenario: 'return_to_union_and_disillusion' });
    const state = show();
    expect(ids(state, 'mementos')).toEqual([
      'mesmerizing_flute',
      'strange_incantation',
      'gilmans_journal',
      'keziahs_formulae',
      'bloody_tree_carvings',
    ]);
    expect(session.entries(state, 'mementos').at(-1)?.text).toBe('Blutige Einkerbungen');
    const heretics = session.entries(state, 'campaign_notes').find((entry) => entry.id === 'heretics_released');
    expect(heretics?.text).toBe('1 Ketzer wurde auf Arkham losgelassen.');
    expect(ids(state, 'campaign_notes')).toEqual(
      expect.arrayContaining(['erynn_joined_investigators', 'guardian_of_the_trap_defeated']),
    );
    const [, agnes, daisy] = state.investigators;
    // Agnes: 5 + 3 + 4 + 1 (Brown Jenkin) + 3 + 5; Daisy from The Secret Name on.
    expect(agnes).toMatchObject({ xp: { earned: 21 }, trauma: { physical: 1, mental: 0 } });
    expect(daisy).toMatchObject({ code: DAISY, xp: { earned: 13 }, trauma: { physical: 0, mental: 1 } });
    expect(daisy?.storyAssets).toEqual([ERYNN]);
    expect(state.chaosBag.filter((token) => token === 'skull')).toHaveLength(2);
  });

  it('Union and Disillusion with the coven: Anette is possessed, the missing persons dead', () => {
    const next = session.answer(UNION);
    expect(next).toMatchObject({ step: '$play_scenario', scenario: 'return_to_in_the_clutches_of_chaos' });
    const state = show();
    expect(ids(state, 'campaign_notes')).toEqual(
      expect.arrayContaining(['sided_with_the_coven', 'anette_mason_is_possessed_by_evil']),
    );
    expect(ids(state, 'campaign_notes')).not.toContain('coven_of_keziah_holds_the_world_in_its_grasp');
    expect(ids(state, GAVRIELLA)).toContain('dead');
    expect(ids(state, JEROME)).toContain('dead');
  });

  it('In the Clutches of Chaos without Roland: no arrest; Anette teaches, Agnes takes Damned', () => {
    const fate = session.answer(CLUTCHES_OF_CHAOS.slice(0, 3));
    expect(fate).toMatchObject({ step: 'choose_anettes_fate' });
    expect(fate.choices.map((choice: { id: string }) => choice.id)).toEqual(['alone', 'ask_for_help', 'learn_spells']);
    const trade = session.answer(CLUTCHES_OF_CHAOS.slice(3));
    expect(trade).toMatchObject({ step: 'ask_trade_weakness_for_xp', investigators: [AGNES, DAISY] });
    session.answer(TWIST_OF_FATE);
    const state = show();
    expect(state.logSections.find((section) => section.id === 'campaign_notes')?.counts).toMatchObject({
      heretics_released: 1,
      path_winds_before_you: 2,
    });
    const [, agnes, daisy] = state.investigators;
    // 21 + 4 (Union) + 5 (Clutches) + 4 (Twist of Fate).
    expect(agnes).toMatchObject({ xp: { earned: 34 }, weaknesses: ['01099', DAMNED] });
    expect(daisy).toMatchObject({ xp: { earned: 22 }, trauma: { physical: 1, mental: 1 }, weaknesses: [] });
  });

  it('Before the Black Throne, Resolution 6: Daisy driven insane, Agnes wins the campaign', () => {
    session.answer(BLACK_THRONE);
    const end = cli('campaign', 'guide', '1', '--answer', JSON.stringify(LAST));
    expect(end).toMatchObject({ done: true, result: 'win' });
    expect(shownSteps(end)).toEqual(expect.arrayContaining(['anette_taught_story', 'being_hunted']));
    const state = show();
    expect(state.guide.result).toBe('win');
    expect(sorted(state.chaosBag)).toEqual(sorted([...HARD_BAG, 'tablet', 'tablet']));
    const [roland, agnes, daisy] = state.investigators;
    expect(roland).toMatchObject({ code: ROLAND, status: 'killed', xp: { earned: 8 } });
    // 34 + 6 + 5; „1 physical trauma and 1 mental trauma“.
    expect(agnes).toMatchObject({ status: 'active', xp: { earned: 45 }, trauma: { physical: 2, mental: 1 } });
    // Insane before the experience of Before the Black Throne.
    expect(daisy).toMatchObject({ status: 'insane', xp: { earned: 22 }, trauma: { physical: 1, mental: 2 } });
    expect(ids(state, 'campaign_notes')).toContain('azathoth_slumbers');
    // The prologue played ends in „No resolution was reached“ (the skipped one in none).
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['disappearance_at_the_twilight_estate', 'no_resolution'],
      ['return_to_the_witching_hour', 'R5'],
      ['return_to_at_deaths_doorstep', 'R3'],
      ['return_to_the_secret_name', 'R1'],
      ['return_to_the_wages_of_sin', 'R3'],
      ['return_to_for_the_greater_good', 'R3'],
      ['return_to_union_and_disillusion', 'R8'],
      ['return_to_in_the_clutches_of_chaos', 'R1'],
      ['twist_of_fate', ''],
      ['return_to_before_the_black_throne', 'R6'],
      ['tcu_epilogue', ''],
    ]);
  });
});
