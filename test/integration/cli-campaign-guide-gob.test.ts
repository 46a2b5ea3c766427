import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession, shownSteps } from '../support/cli-guide-session.ts';
import { describeRealData } from '../support/real-data.ts';

// Guardians of the Abyss („Wächter des Abgrunds“) as the two-scenario mini-campaign its guide
// data offers, on the command line: the German first prompt, the setup the data gives, and the
// first scenario's play prompt. Daniela Reyes (12001) and Joe Diamond (12004).

const DANIELA = '12001';
const JOE = '12004';

describeRealData('Guardians of the Abyss through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-guide-gob-');
  const { cli } = session;

  afterAll(() => session.dispose());
  beforeAll(() => session.start('gob', [DANIELA, JOE]), 120_000);

  it('opens with the German introduction and offers only Normal and Schwer', () => {
    const first = cli('campaign', 'guide', '1');
    expect(first).toMatchObject({ step: 'choose_investigators', candidates: [DANIELA, JOE] });
    // „While not an official variant, some people like to play the two scenarios included in the
    // Guardians of the Abyss expansion as a two scenario mini-campaign.“
    expect(first.shown[0].text).toMatch(/^Obwohl es keine offizielle Variante ist.*„Wächter des Abgrunds“/);
    const difficulty = cli(
      'campaign',
      'guide',
      '1',
      '--answer',
      JSON.stringify({ step: 'choose_investigators', investigators: [DANIELA, JOE] }),
    );
    // The data's difficulty step names two levels only: Standard and Hard.
    expect(difficulty.choices).toEqual([
      { id: 'standard', text: 'Normal' },
      { id: 'hard', text: 'Schwer' },
    ]);
  });

  it('sets up The Eternal Slumber („Der ewige Schlaf“) with the expansion’s rules and opens its play', () => {
    const play = session.answer([
      { step: 'difficulty_choice', choice: 'standard' },
      {
        step: 'draw_weakness',
        choices: { [DANIELA]: 'rbw', [JOE]: 'rbw' },
        weaknesses: { [DANIELA]: '12104', [JOE]: '12102' },
      },
      { step: 'save_decks' },
    ]);
    expect(play).toMatchObject({
      step: '$play_scenario',
      scenario: 'the_eternal_slumber',
      scenarioName: 'Der ewige Schlaf',
    });
    // The guide's rules „Explore“, „Story Cards“, „Strength of the Abyss“, „Taken by the Abyss“.
    expect(shownSteps(play)).toEqual(
      expect.arrayContaining(['$explore_rule', '$story_cards', '$strength_of_the_abyss', '$taken_by_the_abyss']),
    );
    // During play: „Unique ally was taken by the Abyss.“ / „Investigator was taken by the Abyss.“
    expect(play.choices.map((choice: { id: string }) => choice.id)).toEqual([
      'record_ally_taken_by_the_abyss',
      'record_investigator_taken_by_the_abyss',
    ]);
    // Standard: „+1, +1, 0, 0, −1, −1, −1, −2, −2, −3, −3, −4, −6“ and the symbols.
    expect(session.show().chaosBag).toHaveLength(21);
  });
});
