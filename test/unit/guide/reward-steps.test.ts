import { beforeAll, expect, it } from 'vitest';
import { reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { rewardOfStep } from '../../../shared/guide/reward-steps.ts';
import type { GuideData, GuideRun } from '../../../shared/guide/types.ts';
import { realGuide } from '../../support/guide-data.ts';
import { randomWalk } from '../../support/guide-random-answers.ts';
import { describeRealData } from '../../support/real-data.ts';
import { Journal } from '../campaign/journal-builder.ts';

// Grimoire „Belohnungskarten“ (grimoire-de.md line 2374): „Sobald die Kampagnenregeln den Spielern
// mitteilen, dass sie eine Belohnungskarte verdient haben (meist durch den Text einer Auflösung
// …), wird die Karte der Sammlung der Spielerkarten hinzugefügt.“ Brethren of Ash, Queen of Ash:
// Resolutions 1, 2 and 3 each read step `collector_reward` — "The investigators have earned the
// Collector campaign reward card." — and no resolution does not. The guide then unlocks 12181.

const rewardsOf = (run: GuideRun) =>
  [...run.initial, ...run.applied.flatMap((bucket) => bucket.effects)].filter(
    (effect) => effect.type === 'reward_unlocked',
  );
const resolutionOf = (run: GuideRun) => run.state.scenarios.find((item) => item.id === 'queen_of_ash')?.resolution;

describeRealData('the guide unlocks the reward card its resolution names', () => {
  let boa: GuideData;
  beforeAll(async () => {
    boa = await realGuide('boa');
  });

  it('names Collector (12181) for Queen of Ash step collector_reward only', () => {
    expect(rewardOfStep('queen_of_ash', 'collector_reward')).toBe('12181');
    expect(rewardOfStep('smoke_and_mirrors', 'collector_reward')).toBeUndefined();
    expect(rewardOfStep(undefined, 'collector_reward')).toBeUndefined();
  });

  it('walks Queen of Ash to each resolution: R1–R3 unlock Collector once, no resolution does not', () => {
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 40 && seen.size < 4; seed++) {
      const { run } = randomWalk(boa, seed);
      expect(run.problem, `seed ${seed}`).toBeUndefined();
      const resolution = resolutionOf(run);
      if (!resolution) continue;
      seen.set(resolution, rewardsOf(run).length);
      expect(rewardsOf(run), `seed ${seed}, ${resolution}`).toEqual(
        resolution === 'no_resolution' ? [] : [{ type: 'reward_unlocked', card: '12181' }],
      );
    }
    expect([...seen.keys()].sort()).toEqual(['R1', 'R2', 'R3', 'no_resolution']);
  });

  it('a guide answer carrying the effect unlocks the card in the campaign state', () => {
    const journal = Journal.notz().add({
      type: 'guide_answered',
      payload: {
        guide: { id: 'boa', version: 0 },
        index: 0,
        answer: { key: 'queen_of_ash/$resolution', value: { kind: 'choose_one', choice: 'R1' } },
        effects: [{ type: 'reward_unlocked', card: '12181' }],
      },
    });
    expect(reduceCampaign(journal.entries).rewards).toEqual(['12181']);
  });
});
