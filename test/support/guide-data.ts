import { readCampaignDataFolder } from '../../core/services/campaign-data-folder.ts';
import type { RawCampaignData } from '../../shared/campaign/definitions/raw-campaign-data.ts';
import { guideDataOf } from '../../shared/guide/guide-data.ts';
import type { GuideData } from '../../shared/guide/types.ts';
import { ARKHAM_CARDS_DATA } from './real-data.ts';

// The real campaign guides from ../shared/data, read once per test file.

let cached: Promise<RawCampaignData> | undefined;

export function realCampaignData(): Promise<RawCampaignData> {
  cached ??= readCampaignDataFolder(ARKHAM_CARDS_DATA, () => {});
  return cached;
}

export async function realGuide(id: string): Promise<GuideData> {
  const guide = guideDataOf(await realCampaignData(), id);
  if (!guide) throw new Error(`Kein Leitfaden für ${id}`);
  return guide;
}
