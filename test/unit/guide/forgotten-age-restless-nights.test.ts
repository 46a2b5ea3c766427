import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { AGNES, answer, ROLAND, ROLAND_AND_AGNES, toRestlessNights } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, Interlude I „Restless Nights“, checks per investigator:
// - tfa_interlude1/check_blanket: „Check your supplies to see which investigators have a blanket.“
//   Each investigator with a blanket reads Restful Sleep („You suffer no ill effects.“), each
//   without reads Tossing and Turning – Roland brought a blanket, Agnes did not.
// - tfa_interlude1/check_poison_spreads: „Each investigator who still has a Poisoned weakness in
//   their deck reads The Poison Spreads“ – „suffers 1 physical trauma“: Agnes, not Roland.

const shownSteps = (run: GuideRun) => run.prompt?.shown.map((step) => step.step) ?? [];

describeRealData('The Forgotten Age, Restless Nights: each investigator reads the section that fits them', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });

  it('check_blanket: Roland (blanket) reads Restful Sleep, Agnes (none) reads Tossing and Turning', () => {
    const run = runGuide(tfa, toRestlessNights(), ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(shownSteps(run)).toEqual(expect.arrayContaining(['restful_sleep', 'no_ill_effects', 'tossing_and_turning']));
  });

  it('check_blanket: with a blanket each, all read Restful Sleep and nobody Tossing and Turning', () => {
    const run = runGuide(
      tfa,
      toRestlessNights(undefined, { provisions: 1, blanket: 1, map: 1, pendant: 1 }),
      ROLAND_AND_AGNES,
    );
    expect(run.problem).toBeUndefined();
    expect(shownSteps(run)).toContain('restful_sleep');
    expect(shownSteps(run)).not.toContain('tossing_and_turning');
  });

  it('check_poison_spreads: the still Poisoned Agnes suffers 1 physical trauma, Roland nothing', () => {
    const answers = [
      ...toRestlessNights(),
      answer('tfa_interlude1/$mental_or_physical', { kind: 'investigator_choice', choices: { [AGNES]: 'mental' } }),
      answer('tfa_interlude1/eat_provisions', { kind: 'use_supplies', investigators: [ROLAND, AGNES] }),
      answer('tfa_interlude1/choose_lookout', { kind: 'investigator_choice', choices: { [ROLAND]: 'chosen' } }),
      answer('tfa_interlude1/use_medicine', { kind: 'use_supplies', investigators: [] }),
    ];
    const run = runGuide(tfa, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    const medicine = run.applied.at(-1)?.effects ?? [];
    expect(medicine).toContainEqual({ type: 'trauma', investigator: AGNES, physical: 1, mental: 0 });
    expect(medicine.filter((effect) => effect.type === 'trauma' && effect.investigator === ROLAND)).toEqual([]);
    expect(run.prompt?.shown.map((step) => step.step)).toContain('poison_spreads');
  });
});

// Tossing and Turning: „Each investigator who reads this suffers 1 physical or mental trauma (your
// choice)“ (the data: `trauma`, `mental_or_physical: 1`) – each who reads it chooses.
describeRealData('The Forgotten Age, Tossing and Turning: 1 physical or mental trauma, each reader’s choice', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });
  const trauma = (run: GuideRun, code: string) => {
    const found = run.state.investigators.find((item) => item.code === code);
    return { physical: found?.physical, mental: found?.mental };
  };
  const choose = (choices: Record<string, string>) =>
    runGuide(
      tfa,
      [...toRestlessNights(), answer('tfa_interlude1/$mental_or_physical', { kind: 'investigator_choice', choices })],
      ROLAND_AND_AGNES,
    );

  it('asks Agnes (no blanket), not Roland, to choose physical or mental trauma', () => {
    const run = runGuide(tfa, toRestlessNights(), ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.prompt).toMatchObject({
      key: 'tfa_interlude1/$mental_or_physical',
      kind: 'investigator_choice',
      investigators: [AGNES],
      choicesFor: { [AGNES]: ['physical', 'mental'] },
    });
    expect(run.prompt?.choices?.map((choice) => choice.id)).toEqual(['physical', 'mental']);
  });

  it('Agnes choosing mental suffers 1 mental trauma (her 1 physical from The Untamed Wilds stays)', () => {
    const run = choose({ [AGNES]: 'mental' });
    expect(run.problem).toBeUndefined();
    expect(trauma(run, AGNES)).toEqual({ physical: 1, mental: 1 });
    expect(trauma(run, ROLAND)).toEqual({ physical: 0, mental: 0 });
    expect(run.prompt?.step).toBe('eat_provisions');
  });

  it('Agnes choosing physical suffers 1 physical trauma', () => {
    expect(trauma(choose({ [AGNES]: 'physical' }), AGNES)).toEqual({ physical: 2, mental: 0 });
  });

  it('refuses an answer without Agnes’s choice, or one naming Roland', () => {
    expect(choose({}).problem).toMatchObject({ code: 'answer_invalid', reason: 'too_few' });
    expect(choose({ [AGNES]: 'mental', [ROLAND]: 'mental' }).problem).toMatchObject({
      code: 'answer_invalid',
      reason: 'unknown_investigator',
    });
    expect(choose({ [AGNES]: 'both' }).problem).toMatchObject({ code: 'answer_invalid', reason: 'unknown_choice' });
  });
});
