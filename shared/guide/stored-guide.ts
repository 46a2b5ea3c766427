import type { RawCatalog } from '../campaign/definitions/german-dictionary.ts';
import type { RawCampaignData } from '../campaign/definitions/raw-campaign-data.ts';
import { guideDataOf } from './guide-data.ts';
import { GUIDED_CAMPAIGNS } from './supported-campaigns.ts';
import type { GuideData } from './types.ts';

// A guided campaign's guide as the app stores it beside the campaign definitions: the guide data
// and the German catalogs of its files (campaign folder, and the base folder of a Return-to).

export interface StoredGuide {
  guide: GuideData;
  catalogs: RawCatalog[];
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

export function storedGuides(data: RawCampaignData): StoredGuide[] {
  return GUIDED_CAMPAIGNS.flatMap((id) => {
    const guide = guideDataOf(data, id);
    if (!guide) return [];
    const folders = new Set([guide.campaign, ...guide.scenarios].map((file) => folderOf(file.file)));
    const catalogs = data.catalogs.filter((catalog) => {
      const name = catalog.path.replace(/^(?:.*\/)?i18n\/de\//, '').replace(/\.po$/, '');
      return folders.has(folderOf(name)) || name === 'encounter_sets';
    });
    return [{ guide, catalogs }];
  });
}
