import { beforeAll, expect, it } from 'vitest';
import { buildCampaignDefinitions } from '../../../shared/campaign/definitions/build-campaign-definitions.ts';
import { campaignGuideOf } from '../../../shared/guide/guide-data.ts';
import { STANDALONE_GUIDE, standaloneGuide } from '../../../shared/guide/standalone-guide.ts';
import type { GuideData } from '../../../shared/guide/types.ts';
import { realCampaignData, realGuide } from '../../support/guide-data.ts';
import { CORE_INVESTIGATORS } from '../../support/guide-random-answers.ts';
import { type Steering, steerTo } from '../../support/guide-steer.ts';
import { describeRealData } from '../../support/real-data.ts';

// Fortune and Folly as the side story it is offered as (campaigns/side: Part I „xp_cost“ 3, its
// checkpoint „The Plan“ and Part II name Part I as their `main_scenario_id`). Within a campaign
// Part I is offered between two scenarios, „Proceed to“ The Plan and Part II follow, and the
// campaign then goes on where it would have gone; The Plan and Part II are never offered alone.
// Played alone (`--standalone`) the side file gives no standalone setup: the `fof` campaign.json
// does („Choose difficulty level:“ Standard or Hard with their chaos bags), and a standalone play
// pays no side-story experience.

const GROUP = ['01001', '01002'];
const playPartOne: Steering = { ask_skip_part_1: { choice: '$no' }, ask_continue_now: { choice: 'now' } };
const HARD_BAG = ['0', '0', '-1', '-1', '-2', '-2', '-3', '-3', '-6', '-7'];

describeRealData('Fortune and Folly as a side story', () => {
  let core: GuideData;
  let side: GuideData;
  beforeAll(async () => {
    core = await realGuide('core');
    side = campaignGuideOf(await realCampaignData(), STANDALONE_GUIDE) as GuideData;
  });

  it('after The Gathering Part I is offered for 3 experience, The Plan and Part II are not', () => {
    const { run } = steerTo(core, CORE_INVESTIGATORS, GROUP, {}, (prompt) => prompt.key === 'torch/$upgrade_decks');
    const offered = run.prompt?.sideStories?.map((offer) => offer.id) ?? [];
    expect(run.prompt?.sideStories?.find((offer) => offer.id === 'fortune_and_folly_part_1')?.xpCost).toBe(3);
    expect(offered).not.toContain('fortune_and_folly_checkpoint');
    expect(offered).not.toContain('fortune_and_folly_part_2');
  });

  it('played within Night of the Zealot: Part I, The Plan, Part II, then The Midnight Masks', () => {
    const steering: Steering = {
      ...playPartOne,
      'torch/$upgrade_decks': { sideStory: 'fortune_and_folly_part_1' },
      'torch/earn_xp': { value: 5 },
    };
    const { run } = steerTo(core, CORE_INVESTIGATORS, GROUP, steering, (prompt) => prompt.scenario === 'arkham');
    expect(run.state.scenarios.map((item) => item.id)).toEqual([
      'torch',
      'fortune_and_folly_part_1',
      'fortune_and_folly_checkpoint',
      'fortune_and_folly_part_2',
      'arkham',
    ]);
    // „If you are playing Fortune and Folly as a side-story while playing The Scarlet Keys“: not
    // here, so the Part II steps „If you are playing The Scarlet Keys campaign“ bind no key.
    expect(run.state.keys ?? {}).toEqual({});
  });

  it('played alone: the fof campaign’s difficulty and bag, no side-story cost, Part I to Part II', () => {
    const guide = standaloneGuide(side, 'fortune_and_folly_part_1') as GuideData;
    const steering: Steering = {
      ...playPartOne,
      difficulty_choice: { choice: 'hard' },
      'fortune_and_folly_part_2/$play_scenario': { resolution: 'R1' },
    };
    const { run, answers } = steerTo(guide, CORE_INVESTIGATORS, GROUP, steering);
    expect(answers.map((answer) => answer.key).slice(0, 3)).toEqual([
      '$setup/$choose_investigators',
      'fortune_and_folly_part_1/difficulty_choice',
      'fortune_and_folly_part_1/ask_skip_part_1',
    ]);
    expect(run.finished).toBe(true);
    expect(run.state.difficulty).toBe('hard');
    expect(run.state.chaosBag.slice(0, 10)).toEqual(HARD_BAG);
    expect(run.state.scenarios.map((item) => [item.id, item.status])).toEqual([
      ['fortune_and_folly_part_1', 'completed'],
      ['fortune_and_folly_checkpoint', 'completed'],
      ['fortune_and_folly_part_2', 'completed'],
    ]);
    // Part I's „xp_cost“ step („earn_xp“ −3, `side_scenario_cost`) is a campaign's price only.
    expect(run.state.investigators.map((item) => item.xp)).toEqual([0, 0]);
  });

  it('the side definition gives the standalone play Fortune and Folly’s two chaos bags', async () => {
    const definition = buildCampaignDefinitions(await realCampaignData()).find((item) => item.id === 'side');
    const part1 = definition?.scenarios.find((item) => item.id === 'fortune_and_folly_part_1');
    expect(Object.keys(part1?.chaosBags ?? {})).toEqual(['standard', 'hard']);
    expect(part1?.chaosBags?.hard?.slice(0, 10)).toEqual(HARD_BAG);
  });
});
