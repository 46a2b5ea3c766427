import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import {
  DEVIL_REEF_TO_HIGH_GEAR,
  IN_TOO_DEEP,
  LIGHT_AND_LAIR,
  ROLAND_AND_AGNES,
  TO_IN_TOO_DEEP,
} from '../../support/guide-scripts/innsmouth-script.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Innsmouth Conspiracy, In Too Deep, Flashback VIII: „Choose and remove one of the following
// chaos tokens from the chaos bag for the remainder of the campaign ([cultist], [tablet], or
// [elder_thing]).“ Each of the three is a choice of its own; removing [elder_thing] removes one
// elder thing token and leaves the cultist tokens. Into the Maelstrom, Flashback XIV: „Help Agent
// Harper complete her mission.“ or „Defy Agent Harper.“ – two choices as well.

describeRealData('The Innsmouth Conspiracy: Flashbacks VIII and XIV offer each printed choice', () => {
  let tic: GuideData;
  beforeAll(async () => {
    tic = await realGuide('tic');
  });
  const toTheChoice = () =>
    engineAnswers(tic, ROLAND_AND_AGNES, [...TO_IN_TOO_DEEP, { step: '$play_scenario', branch: 'flashback_8' }]);
  const count = (bag: string[], token: string) => bag.filter((item) => item === token).length;

  it('offers three different choices', () => {
    const run = runGuide(tic, toTheChoice(), ROLAND_AND_AGNES);
    expect(run.prompt?.step).toBe('flashback_8_choice');
    expect(new Set(run.prompt?.choices?.map((choice) => choice.id)).size).toBe(3);
  });

  it('removing [elder_thing] takes one elder thing token out, no cultist', () => {
    const before = runGuide(tic, toTheChoice(), ROLAND_AND_AGNES).state.chaosBag;
    const elderThing = runGuide(tic, toTheChoice(), ROLAND_AND_AGNES).prompt?.choices?.[2]?.id ?? '';
    const run = runGuide(
      tic,
      [...toTheChoice(), { key: 'in_too_deep/flashback_8_choice', value: { kind: 'choose_one', choice: elderThing } }],
      ROLAND_AND_AGNES,
    );
    expect(run.problem).toBeUndefined();
    expect(count(run.state.chaosBag, 'elder_thing')).toBe(count(before, 'elder_thing') - 1);
    expect(count(run.state.chaosBag, 'cultist')).toBe(count(before, 'cultist'));
  });

  it('Flashback XIV offers to help Agent Harper and to defy her as two choices', () => {
    const answers = engineAnswers(tic, ROLAND_AND_AGNES, [
      ...TO_IN_TOO_DEEP,
      ...IN_TOO_DEEP,
      ...DEVIL_REEF_TO_HIGH_GEAR,
      ...LIGHT_AND_LAIR,
      { step: '$play_scenario', branch: 'flashback_14' },
    ]);
    const run = runGuide(tic, answers, ROLAND_AND_AGNES);
    expect(run.prompt?.step).toBe('flashback_14_choice');
    expect(new Set(run.prompt?.choices?.map((choice) => choice.id)).size).toBe(2);
  });
});
