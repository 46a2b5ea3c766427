import { beforeAll, expect, it } from 'vitest';
import { runGuide } from '../../../shared/guide/run-guide.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { engineAnswers } from '../../support/guide-scripts/engine-answers.ts';
import {
  AGNES,
  DOOM_OF_EZTLI,
  EXPEDITIONS_END,
  PROLOGUE,
  RESTLESS_NIGHTS,
  RESUPPLY,
  RTTFA_GROUP,
  THREADS_OF_FATE,
  UNTAMED_WILDS,
  URSULA,
} from '../../support/guide-scripts/return-to-forgotten-age-script.ts';
import { describeRealData } from '../../support/real-data.ts';

// Return to Threads of Fate, Resupply Point (return_campaigns/rttfa/return_to_threads_of_fate):
// „Each investigator earns 1 additional experience for each act 1, act 2, or act 3 card that was
// completed … it must be spent to remove poison or cure trauma, or it must be converted to supply
// points“; „experience earned from completing acts will be spent first“. St. Mary's: „Each
// investigator may spend 5 experience points to remove physical or mental trauma“. „Each
// investigator may convert up to 10 of their experience into supply points, at a rate of 1 supply
// point for every 2 experience converted.“ „Each investigator can purchase 5 points worth of
// supplies“ (two investigators) – and the points converted. Act experience left after that is
// gone: „This additional experience cannot be spent to purchase cards“, and converting is „the
// last opportunity to spend the experience earmarked for "resupply"“.

const TO_THE_RESUPPLY = [
  ...PROLOGUE,
  ...UNTAMED_WILDS,
  ...RESTLESS_NIGHTS,
  ...DOOM_OF_EZTLI,
  ...EXPEDITIONS_END,
  ...THREADS_OF_FATE,
];

describeRealData('Return to Threads of Fate, Resupply Point: trauma and supply points cost experience', () => {
  let guide: GuideData;
  beforeAll(async () => {
    guide = await realGuide('rttfa');
  });
  /** The walk with the first `count` answers of the Resupply Point given. */
  const upTo = (count: number): GuideRun =>
    runGuide(guide, engineAnswers(guide, RTTFA_GROUP, [...TO_THE_RESUPPLY, ...RESUPPLY.slice(0, count)]), RTTFA_GROUP);
  const actXp = (run: GuideRun, code: string) =>
    run.state.sections.find((section) => section.id === 'resupply_points')?.entries.find((item) => item.id === code)
      ?.count;
  const inv = (run: GuideRun, code: string) => run.state.investigators.find((item) => item.code === code);

  it('a/b 3, c/d 1, e/f 0, g/h 3: 7 act experience each', () => {
    const run = upTo(0);
    expect([actXp(run, URSULA), actXp(run, AGNES)]).toEqual([7, 7]);
  });

  it('Ursula removes her mental trauma for 5 of her act experience', () => {
    const run = upTo(3);
    expect(inv(run, URSULA)).toMatchObject({ mental: 0, xp: 12 });
    expect(actXp(run, URSULA)).toBe(2);
  });

  it('converting 2 and 3 supply points: act experience first, then experience; 7 and 8 points to buy', () => {
    const run = upTo(4);
    expect(actXp(run, URSULA)).toBe(0);
    expect(inv(run, URSULA)?.xp).toBe(10);
    expect(inv(run, AGNES)?.xp).toBe(11);
    expect(run.prompt).toMatchObject({ step: 'buy_supplies', points: { [URSULA]: 7, [AGNES]: 8 } });
  });

  it('„the last opportunity to spend the experience earmarked for "resupply"“: Agnes\'s 1 act experience left is gone, not kept', () => {
    const before = upTo(3);
    // Agnes converts 3 supply points (6 experience) of her 7 act experience: 1 is left over.
    expect(actXp(before, AGNES)).toBe(7);
    const run = upTo(4);
    expect(actXp(run, AGNES)).toBe(0);
    // Her experience to spend on cards stays as it was: the leftover never becomes experience.
    expect(inv(run, AGNES)?.xp).toBe(inv(before, AGNES)?.xp);
    expect(run.applied.at(-1)?.effects).toContainEqual({
      type: 'log_count',
      section: 'resupply_points',
      id: AGNES,
      value: 0,
    });
  });
});
