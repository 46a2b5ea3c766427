import type { RawCatalog } from '../campaign/definitions/german-dictionary.ts';
import type { RawCampaignData } from '../campaign/definitions/raw-campaign-data.ts';
import { guideDataOf } from './guide-data.ts';
import { GUIDED_CAMPAIGNS } from './supported-campaigns.ts';
import { type EncounterSetEntry, encounterSetEntries } from './text/encounter-set-names.ts';
import { guideCatalogsFor, guideEncounterSets } from './text/guide-catalogs-for.ts';
import type { GuideData } from './types.ts';

// A guided campaign's guide as the app stores it beside the campaign definitions: the guide data,
// the German catalogs of its files (campaign folder, the base folder of a Return-to, and the
// translations it borrows from other campaigns' catalogs) and its encounter sets' English names.

export interface StoredGuide {
  guide: GuideData;
  catalogs: RawCatalog[];
  /** Code and English name of each encounter set the guide's setups list (translated by the catalogs). */
  encounterSets?: EncounterSetEntry[];
}

export function storedGuides(data: RawCampaignData): StoredGuide[] {
  const allSets = encounterSetEntries(data.encounterSets?.json);
  return GUIDED_CAMPAIGNS.flatMap((id) => {
    const guide = guideDataOf(data, id);
    if (!guide) return [];
    const files = [guide.campaign, ...guide.scenarios];
    const encounterSets = guideEncounterSets(files, allSets);
    return [{ guide, catalogs: guideCatalogsFor(files, data.catalogs, encounterSets), encounterSets }];
  });
}
