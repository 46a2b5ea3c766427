import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideAnswer, GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { AGNES, answer, ROLAND, ROLAND_AND_AGNES, toRestlessNights } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, Interlude I „Restless Nights“, tfa_interlude1/eat_provisions: „The
// investigators, as a group, must cross off one provisions per investigator from their supplies.
// For each provisions they cannot cross off, choose an investigator to read Low on Rations.“
// Low on Rations: „You begin the next scenario with 3 fewer resources.“ (hidden log
// `eztli_fewer_resources`, the readers' names).
// Both bring a blanket, so nobody is asked about Tossing and Turning's trauma.

const KEY = 'tfa_interlude1/eat_provisions';
const BASE_ROLAND = { blanket: 1, pendant: 1 };
const BASE_AGNES = { blanket: 1, canteen: 1, binoculars: 1 };

describeRealData('The Forgotten Age, Restless Nights: provisions are crossed off as a group', () => {
  let tfa: GuideData;
  beforeAll(async () => {
    tfa = await realGuide('tfa');
  });

  /** Roland and Agnes with these provisions each, then the answer to eat_provisions. */
  const eat = (roland: number, agnes: number, investigators: string[], readers?: string[]) => {
    const start: GuideAnswer[] = toRestlessNights(
      { ...BASE_ROLAND, provisions: roland, medicine: roland === 2 ? 0 : 1 },
      { ...BASE_AGNES, provisions: agnes },
    );
    return runGuide(
      tfa,
      [...start, answer(KEY, { kind: 'use_supplies', investigators, ...(readers ? { readers } : {}) })],
      ROLAND_AND_AGNES,
    );
  };
  const readers = (run: GuideRun) =>
    run.state.sections.find((item) => item.id === 'hidden')?.entries.find((item) => item.id === 'eztli_fewer_resources')
      ?.cards ?? [];
  const provisions = (run: GuideRun, code: string) =>
    run.state.investigators.find((item) => item.code === code)?.supplies.supplies?.provisions;

  it('asks the group for one provisions per investigator: 2', () => {
    const run = runGuide(tfa, toRestlessNights({ ...BASE_ROLAND, provisions: 2 }, BASE_AGNES), ROLAND_AND_AGNES);
    expect(run.prompt).toMatchObject({ key: KEY, kind: 'use_supplies', needed: 2, held: { [ROLAND]: 2, [AGNES]: 0 } });
  });

  it('two of Roland’s provisions feed both: nobody reads Low on Rations', () => {
    const run = eat(2, 0, [ROLAND, ROLAND]);
    expect(run.problem).toBeUndefined();
    expect(provisions(run, ROLAND)).toBe(0);
    expect(readers(run)).toEqual([]);
    expect(run.prompt?.shown.map((step) => step.step)).not.toContain('low_on_rations');
  });

  it('one provisions short: the group chooses Roland (who crossed his off) to read Low on Rations', () => {
    const run = eat(1, 0, [ROLAND], [ROLAND]);
    expect(run.problem).toBeUndefined();
    expect(readers(run)).toEqual([ROLAND]);
    expect(run.prompt?.shown.map((step) => step.step)).toEqual(expect.arrayContaining(['low_on_rations']));
  });

  it('without a choice of reader, the one who crossed off nothing reads it', () => {
    expect(readers(eat(1, 0, [ROLAND]))).toEqual([AGNES]);
  });

  it('refuses crossing off fewer than the group can, more than one holds, or the wrong number of readers', () => {
    expect(eat(2, 0, [ROLAND], [AGNES]).problem).toMatchObject({ code: 'answer_invalid', reason: 'too_few' });
    expect(eat(1, 0, [ROLAND, ROLAND]).problem).toMatchObject({ code: 'answer_invalid', reason: 'unknown_supply' });
    expect(eat(1, 0, [ROLAND], []).problem).toMatchObject({ code: 'answer_invalid', reason: 'too_few' });
    expect(eat(1, 0, [ROLAND], [ROLAND, AGNES]).problem).toMatchObject({ code: 'answer_invalid', reason: 'too_many' });
    expect(eat(1, 1, [ROLAND, AGNES], [AGNES]).problem).toMatchObject({ code: 'answer_invalid', reason: 'too_many' });
  });
});
