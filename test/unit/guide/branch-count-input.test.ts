import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { branchInput } from '../../../shared/guide/conditions.ts';
import type { Effect } from '../../../shared/guide/data/guide-data-types.ts';
import { applyEffects } from '../../../shared/guide/effects.ts';
import { indexGuide } from '../../../shared/guide/guide-index.ts';
import { list, obj } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// A branch on a log count hands the count to its option's effects, as an input would. Brethren of
// Ash, Smoke and Mirrors, Resolution 1: „Each investigator earns 1 bonus experience for each enemy
// beneath the act when the scenario ended.“ The data counts those enemies in its hidden section
// (`smoke_and_mirrors_act_enemies`) and earns the XP by an `earn_xp` without a bonus in the
// count's default option (step `earn_bonus_xp`).

describeRealData('branch on a log count: the count is the effects’ input', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('boa'), realPool()]);
  });

  const step = (id: string) => indexGuide(guide).scenarios.get('smoke_and_mirrors')?.steps.get(id)?.raw ?? {};

  it('one enemy beneath the act („Place the Servant of Flame beneath the act.“) gives 1 XP to each', () => {
    const w = walkerWith(guide, pool, ['12001', '12004'], 'smoke_and_mirrors');
    applyEffects(w, list(step('place_servant_of_flame_beneath_act'), 'effects') as Effect[], {}, 'boa');
    const condition = obj(step('earn_bonus_xp'), 'condition') ?? {};
    expect(branchInput(w, condition)).toEqual({ value: 1 });
    applyEffects(
      w,
      list(obj(condition, 'default_option') ?? {}, 'effects') as Effect[],
      branchInput(w, condition),
      'boa',
    );
    expect(w.state.investigators.map((item) => [item.code, item.xp])).toEqual([
      ['12001', 1],
      ['12004', 1],
    ]);
  });

  it('hands nothing to a branch that is not a count (a log entry: „If Miskatonic University burned“)', () => {
    const w = walkerWith(guide, pool, ['12001'], 'smoke_and_mirrors');
    expect(branchInput(w, obj(step('check_miskatonic_university_burned'), 'condition') ?? {})).toEqual({});
  });
});
