import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { applyAnswer } from '../../../shared/guide/input-answers.ts';
import { promptOf } from '../../../shared/guide/input-prompts.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { findEntry, investigator } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { AGNES, POISONED, ROLAND } from '../../support/forgotten-age-route.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Forgotten Age, Threads of Fate, Resupply Point (tfa/threads_of_fate):
// - visit_hospital / choose_to_heal_poison: „Each investigator who has a Poisoned weakness in
//   their deck may spend 3 experience points to remove that weakness from their deck.“ The data
//   charges it to the resupply points (`special_xp: resupply_points`); the printed guide to XP.
// - buy_supplies: „The number of supply points available to each investigator is based on the
//   number of investigators in the campaign“ – 2 investigators: 5 each, the same for everyone.

describeRealData('The Forgotten Age, Resupply Point: the printed costs', () => {
  let tfa: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [tfa, pool] = await Promise.all([realGuide('tfa'), realPool()]);
  });

  /** Threads of Fate with Agnes Poisoned and 5 XP each; she removes Poisoned at St. Mary's. */
  const afterHospital = () => {
    const w = walkerWith(tfa, pool, [ROLAND, AGNES], 'threads_of_fate');
    investigator(w.state, AGNES).cards.push(POISONED);
    for (const code of [ROLAND, AGNES]) investigator(w.state, code).xp = 5;
    const step = w.scenario?.steps.get('choose_to_heal_poison');
    if (!step) throw new Error('choose_to_heal_poison fehlt');
    const prompt = promptOf(w, step, 'threads_of_fate/choose_to_heal_poison', 'threads_of_fate');
    const value = { kind: 'investigator_choice' as const, choices: { [AGNES]: 'remove_poison' } };
    expect(applyAnswer(w, step, value, prompt)).not.toHaveProperty('reason');
    return w;
  };

  it('removing Poisoned costs Agnes 3 experience, not supply points', () => {
    const w = afterHospital();
    expect(investigator(w.state, AGNES).cards).not.toContain(POISONED);
    expect(investigator(w.state, AGNES).xp).toBe(2);
    expect(investigator(w.state, ROLAND).xp).toBe(5);
    expect(findEntry(w.state, 'resupply_points', AGNES)).toBeUndefined();
  });

  it('with 2 experience Agnes is not offered to remove Poisoned (it spends 3)', () => {
    const w = walkerWith(tfa, pool, [ROLAND, AGNES], 'threads_of_fate');
    investigator(w.state, AGNES).cards.push(POISONED);
    investigator(w.state, AGNES).xp = 2;
    const step = w.scenario?.steps.get('choose_to_heal_poison');
    if (!step) throw new Error('choose_to_heal_poison fehlt');
    const prompt = promptOf(w, step, 'threads_of_fate/choose_to_heal_poison', 'threads_of_fate');
    expect(prompt.choicesFor?.[AGNES]).toEqual([]);
  });

  it('afterwards both have the same supply points: 5 for 2 investigators', () => {
    const w = afterHospital();
    const step = w.scenario?.steps.get('buy_supplies');
    if (!step) throw new Error('buy_supplies fehlt');
    expect(promptOf(w, step, 'threads_of_fate/buy_supplies', 'threads_of_fate').points).toEqual({
      [ROLAND]: 5,
      [AGNES]: 5,
    });
  });
});
