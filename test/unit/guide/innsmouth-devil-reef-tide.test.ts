import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { IN_TOO_DEEP, ROLAND, ROLAND_AND_AGNES, TO_IN_TOO_DEEP } from '../../support/guide-scripts/innsmouth-script.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Innsmouth Conspiracy, Devil Reef, Resolution 1: where the tide has not yet grown stronger,
// the group is asked „Did you reach Resolution 1 by advancing Agenda 2b?“ (a yes records „the tide
// has grown stronger“). The data writes it as a multi condition: Resolution 1 AND „the tide has
// grown stronger“ not recorded (`boolCondition: false`) – a sub-condition holds when its option is
// picked, also the option for „not recorded“.

describeRealData('The Innsmouth Conspiracy: Devil Reef asks whether the tide has grown stronger', () => {
  let tic: GuideData;
  beforeAll(async () => {
    tic = await realGuide('tic');
  });

  it('Resolution 1 with the tide not yet stronger asks the question', () => {
    const answers = engineAnswers(tic, ROLAND_AND_AGNES, [
      ...TO_IN_TOO_DEEP,
      ...IN_TOO_DEEP,
      { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
    ]);
    const run = runGuide(tic, answers, ROLAND_AND_AGNES);
    expect(run.problem).toBeUndefined();
    expect(run.prompt).toMatchObject({ key: 'devil_reef/ask_tide_has_grown_stronger', kind: 'choose_one' });
  });
});
