import { beforeAll, expect, it } from 'vitest';
import type { RawCampaignData } from '../../../shared/campaign/definitions/raw-campaign-data.ts';
import { guideDataOf } from '../../../shared/guide/guide-data.ts';
import type { GuideFile } from '../../../shared/guide/types.ts';
import { realCampaignData } from '../../support/guide-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// A campaign's guide as the engine reads it from arkham-cards-data (shared/guide/guide-data.ts):
// Night of the Zealot's own files, and „Return to the Night of the Zealot“, whose scenarios
// replace the originals (Return to The Gathering is The Gathering with new and changed steps).
// Every step keeps the catalogue of the file it came from, so its German text is found.

type Step = { id: string; $file: string };
const stepsOf = (data: GuideFile['data']) => (data.steps ?? []) as Step[];

describeRealData('guide data of a campaign', () => {
  let data: RawCampaignData;
  beforeAll(async () => {
    data = await realCampaignData();
  });

  it('Night of the Zealot: its three scenarios, each step marked with its file, the side stories beside', () => {
    const guide = guideDataOf(data, 'core')!;
    expect(guide.campaignId).toBe('core');
    expect(guide.scenarios.map((file) => file.data.id).sort()).toEqual(['arkham', 'tentacles', 'torch']);
    const torch = guide.scenarios.find((file) => file.data.id === 'torch')!;
    expect(new Set(stepsOf(torch.data).map((step) => step.$file))).toEqual(new Set(['campaigns/notz/torch']));
    expect(guide.sideStories?.length).toBeGreaterThan(0);
  });

  it('Return to the Night of the Zealot: Return to The Gathering takes the place of The Gathering', () => {
    const guide = guideDataOf(data, 'rtnotz')!;
    expect(guide.campaignId).toBe('rtnotz');
    const ids = guide.scenarios.map((file) => file.data.id);
    expect(ids).toContain('return_to_the_gathering');
    expect(ids).not.toContain('torch');
    const gathering = guide.scenarios.find((file) => file.data.id === 'return_to_the_gathering')!;
    const steps = stepsOf(gathering.data);
    // Steps it keeps from The Gathering read The Gathering's catalogue, its own steps its own.
    expect(steps.find((step) => step.id === 'prologue')?.$file).toBe('campaigns/notz/torch');
    expect(steps.some((step) => step.$file === 'return_campaigns/rtnotz/return_to_the_gathering')).toBe(true);
    // A step the overlay rewrites is there once.
    expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
  });

  it('a campaign the data does not have has no guide', () => {
    expect(guideDataOf(data, 'no_such_campaign')).toBeUndefined();
  });
});
