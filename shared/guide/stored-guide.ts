import type { RawCatalog } from '../campaign/definitions/german-dictionary.ts';
import type { RawCampaignData } from '../campaign/definitions/raw-campaign-data.ts';
import { campaignGuideOf, guideDataOf } from './guide-data.ts';
import { STANDALONE_GUIDE } from './standalone-guide.ts';
import { GUIDED_CAMPAIGNS } from './supported-campaigns.ts';
import { type EncounterSetEntry, encounterSetEntries } from './text/encounter-set-names.ts';
import type { GuideData } from './types.ts';

// The guides of the guided campaigns (and of the side folder, for standalone plays) as the app
// stores them beside the campaign definitions, and
// the German catalogs of every campaign guide: they are de-duplicated across campaigns, so a
// text of one campaign may be translated only in another's catalog (data README).

export interface StoredGuide {
  guide: GuideData;
  catalogs: RawCatalog[];
  /** Code and English name of every encounter set (setups list codes; the catalogs translate names). */
  encounterSets: EncounterSetEntry[];
}

export interface StoredGuides {
  guides: GuideData[];
  catalogs: RawCatalog[];
  encounterSets: EncounterSetEntry[];
}

const isGuideCatalog = (catalog: RawCatalog) =>
  /(^|\/)i18n\/de\/(campaigns|return_campaigns)\//.test(catalog.path) ||
  /(^|\/)i18n\/de\/encounter_sets\.po$/.test(catalog.path);

export function storedGuides(data: RawCampaignData): StoredGuides {
  const side = campaignGuideOf(data, STANDALONE_GUIDE);
  return {
    guides: [
      ...GUIDED_CAMPAIGNS.flatMap((id) => guideDataOf(data, id) ?? []),
      // The side folder whole, for standalone plays (standalone-guide.ts).
      ...(side ? [side] : []),
    ],
    catalogs: data.catalogs.filter(isGuideCatalog),
    encounterSets: encounterSetEntries(data.encounterSets?.json),
  };
}
