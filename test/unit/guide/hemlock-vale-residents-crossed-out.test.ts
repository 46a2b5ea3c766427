import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import {
  DAWN_OF_THE_FINAL_DAY,
  DAWN_OF_THE_SECOND_DAY,
  FATE_OF_THE_VALE,
  FINAL_EVENING,
  LAST,
  LONGEST_NIGHT,
  LOST_SISTER,
  ROLAND_AND_AGNES,
  SECOND_EVENING,
  SILENT_HEATH,
  TO_SECOND_DAY,
} from '../../support/guide-scripts/hemlock-vale-script.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Feast of Hemlock Vale, The Fate of the Vale, Resolution 1, ask_residents_lost /
// check_residents_lost: „Update your Campaign Log. Cross out the name of each resident that was
// not under control of an investigator at the end of the game.“ The data crosses out the whole
// section (`campaign_log`, `section`, `cross_out`, no entry). Mother Rachel and Simeon were under
// control; Leah, William and Judith (in the log) were not. The epilogue's check_codex_2_3: „If
// neither Leah Atwood's nor Simeon Atwood's names are crossed out“ – Leah's is, so codex 2 is not read.

const crossedOut = (run: GuideRun) =>
  run.state.sections.filter((section) => section.crossedOut).map((section) => section.id);

describeRealData('The Feast of Hemlock Vale: a resident’s name crossed out', () => {
  let fhv: GuideData;
  beforeAll(async () => {
    fhv = await realGuide('fhv');
  });

  it('check_residents_lost crosses out Leah, William, Judith (and the residents never met), not Rachel and Simeon', () => {
    const answers = engineAnswers(fhv, ROLAND_AND_AGNES, [
      ...TO_SECOND_DAY,
      ...DAWN_OF_THE_SECOND_DAY,
      ...SILENT_HEATH,
      ...SECOND_EVENING,
      ...LONGEST_NIGHT,
      ...DAWN_OF_THE_FINAL_DAY,
      ...LOST_SISTER,
      ...FINAL_EVENING,
      ...FATE_OF_THE_VALE,
      LAST,
    ]);
    const run = runGuide(fhv, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
    expect(crossedOut(run).sort()).toEqual(['gideon', 'judith', 'leah', 'river', 'theo', 'william']);
    const shown = run.closing?.map((step) => step.step) ?? [];
    expect(shown).toContain('check_codex_2_3');
    expect(shown).not.toContain('codex_2');
  });
});
