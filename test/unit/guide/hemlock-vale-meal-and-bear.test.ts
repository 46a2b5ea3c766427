import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import {
  AGNES,
  FIRST_EVENING,
  PRELUDE,
  ROLAND,
  ROLAND_AND_AGNES,
  SETUP,
  TO_SECOND_DAY,
  WRITTEN_IN_ROCK,
} from '../../support/guide-scripts/hemlock-vale-script.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Feast of Hemlock Vale: guide steps that name an investigator recorded earlier.
// - dawn_of_the_second_day/check_hemlock_curse: „Check your Campaign Log. Each investigator who
//   finished their meal must read The Hemlock Curse“ – „Search the Day of Rain encounter set for
//   The Hemlock Curse weakness and add it to your deck.“ (10685); check_gnawing_hunger: each who
//   did not reads Gnawing Hunger – „Suffer 1 physical trauma.“ Roland finished his meal, Agnes
//   stopped: the curse is Roland's alone, the trauma Agnes' alone.
// - the_twisted_hollow/bear_physical_trauma: codex Σ „Choose the bravest investigator to read the
//   following“ … „You must either: Suffer 1 physical trauma and take 1 direct damage“ – the
//   bravest investigator (Roland) suffers it, nobody else.

// - dawn_of_the_second_day, codex 17 „The Curse“: the reader earns „2 bonus experience“; „Because
//   you already have a copy of Hemlock Curse in your deck“ (the meal) → start_with_hemlock_curse,
//   else „Search the set-aside Day of Rain encounter set for the Hemlock Curse weakness and add it
//   to your deck“ (reader_gets_hemlock_curse: the reader the log records).

const investigator = (run: GuideRun, code: string) => run.state.investigators.find((item) => item.code === code);

describeRealData('The Feast of Hemlock Vale: the meal and the bear reach the investigator the log names', () => {
  let fhv: GuideData;
  beforeAll(async () => {
    fhv = await realGuide('fhv');
  });

  it('check_hemlock_curse / check_gnawing_hunger: Roland (ate) gets The Hemlock Curse, Agnes (stopped) 1 physical trauma', () => {
    const answers = engineAnswers(fhv, ROLAND_AND_AGNES, [
      ...TO_SECOND_DAY,
      { step: '$fatigue_tokens_1', choice: '0' },
      { step: '$fatigue_tokens_2', choice: '-2' },
    ]);
    const run = runGuide(fhv, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.key).toBe('dawn_of_the_second_day/$play_scenario');
    expect(investigator(run, ROLAND)?.cards).toContain('10685');
    expect(investigator(run, AGNES)?.cards).not.toContain('10685');
    // Agnes so far: 1 mental trauma (defeated by horror in the prelude), no physical before this.
    expect(investigator(run, AGNES)).toMatchObject({ physical: 1, mental: 1 });
    // Roland: only the bear's 1 physical trauma (codex Σ), no Gnawing Hunger.
    expect(investigator(run, ROLAND)).toMatchObject({ physical: 1, mental: 0 });
  });

  it.each([
    [AGNES, ['explain_reader_gets_hemlock_curse'], 1],
    [ROLAND, ['start_with_hemlock_curse'], 1],
  ] as const)('codex 17 read by %s: the curse for one without it, none twice', (reader, shown, copies) => {
    const answers = engineAnswers(fhv, ROLAND_AND_AGNES, [
      ...TO_SECOND_DAY,
      { step: '$fatigue_tokens_1', choice: '0' },
      { step: '$fatigue_tokens_2', choice: '-2' },
      { step: '$play_scenario', branch: 'codex' },
      { step: 'codex', choice: 'codex 17' },
      { step: 'ask_codex_17_investigator', choices: { [reader]: 'read' } },
    ]);
    const run = runGuide(fhv, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.prompt?.shown.map((step) => step.step)).toEqual(expect.arrayContaining([...shown, 'you_bonus_xp']));
    expect(investigator(run, reader)?.cards.filter((card) => card === '10685')).toHaveLength(copies);
    // „You (and only you) earn 2 bonus experience“, kept as unspent experience until the next scenario.
    const unspent = run.state.sections.find((section) => section.id === 'unspect_xp')?.entries;
    expect(unspent?.find((entry) => entry.id === reader)?.count).toBe(2);
  });

  it('bear_physical_trauma: the bravest investigator, Roland, suffers 1 physical trauma', () => {
    const answers = engineAnswers(fhv, ROLAND_AND_AGNES, [
      ...SETUP,
      ...PRELUDE,
      ...WRITTEN_IN_ROCK,
      ...FIRST_EVENING,
      { step: 'decide_intro', choice: 'truth' },
      { step: '$play_scenario', branch: 'codex' },
      { step: 'codex', choice: 'codex_sigma' },
      { step: 'choose_bravest_investigator', choices: { [ROLAND]: 'brave' } },
      { step: 'ask_trauma_choice', choice: 'physical' },
    ]);
    const run = runGuide(fhv, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(investigator(run, ROLAND)?.physical).toBe(1);
    expect(investigator(run, AGNES)?.physical ?? 0).toBe(0);
  });
});
