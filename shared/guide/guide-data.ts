import { LINKED_DREAM_EATERS } from '../campaign/definitions/linked-campaign.ts';
import type { RawCampaignData, RawCampaignFolder } from '../campaign/definitions/raw-campaign-data.ts';
import type { RawFile } from '../cards/raw-data.ts';
import { linkedGuideOf } from './linked-guide.ts';
import { isRaw, type Raw } from './raw-guide.ts';
import { sideStoryFiles } from './side-story-data.ts';
import type { CampaignData, GuideData, GuideFile, ScenarioData } from './types.ts';

// A campaign's full guide from the arkham-cards-data files: campaign.json and every scenario
// file of its folder. A Return-to overlay (`return_campaigns/rt*`) is laid over its base
// campaign: its scenarios replace the ones named in `original_id`, steps of the same id are
// replaced, everything else of the base stays (data README §2). The files are read as the data's
// schema types them (`schema/refs`; test/unit/guide/guide-data-schema.test.ts checks them): the
// casts to ScenarioData / CampaignData here are the engine's only entry point for the data.

const fileName = (path: string) => path.replace(/\.json$/, '');
const stem = (path: string) => fileName(path).slice(fileName(path).lastIndexOf('/') + 1);

function guideFile(file: RawFile): GuideFile<Raw> | undefined {
  if (!isRaw(file.json) || typeof file.json.id !== 'string') return undefined;
  return { file: fileName(file.path), data: file.json };
}

/** Marks each step with the catalogue of the file it came from, so merged texts still translate. */
function withCatalogue(raw: Raw, file: string): Raw {
  const steps = Array.isArray(raw.steps) ? raw.steps.filter(isRaw).map((step) => ({ ...step, $file: file })) : [];
  return { ...raw, steps };
}

function folderFiles(folder: RawCampaignFolder): GuideFile<Raw>[] {
  return folder.scenarios.flatMap((file) => {
    const guide = guideFile(file);
    return guide ? [{ file: guide.file, data: withCatalogue(guide.data, guide.file) }] : [];
  });
}

const asScenario = ({ file, data }: GuideFile<Raw>): GuideFile => ({ file, data: data as ScenarioData });

function mergeSteps(base: Raw, overlay: Raw): unknown[] {
  const overlaySteps = Array.isArray(overlay.steps) ? overlay.steps.filter(isRaw) : [];
  const replaced = new Set(overlaySteps.map((step) => step.id));
  const baseSteps = Array.isArray(base.steps) ? base.steps.filter(isRaw) : [];
  return [...baseSteps.filter((step) => !replaced.has(step.id)), ...overlaySteps];
}

function overlayOnto(overlay: RawCampaignFolder, base: RawCampaignFolder): GuideData | undefined {
  const baseCampaign = guideFile(base.campaign);
  const top = guideFile(overlay.campaign);
  if (!baseCampaign || !top) return undefined;
  const baseScenarios = folderFiles(base);
  const overlayScenarios = folderFiles(overlay);
  const replacedIds = new Set<string>();
  const merged = overlayScenarios.map((file) => {
    const original = String(file.data.original_id ?? '');
    const old = baseScenarios.find((item) => item.data.id === original || stem(item.file) === original);
    if (!old) return file;
    replacedIds.add(String(old.data.id));
    return {
      file: file.file,
      data: { ...old.data, ...file.data, steps: mergeSteps(old.data, file.data) },
    };
  });
  const campaign = withCatalogue(baseCampaign.data, baseCampaign.file);
  const topSteps = withCatalogue(top.data, top.file);
  return {
    campaignId: String(top.data.id),
    version: Number(top.data.version ?? baseCampaign.data.version ?? 1),
    campaign: {
      file: top.file,
      data: {
        ...campaign,
        ...top.data,
        setup: top.data.setup ?? campaign.setup,
        campaign_log: top.data.campaign_log ?? campaign.campaign_log,
        steps: mergeSteps(campaign, topSteps),
      } as CampaignData,
    },
    scenarios: [...merged, ...baseScenarios.filter((file) => !replacedIds.has(String(file.data.id)))].map(asScenario),
  };
}

/** The guide of campaign `id` (`core`, `rtnotz` …), or undefined when the data has no such campaign. */
export function guideDataOf(data: RawCampaignData, id: string): GuideData | undefined {
  // The Dream-Eaters linked: both halves' files as one guide.
  const guide = id === LINKED_DREAM_EATERS ? linkedGuideOf(data) : campaignGuideOf(data, id);
  const sideStories = guide ? sideStoryFiles(data) : [];
  return guide && sideStories.length ? { ...guide, sideStories } : guide;
}

/** The guide of one folder (or Return-to overlay) alone, without the side stories it may offer. */
export function campaignGuideOf(data: RawCampaignData, id: string): GuideData | undefined {
  const idOf = (folder: RawCampaignFolder) => (isRaw(folder.campaign.json) ? folder.campaign.json.id : undefined);
  const overlay = data.returns.find((folder) => idOf(folder) === id);
  if (overlay) {
    const originalId = isRaw(overlay.campaign.json) ? overlay.campaign.json.original_id : undefined;
    const base = data.campaigns.find((folder) => idOf(folder) === originalId);
    return base ? overlayOnto(overlay, base) : undefined;
  }
  const folder = data.campaigns.find((item) => idOf(item) === id);
  const campaign = folder && guideFile(folder.campaign);
  if (!folder || !campaign) return undefined;
  return {
    campaignId: String(campaign.data.id),
    version: Number(campaign.data.version ?? 1),
    campaign: { file: campaign.file, data: withCatalogue(campaign.data, campaign.file) as CampaignData },
    scenarios: folderFiles(folder).map(asScenario),
  };
}
