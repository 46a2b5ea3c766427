import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { evaluate } from '../../../shared/guide/conditions.ts';
import type { Effect } from '../../../shared/guide/data/guide-data-types.ts';
import { applyEffects } from '../../../shared/guide/effects.ts';
import { indexGuide } from '../../../shared/guide/guide-index.ts';
import { list, obj, type Raw } from '../../../shared/guide/raw-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { investigator, scenarioState } from '../../../shared/guide/walk-state.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// The Drowned City, The Apiary, Investigator Defeat: „Each defeated investigator is killed“ (step
// `defeated_killed`), then `transfer_story_assets`: „If the Andy Van Nortwick or Ruby Standish
// story asset was in the deck of any investigator who was killed: … Choose a surviving
// investigator to add Andy Van Nortwick to their deck for the remainder of the campaign.“ The
// investigator just killed is no longer in play, yet still the defeated investigator the
// condition asks about (`has_card`, `investigator: defeated`).

const ROLAND = '01001';
const AGNES = '01004';
const ANDY = '11766';

describeRealData('The Apiary: Andy Van Nortwick leaves the deck of the investigator killed', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('tdc'), realPool()]);
  });

  const step = (id: string): Raw => indexGuide(guide).scenarios.get('the_apiary')?.steps.get(id)?.raw ?? {};

  it('Agnes, defeated by damage and killed with Andy in her deck: the transfer is read', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'the_apiary');
    investigator(w.state, AGNES).cards.push(ANDY);
    const played = scenarioState(w);
    if (played) Object.assign(played, { investigators: [ROLAND, AGNES], results: { [AGNES]: 'physical' } });
    applyEffects(w, list(step('defeated_killed'), 'effects') as Effect[], {}, 'tdc');
    expect(investigator(w.state, AGNES).killed).toBe(true);
    expect(evaluate(w, obj(step('transfer_story_assets'), 'condition') ?? {})?.steps).toEqual([
      'maybe_transfer_andy',
      'maybe_transfer_ruby',
    ]);
    expect(evaluate(w, obj(step('maybe_transfer_andy'), 'condition') ?? {})?.steps).toEqual(['transfer_andy']);
    expect(evaluate(w, obj(step('maybe_transfer_ruby'), 'condition') ?? {})).toBeUndefined();
  });

  it('nobody defeated: Andy stays where he is', () => {
    const w = walkerWith(guide, pool, [ROLAND, AGNES], 'the_apiary');
    investigator(w.state, AGNES).cards.push(ANDY);
    const played = scenarioState(w);
    if (played) Object.assign(played, { investigators: [ROLAND, AGNES], results: {} });
    expect(evaluate(w, obj(step('transfer_story_assets'), 'condition') ?? {})).toBeUndefined();
  });
});
