import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession } from '../support/cli-guide-session.ts';
import { copyImportedCards } from '../support/imported-cards.ts';
import { describeRealData } from '../support/real-data.ts';

// War of the Outer Gods played alone through the CLI to its resolution (arkham-cards-data
// campaigns/side/war_of_the_outer_gods.json, German from i18n/de/campaigns/side/war_of_the_outer_gods.po).
// Its standalone setup ends in a play step of its own, `$play_scenario_standalone` („Adjust chaos
// bag“), which its hidden step `set_play_scenario_id` names (`scenario_data` `play_scenario_step_id`).

const DAISY = '01002';
const ROLAND = '01001';
// „the Cloak of the Outer Realms story asset“ (86051), „the Pocket Portal story asset“ (86052).
const CLOAK = '86051';
const POCKET_PORTAL = '86052';

describeRealData('War of the Outer Gods alone, through the CLI from its standalone setup to its resolution', () => {
  const session = cliGuideSession('logbuch-outer-gods-');
  afterAll(() => session.dispose());
  beforeAll(() => copyImportedCards(session.home), 120_000);

  it('plays Resolution 1: the two story assets and the victory display plus 2 bonus experience', () => {
    session.cli('campaign', 'create', '--name', 'Krieg', '--standalone', 'war_of_the_outer_gods');
    session.cli('campaign', 'join', '1', '--player', 'Dana', '--investigator', DAISY);
    session.cli('campaign', 'join', '1', '--player', 'Ben', '--investigator', ROLAND);
    const play = session.answer([
      { step: '$choose_investigators', investigators: [DAISY, ROLAND] },
      { step: 'choose_difficulty', choice: 'standard' },
      // „Select how you would like to play this scenario:“ – „Single Group“.
      { step: 'ask_epic_multiplayer', choice: 'single_group' },
    ]);
    expect(play).toMatchObject({
      step: '$play_scenario_standalone',
      input: 'play_scenario',
      scenarioName: 'Krieg der Äußeren Götter',
      choices: [{ id: 'add_chaos_token', text: 'Chaosbeutel anpassen' }],
    });
    expect(play.resolutions.map((item: { id: string }) => item.id)).toEqual([
      'no_resolution',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
      'R7',
    ]);

    // Resolution 1: „Any one investigator may choose to add the Cloak of the Outer Realms story
    // asset …“ (Daisy), „… the Pocket Portal story asset …“ (Roland); the victory display (4) and
    // „Each investigator earns 2 bonus experience as they have prevented all of the Outer Gods from
    // completing their schemes“: 6 each.
    const done = session.answer([
      { step: '$play_scenario_standalone', lead: DAISY, resolution: 'R1' },
      { step: 'earn_cloak', choices: { [DAISY]: 'chosen' } },
      { step: 'earn_pocket_portal', choices: { [ROLAND]: 'chosen' } },
      { step: 'earn_xp_bonus_2', value: 4 },
      { step: '$upgrade_decks' },
    ]);
    expect(done).toMatchObject({ done: true });
    const shown = session.show();
    expect(shown).toMatchObject({
      standalone: true,
      played: [{ id: 'war_of_the_outer_gods', resolution: 'R1', xp: { [DAISY]: 6, [ROLAND]: 6 } }],
      nextScenario: null,
    });
    const [daisy, roland] = shown.investigators;
    expect(daisy).toMatchObject({ code: DAISY, xp: { earned: 6 }, storyAssets: [CLOAK] });
    expect(roland).toMatchObject({ code: ROLAND, xp: { earned: 6 }, storyAssets: [POCKET_PORTAL] });
  });
});
