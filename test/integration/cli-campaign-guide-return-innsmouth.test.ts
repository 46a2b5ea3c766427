import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliGuideSession } from '../support/cli-guide-session.ts';
import { AGNES, PIT_OF_DESPAIR, ROLAND, SETUP, SYZYGY } from '../support/guide-scripts/innsmouth-script.ts';
import { describeRealData } from '../support/real-data.ts';

// The fan-made Return to The Innsmouth Conspiracy (`rttic`, „custom“ in its campaign.json) through
// the campaign guide on the command line, Roland Banks and Agnes Baker, from the setup to the start
// of Return to In Too Deep (the first two scenarios and the interludes after them). The original
// scenarios' answers are The Innsmouth Conspiracy's (test/support/guide-scripts/innsmouth-script.ts,
// where each expected value is explained); the Return adds its own setup steps, German in
// shared/i18n/de/return-innsmouth.ts, and one step, quoted below.

interface Shown {
  step: string;
  title?: string;
  text?: string;
  encounterSets?: { code: string; name: string }[];
}
interface Prompt {
  step: string;
  scenario: string;
  scenarioName: string;
  shown: Shown[];
}

const shownStep = (prompt: Prompt, step: string) => prompt.shown.find((line) => line.step === step);

// Return to The Vanishing of Elina Harper, after the resolution: „Your dealings with the townspeople
// have given you insight into what's going on here. Each investigator gains 1 extra experience for
// each [[Suspect]] enemy in the victory display.“ – two Suspect enemies there: 2 more experience,
// recorded like the scenario's own as unspent (the data's `special_xp: "unspect_xp"`).
const VANISHING_RETURN = [
  { step: '$play_scenario', branch: 'eliminate_suspects' },
  { step: 'eliminate_leads', choices: ['burnham', 'gilman', 'little', 'innsmouth_jail', 'shoreward_slums'] },
  { step: '$play_scenario', branch: 'the_accusation' },
  { step: 'ask_suspect', choice: 'friendly' },
  { step: 'ask_hideout', choice: 'sawbone_alley' },
  { step: 'ask_true_suspect', choice: 'friendly' },
  { step: 'ask_true_hideout', choice: 'sawbone_alley' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R7', statuses: { [AGNES]: 'resigned' } },
  { step: 'maybe_return_xp', value: 2 },
  { step: 'earn_xp', value: 4 },
];

describeRealData('Return to The Innsmouth Conspiracy through the campaign guide on the command line', () => {
  const session = cliGuideSession('logbuch-rttic-');
  afterAll(() => session.dispose());
  beforeAll(() => session.start('rttic', [ROLAND, AGNES]), 120_000);

  it('Return to The Pit of Despair: the Deep One rule and the Return setup in German, the original memories', () => {
    const pit: Prompt = session.answer(SETUP);
    expect(pit).toMatchObject({
      step: '$play_scenario',
      scenario: 'return_to_the_pit_of_despair',
      scenarioName: 'Rückkehr zu: Die Grotte der Verzweiflung',
    });
    // „Some cards in this fan-made expansions refer to “Deep One investigators.”“
    expect(shownStep(pit, '$deep_one_investigators')).toMatchObject({
      title: 'Tiefe-Wesen-Ermittler',
      text: expect.stringMatching(/^Einige Karten dieser Fan-Erweiterung beziehen sich auf „Tiefe-Wesen-Ermittler“/),
    });
    // „Shuffle both copies of Lost in the Caves into the encounter deck.“
    expect(shownStep(pit, 'shuffle_lost_in_the_caves')?.text).toBe(
      'Beide Kopien von In den Höhlen verirrt werden in das Begegnungsdeck gemischt.',
    );
    // „… The Amalgam enemy, both copies of the Blindsense treachery …“ (07053 Das Amalgam, 07054 Blindsehen).
    expect(shownStep(pit, 'set_aside_cards')?.text).toContain(
      'der Gegner Das Amalgam, beide Kopien der Verratskarte Blindsehen',
    );
    const sets = shownStep(pit, 'gather_encounter_sets')?.encounterSets?.map((set) => set.name);
    expect(sets).toEqual(
      expect.arrayContaining([
        'Rückkehr zu: Die Grotte der Verzweiflung',
        'Rückkehr zu: Überflutete Höhlen',
        'Rollende Flut',
      ]),
    );

    const vanishing: Prompt = session.answer(PIT_OF_DESPAIR);
    expect(vanishing).toMatchObject({
      step: '$play_scenario',
      scenario: 'return_to_the_vanishing_of_elina_harper',
      scenarioName: 'Rückkehr zu: Das Verschwinden der Elina Harper',
    });
    // „Shuffle both copies of Growing Suspicion into the encounter deck.“
    expect(shownStep(vanishing, 'shuffle_growing_suspicion')?.text).toBe(
      'Beide Kopien von Zunehmender Verdacht werden in das Begegnungsdeck gemischt.',
    );
    const state = session.show();
    expect(session.entries(state, 'memories_recovered').map((entry) => entry.id)).toEqual([
      'meeting_with_thomas_dawson',
      'battle_with_a_horrifying_devil',
    ]);
    // 3 (Resolution 1) + 1 + 1 (Puzzle Pieces, two memories), as in the original.
    expect(state.investigators.map((inv) => inv.xp.earned)).toEqual([5, 5]);
  });

  it('Return to The Vanishing of Elina Harper: 1 extra experience for each Suspect in the victory display', () => {
    const inTooDeep: Prompt = session.answer([...VANISHING_RETURN, ...SYZYGY]);
    expect(inTooDeep).toMatchObject({
      step: '$play_scenario',
      scenario: 'return_to_in_too_deep',
      scenarioName: 'Rückkehr zu: Zu tief drin',
    });
    // „… 4 copies of Innsmouth Influence …“ (zrttic_00030, a fan-made card without German print).
    expect(shownStep(inTooDeep, 'set_aside_cards')?.text).toContain('4 Kopien von Innsmouths Einfluss');
    const state = session.show();
    // 5 + 4 (Resolution 7) + 2 (two Suspect enemies), spent in The Syzygy.
    expect(state.investigators.map((inv) => inv.xp.earned)).toEqual([11, 11]);
    expect(state.played.map((item) => [item.id, item.resolution])).toEqual([
      ['return_to_the_pit_of_despair', 'R1'],
      ['puzzle_pieces', ''],
      ['return_to_the_vanishing_of_elina_harper', 'R7'],
      ['the_syzygy', ''],
    ]);
  });

  it('a campaign without a guided guide names rttic among the guided ones, marked fan-made', () => {
    session.cli('campaign', 'create', '--name', 'Eine Fan-Kampagne', '--definition', 'zoz');
    const refused = session.run('campaign', 'guide', '2');
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout).message).toContain('Rückkehr zu: Die Innsmouth-Verschwörung (inoffiziell)');
  });
});
