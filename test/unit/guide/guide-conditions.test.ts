import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { evaluate } from '../../../shared/guide/conditions.ts';
import { indexGuide } from '../../../shared/guide/guide-index.ts';
import { list, obj } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// Investigator conditions read the investigators' traits from the card data: in The Circle
// Undone's „In the Clutches of Chaos“, Anette Mason can be put under arrest only by a group with
// a Detective, Police or Agency investigator.

const ROLAND = '01001'; // Agency. Detective.
const AGNES = '01004'; // Sorcerer.

describeRealData('guide conditions on investigator traits (card data)', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('tcu'), realPool()]);
  });

  const underArrest = () => {
    const step = indexGuide(guide).scenarios.get('in_the_clutches_of_chaos')?.steps.get('choose_anettes_fate');
    const choice = list(obj(step?.raw ?? {}, 'input') ?? {}, 'choices').find((raw) => raw.id === 'under_arrest');
    return obj(choice ?? {}, 'condition') ?? {};
  };

  it('a group with Roland Banks (Agency, Detective) may arrest Anette Mason', () => {
    expect(evaluate(walkerWith(guide, pool, [ROLAND, AGNES]), underArrest())).toEqual({ condition: 'Detective' });
  });

  it('a group of Agnes Baker alone (Sorcerer) may not', () => {
    expect(evaluate(walkerWith(guide, pool, [AGNES]), underArrest())).toBeUndefined();
  });
});
