import { DATA_FILE_REASONS } from '../../i18n/de/data-file-reasons.ts';
import type { CampaignDefinition, ChaosBags } from '../campaign-definition.ts';
import { CampaignDataError } from './campaign-data-error.ts';
import { chaosBagsOf } from './chaos-bags.ts';
import { germanDictionary, type Translate } from './german-dictionary.ts';
import { linkedDreamEaters } from './linked-campaign.ts';
import { logSectionDefinitions } from './log-section-definitions.ts';
import {
  type CampaignFolder,
  parseCampaignFolder,
  type RawCampaign,
  type RawCampaignData,
} from './raw-campaign-data.ts';
import { overlayScenarios } from './return-overlay.ts';
import { scenarioDefinition } from './scenario-definition.ts';
import { type PlacedScenario, placeScenarios } from './scenario-order.ts';

// Turns an arkham-cards-data folder into the app's campaign definitions: German
// names, scenarios in order, chaos bag per difficulty, log sections; Return-to overlays merged
// onto their base; The Dream-Eaters' halves also linked as one campaign (`tde`, right after them).
// Order: official before fan-made, campaigns (each followed by its Return-to) before standalone
// groups, then the data's `position`.

/** The side stories are filed as one campaign, but each of them is played alone. */
const SIDE_STORIES = 'side';

interface DefinitionParts {
  /** The campaign.json that names the definition (the overlay's for a Return-to). */
  campaign: RawCampaign;
  kind: CampaignDefinition['kind'];
  base?: RawCampaign;
  scenarios: PlacedScenario[];
  chaosBags: ChaosBags;
  campaignLog: RawCampaign['campaign_log'];
}

const campaignBags = (folder: CampaignFolder) =>
  chaosBagsOf(folder.campaign.setup ?? [], folder.campaign.steps ?? [], folder.path);

function baseParts(folder: CampaignFolder): DefinitionParts {
  const { campaign } = folder;
  return {
    campaign,
    kind: campaign.campaign_type === 'standalone' || campaign.id === SIDE_STORIES ? 'standalone' : 'campaign',
    scenarios: placeScenarios(folder),
    chaosBags: campaignBags(folder),
    campaignLog: campaign.campaign_log,
  };
}

function returnParts(overlay: CampaignFolder, bases: CampaignFolder[]): DefinitionParts {
  const base = bases.find((folder) => folder.campaign.id === overlay.campaign.original_id);
  if (!base)
    throw new CampaignDataError('campaign_data_invalid', {
      path: overlay.path,
      reason: DATA_FILE_REASONS.baseCampaignMissing(overlay.campaign.original_id ?? ''),
    });
  const ownBags = campaignBags(overlay);
  return {
    campaign: overlay.campaign,
    kind: 'return',
    base: base.campaign,
    scenarios: overlayScenarios(overlay, base),
    chaosBags: Object.keys(ownBags).length > 0 ? ownBags : campaignBags(base),
    campaignLog: overlay.campaign.campaign_log ?? base.campaign.campaign_log,
  };
}

function definitionOf(parts: DefinitionParts, position: number, t: Translate): CampaignDefinition {
  const { campaign, kind, base } = parts;
  return {
    id: campaign.id,
    name: t(campaign.name),
    nameEn: campaign.name,
    kind,
    // Fan-made campaigns (and rttic, an unofficial Return-to) name their creator in `custom`.
    official: campaign.custom === undefined,
    ...(base ? { baseId: base.id } : {}),
    position,
    scenarios: parts.scenarios.map((placed) => scenarioDefinition(placed, t, campaign.id === SIDE_STORIES)),
    chaosBags: parts.chaosBags,
    logSections: logSectionDefinitions(
      parts.campaignLog,
      parts.scenarios.flatMap(({ file }) => file.scenario.steps ?? []),
      t,
    ),
  };
}

/** `core` is the one campaign at position 0; for any other a 0 means the data has none yet (boa). */
const dataPosition = (campaign: RawCampaign) =>
  campaign.position === undefined || (campaign.position === 0 && campaign.id !== 'core')
    ? Number.POSITIVE_INFINITY
    : campaign.position;

function orderKey({ campaign, kind, base }: DefinitionParts): (number | string)[] {
  return [
    campaign.custom === undefined ? 0 : 1,
    kind === 'standalone' ? 1 : 0,
    dataPosition(base ?? campaign),
    kind === 'return' ? 1 : 0,
    campaign.id,
  ];
}

function compareKeys(a: (number | string)[], b: (number | string)[]): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return 0;
}

/** Every campaign, standalone group and Return-to of the folder; throws CampaignDataError. */
export function buildCampaignDefinitions(raw: RawCampaignData): CampaignDefinition[] {
  const t = germanDictionary(raw.catalogs);
  const bases = raw.campaigns.map(parseCampaignFolder);
  const parts = [
    ...bases.map(baseParts),
    ...raw.returns.map((folder) => returnParts(parseCampaignFolder(folder), bases)),
  ];
  const definitions = parts
    .map((part) => ({ part, key: orderKey(part) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ part }, index) => definitionOf(part, index, t));
  const linked = linkedDreamEaters(definitions);
  if (!linked) return definitions;
  const after = definitions.findIndex((definition) => definition.id === 'tdeb') + 1;
  return [...definitions.slice(0, after), linked, ...definitions.slice(after)].map((definition, position) => ({
    ...definition,
    position,
  }));
}
