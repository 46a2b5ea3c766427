import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, shownSteps } from '../support/cli-guide-session.ts';
import { describeRealData } from '../support/real-data.ts';
import { AGNES, ROLAND } from '../support/roland-and-agnes.ts';

// Fortune and Folly („Glück und Torheit“, `--definition fof`) on the command line from its setup
// through Part I „The Stakeout“, the checkpoint „The Plan“ (taking a break: what carries over is
// written into the Campaign Log) and Part II „The Heist“ to its end, answered in batches
// (`campaign guide 1 --answers FILE`): nine CLI calls after the three that set the campaign up.
// Then the standalone play (`--standalone fortune_and_folly_part_1`): the side file gives no
// standalone setup, so the fof campaign's „Choose difficulty level:“ opens it (four calls).

const ISAMARA = '88044'; // Isamara Ordoñez (The Torch Singer)
const DECK_OF_POSSIBILITIES = '88043';

describeRealData('Fortune and Folly through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-fof-');
  const { cli } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('fof', [ROLAND, AGNES]), 120_000);

  it('opens with „Care to Try Your Luck?“ in German, sets up Part I outside The Scarlet Keys', () => {
    const first = cli('campaign', 'guide', '1');
    expect(first).toMatchObject({ step: 'choose_investigators', candidates: [ROLAND, AGNES] });
    // intro, „Care to Try Your Luck?“ („A casino in Monte Carlo is using probability-manipulating powers …“).
    expect(first.shown[0]).toMatchObject({ step: 'intro', title: 'Möchtest du dein Glück versuchen?' });
    expect(first.shown[0].text).toMatch(/^Ein Casino in Monte Carlo/);
    const play = session.answer([
      { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
      { step: 'difficulty_choice', choice: 'standard' },
      { step: 'draw_weakness', choices: {} },
      { step: 'save_decks' },
      // „Would you like to skip the stakeout and jump straight to the heist?“ – No.
      { step: 'ask_skip_part_1', choice: '$no' },
    ]);
    expect(play).toMatchObject({
      step: '$play_scenario',
      scenario: 'fortune_and_folly_part_1',
      scenarioName: 'Das Auskundschaften des Casinos',
    });
    // Standard: „+1, 0, 0, −1, −2, −2, −3, −3, −4, −5“ and the seven symbols.
    expect(session.show().chaosBag).toHaveLength(17);
    // „Several days later, you meet with Isamara to discuss a plan for staking out the casino …“,
    // then the setup: „Gather all cards from the following encounter sets: Fortune and Folly.“
    expect(shownSteps(play)).toEqual(expect.arrayContaining(['intro_5', 'stakeout_tasks', 'gather_encounter_sets']));
    expect(play.resolutions.map((resolution: { id: string }) => resolution.id)).toEqual(['no_resolution', 'R1', 'R2']);
  });

  it('„The Plan“, taking a break: tasks, roles, alarm levels, clues and the stash go into the Campaign Log', () => {
    const roles = session.answer([
      { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'resigned' } },
      // „Do you wish to proceed to Fortune and Folly, Part II immediately, or take a break?“
      { step: 'ask_continue_now', choice: 'later' },
      { step: 'record_completed_tasks', choices: ['found_a_vent', 'convinced_isamara'] },
      // „Does any investigator have 6 or more combined damage and horror?“ – yes.
      { step: 'ask_damage_and_horror_campaign_log', choice: 'yes' },
    ]);
    // „Record each [[Role]]:“ – The Face „Lockvogel“, The Muscle „Muskelpaket“, … or none.
    expect(roles).toMatchObject({ step: 'record_roles', scenarioName: 'Der Plan' });
    expect(roles.choices.slice(0, 4).map((choice: { text: string }) => choice.text)).toEqual([
      'Lockvogel',
      'Muskelpaket',
      'Langfinger',
      'Trickbetrüger',
    ]);
    const partTwo = session.answer([
      { step: 'record_roles', choices: { [ROLAND]: 'muscle', [AGNES]: 'face_practiced' } },
      { step: 'ask_alarm_level', values: { [ROLAND]: 3, [AGNES]: 1 } },
      { step: 'record_wellspring_of_fortune_clues', value: 4 },
      // „record "Stashed:" and next to this, the names of each gathered asset“: two .45 Automatic.
      { step: 'record_stashed_assets', cards: ['01016'], copies: { '01016': 2 } },
    ]);
    expect(partTwo).toMatchObject({
      step: '$play_scenario',
      scenario: 'fortune_and_folly_part_2',
      scenarioName: 'Der Coup',
    });
    // Part II after a break: „each investigator may search their deck for all of their cards that
    // were recorded as "Stashed"“.
    expect(shownSteps(partTwo)).toContain('take_stashed_cards_scratch');
    const notes = session.entries(session.show(), 'campaign_notes').map((entry) => entry.text);
    expect(notes).toEqual([
      'die Ermittler haben einen Luftschacht gefunden.',
      'die Ermittler haben Isamara überzeugt, sich am Coup zu beteiligen.',
      // „the investigators need time to rest.“
      'die Ermittler benötigen Erholung.',
      'Roland Banks (Der Bundesagent): Muskelpaket',
      'Agnes Baker (Die Kellnerin): Lockvogel (Trainiert)',
      // „Alarm level: #name# (#X#)“
      'Alarmstufe: Roland Banks (Der Bundesagent) (3) Alarmstufe: Agnes Baker (Die Kellnerin) (1)',
      // „Clues on The Wellspring of Fortune: #X#“
      'Hinweise auf dem Schlüssel Der Quell des Glücks: 4',
      // „Stashed: #name# (#X#)“
      'Versteckt: 45er Automatik (2)',
    ]);
  });

  it('„The Heist“, Resolution 1 with six tasks: Isamara and the Deck of Possibilities, and the end', () => {
    const isamara = session.answer([
      { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
      { step: 'earn_xp', value: 2 },
      // „Check the number of tasks on The Heist story card that were completed“: six.
      { step: 'ask_completed_tasks', value: 6 },
      // „Was Isamara Ordoñez in play at the end of the scenario?“ – yes.
      { step: 'ask_isamara_in_play', choice: 'yes' },
    ]);
    // „Any one investigator may choose to add Isamara Ordoñez (The Torch Singer) to their deck.“
    expect(isamara).toMatchObject({ step: 'earn_isamara', min: 0, max: 1 });
    const done = session.answer([
      { step: 'earn_isamara', choices: { [ROLAND]: 'chosen' } },
      // „If 6 or more tasks were completed, the investigators have earned the Deck of Possibilities.“
      { step: 'earn_deck_of_possibilities', choices: { [AGNES]: 'chosen' } },
      { step: '$upgrade_decks' },
    ]);
    expect(done).toMatchObject({ done: true });
    const state = session.showAfterRestart();
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['fortune_and_folly_part_1', 'R1'],
      ['fortune_and_folly_checkpoint', ''],
      ['fortune_and_folly_part_2', 'R1'],
    ]);
    // Victory display 2, and „1 bonus experience for each additional task beyond the minimum of 4“: 2.
    expect(state.investigators.map((item) => [item.code, item.xp.earned, item.storyAssets])).toEqual([
      [ROLAND, 4, [ISAMARA]],
      [AGNES, 4, [DECK_OF_POSSIBILITIES]],
    ]);
  });

  it('played alone, Part I opens with the fof campaign’s difficulty and its Hard bag', () => {
    const created = cli('campaign', 'create', '--name', 'Allein', '--standalone', 'fortune_and_folly_part_1');
    expect(created).toMatchObject({ campaign: 2 });
    cli('campaign', 'join', '2', '--player', 'Spieler 1', '--investigator', ROLAND);
    const difficulty = session.answer([{ step: '$choose_investigators', investigators: [ROLAND] }], '2');
    // „Choose difficulty level:“ Standard or Hard (fof/campaign.json difficulty_choice).
    expect(difficulty).toMatchObject({ step: 'difficulty_choice', scenario: 'fortune_and_folly_part_1' });
    expect(difficulty.choices).toEqual([
      { id: 'standard', text: 'Normal' },
      { id: 'hard', text: 'Schwer' },
    ]);
    const skip = session.answer([{ step: 'difficulty_choice', choice: 'hard' }], '2');
    // No side-story experience is spent; Part I's own setup goes on as in the campaign.
    expect(skip).toMatchObject({ step: 'ask_skip_part_1' });
    // Hard: „0, 0, −1, −1, −2, −2, −3, −3, −6, −7“ and the seven symbols.
    expect(session.show('2').chaosBag.slice(0, 10)).toEqual(['0', '0', '-1', '-1', '-2', '-2', '-3', '-3', '-6', '-7']);
  });
});
