import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import {
  INNER_CIRCLE,
  ROLAND_AND_AGNES,
  TO_THE_INNER_CIRCLE,
} from '../../support/guide-scripts/circle-undone-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Circle Undone, Interlude III „The Inner Circle“, giving Mr. Sanford everything: „Cross off
// each memento listed under “Mementos Discovered” in your Campaign Log.“ The group found
// Mesmerizing Flute (The Witching Hour, Resolution 4), Gilman's Journal, Keziah's Formulae, Worn
// Crucifix (The Secret Name, Resolution 2), Corn Husk Doll and Wisp of Spectral Mist (The Wages of
// Sin, Resolution 1) – Ritual Components and Scrap of Torn Shadow were never listed.

describeRealData('The Circle Undone: giving away the mementos crosses off those listed', () => {
  let tcu: GuideData;
  beforeAll(async () => {
    tcu = await realGuide('tcu');
  });

  it('each listed memento is crossed off, and none is added', () => {
    const answers = engineAnswers(tcu, ROLAND_AND_AGNES, [...TO_THE_INNER_CIRCLE, INNER_CIRCLE[0] as object]);
    const run = runGuide(tcu, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    const mementos = run.state.sections.find((section) => section.id === 'mementos')?.entries ?? [];
    expect(mementos.map((entry) => [entry.id, entry.crossedOut])).toEqual([
      ['mesmerizing_flute', true],
      ['gilmans_journal', true],
      ['keziahs_formulae', true],
      ['worn_crucific', true],
      ['corn_husk_doll', true],
      ['wisp_of_spectral_mist', true],
    ]);
  });
});
