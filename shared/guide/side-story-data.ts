import type { RawCampaignData } from '../campaign/definitions/raw-campaign-data.ts';
import { isRaw, type Raw, strings } from './raw-guide.ts';
import type { GuideFile, ScenarioData } from './types.ts';

// The side stories a campaign may play between two scenarios (Grimoire „Nebengeschichten“):
// the scenarios of the data's `side` folder whose type is `side_story` and that name their
// experience cost (`xp_cost`). Challenge scenarios are not offered. A continuation (its
// `main_scenario_id` names another offered side story: Fortune and Folly's checkpoint „The Plan“
// and Part II) comes along to be walked when its story leads there, and is not offered alone.
// Each step keeps the catalogue of its file, as the campaign's own steps do.

const SIDE_FOLDER = 'side';

/** A side story's later part: its file names the side story it continues. */
export const continuedStory = (json: Raw): string | undefined =>
  typeof json.main_scenario_id === 'string' && json.main_scenario_id !== json.id ? json.main_scenario_id : undefined;

const offered = (json: Raw) => json.side_scenario_type === 'side_story' && typeof json.xp_cost === 'number';

/**
 * A side story played within a campaign starts at its `setup`: the steps only its standalone setup
 * reaches (a difficulty of its own, War of the Outer Gods' standalone play step) are left out.
 */
function campaignSteps(json: Raw, steps: Raw[]): Raw[] {
  const outside = { ...json, standalone_setup: undefined, steps: undefined };
  /** Whether anything but the standalone setup and the step itself names the step. */
  const referenced = (id: string) =>
    [outside, ...steps.filter((step) => step.id !== id)].some((item) => JSON.stringify(item).includes(`"${id}"`));
  const standaloneOnly = new Set(strings(json, 'standalone_setup').filter((id) => !referenced(id)));
  return steps.filter((step) => !standaloneOnly.has(String(step.id)));
}

const fileName = (path: string) => path.replace(/\.json$/, '');

export function sideStoryFiles(data: RawCampaignData): GuideFile[] {
  const folder = data.campaigns.find((item) => isRaw(item.campaign.json) && item.campaign.json.id === SIDE_FOLDER);
  if (!folder) return [];
  const offeredIds = new Set(
    folder.scenarios.flatMap(({ json }) => (isRaw(json) && offered(json) ? [String(json.id)] : [])),
  );
  return folder.scenarios.flatMap((file) => {
    const json = file.json;
    if (!isRaw(json) || typeof json.id !== 'string') return [];
    const continued = continuedStory(json);
    if (!offered(json) && !(continued && offeredIds.has(continued))) return [];
    const name = fileName(file.path);
    const all = Array.isArray(json.steps) ? json.steps.filter(isRaw) : [];
    const steps = campaignSteps(json, all).map((step) => ({ ...step, $file: name }));
    // Read as the data's schema types it (scenario.schema.json), as guide-data.ts reads the campaigns.
    return [{ file: name, data: { ...json, id: json.id, steps } as ScenarioData }];
  });
}
