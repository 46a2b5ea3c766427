import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideContext, GuideData } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { AGNES, DOOM_LOST, DOOM_WON, ROLAND, TO_THE_DOOM } from '../../support/guide-scripts/drowned-city-script.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Drowned City, The Doom of Arkham Part II, no resolution: „Cthulhu annihilated the city of
// Arkham.“ „The investigators, along with everyone else in Arkham, are killed.“ „The
// investigators lose the campaign.“ – and the guide goes on to the Epilogue (`setup_epilogue`),
// whose first part is read only then: „If Cthulhu annihilated the city of Arkham“ (`intro_1`,
// „It has been nearly two months since the destruction of Arkham“). A lost campaign whose
// investigators are all killed still reads the epilogue the guide names.

/** Printed health and sanity: Roland 9/5, Agnes 6/8. */
const GROUP: GuideContext = {
  investigators: { [ROLAND]: { health: 9, sanity: 5 }, [AGNES]: { health: 6, sanity: 8 } },
};

describeRealData('The Doom of Arkham lost: the Epilogue is still read', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('tdc');
  });

  it('no resolution: every investigator killed, the campaign lost, then „the destruction of Arkham“', () => {
    const run = runGuide(guide, engineAnswers(guide, GROUP, [...TO_THE_DOOM, DOOM_LOST]), GROUP);
    expect(run.problem).toBeUndefined();
    expect(run.finished).toBe(true);
    expect(run.state.result).toBe('lose');
    expect(run.state.investigators.every((item) => item.killed)).toBe(true);
    expect((run.closing ?? []).map((step) => `${step.scenario}/${step.step}`)).toContain('tdc_epilogue/intro_1');
  });

  it('Resolution 1: „Cthulhu was driven away“, the second part of the Epilogue', () => {
    const run = runGuide(guide, engineAnswers(guide, GROUP, [...TO_THE_DOOM, ...DOOM_WON]), GROUP);
    expect(run.state.result).toBe('win');
    const closing = (run.closing ?? []).map((step) => `${step.scenario}/${step.step}`);
    expect(closing).toContain('tdc_epilogue/intro_2');
    expect(closing).not.toContain('tdc_epilogue/intro_1');
  });
});
