import { beforeAll, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { chooseSideStory, sideStoryName, sideStoryOffers, sideStoryTurn } from '../../../shared/guide/side-stories.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realPool } from '../../support/card-data.ts';
import { realGuide } from '../../support/guide-data.ts';
import { walkerWith } from '../../support/guide-walker.ts';
import { describeRealData } from '../../support/real-data.ts';

// Side stories between two scenarios of a campaign (shared/guide/side-stories.ts): each is
// played between scenarios for the experience printed on it — Curse of the Rougarou „costs each
// investigator 1 experience“, Carnevale of Horrors 3 — and the campaign then goes on with the
// scenario it would have played. After a campaign's last scenario none is offered.

const ROLAND = '01001';

describeRealData('side stories between scenarios (Night of the Zealot)', () => {
  let guide: GuideData;
  let pool: CardPool;
  beforeAll(async () => {
    [guide, pool] = await Promise.all([realGuide('core'), realPool()]);
  });
  const walker = (scenario: string) => walkerWith(guide, pool, [ROLAND], scenario);

  it('after The Gathering: Curse of the Rougarou for 1 XP and Carnevale of Horrors for 3, fan-made ones with their creator', () => {
    const offers = sideStoryOffers(walker('torch'));
    expect(offers.find((offer) => offer.id === 'curse_of_the_rougarou')).toMatchObject({
      name: { en: 'Curse of the Rougarou' },
      xpCost: 1,
    });
    expect(offers.find((offer) => offer.id === 'carnevale_of_horrors')?.xpCost).toBe(3);
    expect(offers.find((offer) => offer.id === 'curse_of_the_rougarou')).not.toHaveProperty('creator');
    expect(offers.filter((offer) => offer.creator).length).toBeGreaterThan(0);
  });

  it('after The Devourer Below, the campaign’s last scenario, nothing is offered', () => {
    expect(sideStoryOffers(walker('tentacles'))).toEqual([]);
  });

  it('a side story already played is not offered again', () => {
    const w = walker('arkham');
    w.state.scenarios.push({
      id: 'curse_of_the_rougarou',
      status: 'completed',
      investigators: [],
      results: {},
      replayed: 0,
    });
    expect(sideStoryOffers(w).map((offer) => offer.id)).not.toContain('curse_of_the_rougarou');
  });

  it('the chosen side story is played next, then the campaign goes on with The Midnight Masks', () => {
    const w = walker('torch');
    const offers = sideStoryOffers(w);
    expect(chooseSideStory(w, 'not_a_side_story', offers)).toBe(false);
    expect(chooseSideStory(w, 'curse_of_the_rougarou', offers)).toBe(true);
    expect(sideStoryTurn(w, 'arkham')).toEqual({ start: 'curse_of_the_rougarou' });
    w.scenario = w.index.scenarios.get('curse_of_the_rougarou');
    expect(sideStoryName(w)).toMatchObject({ en: 'Curse of the Rougarou' });
    expect(sideStoryTurn(w, undefined)).toEqual({ next: 'arkham' });
  });
});
