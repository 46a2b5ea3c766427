import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import {
  AGNES,
  GAVRIELLA,
  JEROME,
  ROLAND,
  ROLAND_AND_AGNES,
} from '../../support/guide-scripts/circle-undone-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Circle Undone, Prologue, Disappearance at the Twilight Estate, played (not skipped): „As
// investigators are eliminated, record their fate here“ – one „Record … fate“ for each chosen
// character (`$play_scenario`). The data gives Jerome Davids's the id of Gavriella Mizrah's
// (`05046`); with both chosen, „Record Jerome's fate“ must record Jerome's, not Gavriella's.
// Then „No resolution was reached“ is read once: „No experience is earned for this prologue“,
// „record X pieces of evidence were left behind“, and the group goes on to choose investigators
// (the data's `resolution_1` step after `$play_scenario` leads into the resolution just read).

const PLAYED_WITH_GAVRIELLA_AND_JEROME = [
  { step: 'difficulty_choice', choice: 'standard' },
  { step: 'ask_player_count', choice: 'two' },
  { step: 'new_missing_investigators_2', cards: [GAVRIELLA, JEROME] },
  { step: 'ask_skip_prologue_new', choice: '$no' },
];

describeRealData('The Circle Undone, Prologue played: fates by character, the resolution read once', () => {
  for (const id of ['tcu', 'rttcu']) {
    let guide: GuideData;
    beforeAll(async () => {
      guide = await realGuide(id);
    });

    it(`${id}: Gavriella's and Jerome's „Record … fate“ are two choices`, () => {
      const run = runGuide(
        guide,
        engineAnswers(guide, ROLAND_AND_AGNES, PLAYED_WITH_GAVRIELLA_AND_JEROME),
        ROLAND_AND_AGNES,
      );
      expect(run.prompt?.step).toBe('$play_scenario');
      expect(run.prompt?.choices?.map((choice) => [choice.id, choice.text.en])).toEqual([
        [GAVRIELLA, "Record Gavriella's fate"],
        [JEROME, "Record Jerome's fate"],
      ]);
    });

    it(`${id}: „Record Jerome's fate“ asks „What happened to Jerome Davids?“ first`, () => {
      const answers = engineAnswers(guide, ROLAND_AND_AGNES, [
        ...PLAYED_WITH_GAVRIELLA_AND_JEROME,
        { step: '$play_scenario', branch: JEROME },
      ]);
      const run = runGuide(guide, answers, ROLAND_AND_AGNES);
      expect(run.prompt?.step).toBe('choose_05047_fate');
      expect(run.prompt?.text?.en).toBe('What happened to Jerome Davids?');
    });

    it(`${id}: the resolution is read once: one „X pieces of evidence“, then The Witching Hour`, () => {
      const answers = engineAnswers(guide, ROLAND_AND_AGNES, [
        ...PLAYED_WITH_GAVRIELLA_AND_JEROME,
        { step: '$play_scenario', branch: JEROME },
        { step: 'choose_05047_fate', choice: 'pulled_into_spectral_realm' },
        { step: '$play_scenario', branch: GAVRIELLA },
        { step: 'choose_05046_fate', choice: 'taken_by_the_watcher' },
        { step: '$play_scenario', resolution: 'no_resolution' },
        { step: 'pieces_of_evidence', value: 4 },
        { step: 'ask_being_hunted', choice: '$no' },
        { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
        {
          step: 'draw_weakness',
          choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
          weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
        },
        { step: 'save_decks' },
      ]);
      const run = runGuide(guide, answers, ROLAND_AND_AGNES);
      expect(run.prompt?.step).toBe('choose_fate');
      const notes = run.state.sections.find((section) => section.id === 'campaign_notes');
      expect(notes?.entries.map((entry) => [entry.id, entry.count])).toEqual([['pieces_of_evidence', 4]]);
    });
  }
});
