import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { AGNES, answer, ROLAND, TFA_GROUP, toRestlessNights } from '../../support/forgotten-age-route.ts';
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
    const run = runGuide(tfa, toRestlessNights(), TFA_GROUP);
    expect(run.problem).toBeUndefined();
    expect(shownSteps(run)).toEqual(expect.arrayContaining(['restful_sleep', 'no_ill_effects', 'tossing_and_turning']));
  });

  it('check_blanket: with a blanket each, all read Restful Sleep and nobody Tossing and Turning', () => {
    const run = runGuide(
      tfa,
      toRestlessNights(undefined, { provisions: 1, blanket: 1, map: 1, pendant: 1 }),
      TFA_GROUP,
    );
    expect(run.problem).toBeUndefined();
    expect(shownSteps(run)).toContain('restful_sleep');
    expect(shownSteps(run)).not.toContain('tossing_and_turning');
  });

  it('check_poison_spreads: the still Poisoned Agnes suffers 1 physical trauma, Roland nothing', () => {
    const start = toRestlessNights();
    const blanket = runGuide(tfa, start, TFA_GROUP);
    // Answer whatever Tossing and Turning asks of Agnes, then the provisions, lookout and medicine.
    const answers = [...start];
    if (blanket.prompt?.step === '$mental_or_physical')
      answers.push(answer(blanket.prompt.key, { kind: 'investigator_choice', choices: { [AGNES]: 'mental' } }));
    answers.push(
      answer('tfa_interlude1/eat_provisions', { kind: 'use_supplies', investigators: [ROLAND, AGNES] }),
      answer('tfa_interlude1/choose_lookout', { kind: 'investigator_choice', choices: { [ROLAND]: 'chosen' } }),
      answer('tfa_interlude1/use_medicine', { kind: 'use_supplies', investigators: [] }),
    );
    const run = runGuide(tfa, answers, TFA_GROUP);
    expect(run.problem).toBeUndefined();
    const medicine = run.applied.at(-1)?.effects ?? [];
    expect(medicine).toContainEqual({ type: 'trauma', investigator: AGNES, physical: 1, mental: 0 });
    expect(medicine.filter((effect) => effect.type === 'trauma' && effect.investigator === ROLAND)).toEqual([]);
    expect(run.prompt?.shown.map((step) => step.step)).toContain('poison_spreads');
  });
});
