import type { RawCampaignData } from '../campaign/definitions/raw-campaign-data.ts';
import { isRaw } from './raw-guide.ts';
import type { GuideFile, RawGuideObject } from './types.ts';

// The side stories a campaign may play between two scenarios (Grimoire „Nebengeschichten“):
// the scenarios of the data's `side` folder whose type is `side_story` and that name their
// experience cost (`xp_cost`). Challenge scenarios and continuations without a cost are not
// offered, nor the few listed below that the engine cannot walk yet. Each step keeps the catalogue of its file, as the campaign's own steps do.

const SIDE_FOLDER = 'side';

/** Side stories whose guides need what the engine lacks (a campaign cycle, a named play step). */
const NOT_SUPPORTED = new Set(['fortune_and_folly_part_1', 'war_of_the_outer_gods']);

const fileName = (path: string) => path.replace(/\.json$/, '');

export function sideStoryFiles(data: RawCampaignData): GuideFile[] {
  const folder = data.campaigns.find((item) => isRaw(item.campaign.json) && item.campaign.json.id === SIDE_FOLDER);
  if (!folder) return [];
  return folder.scenarios.flatMap((file) => {
    const json = file.json;
    if (!isRaw(json) || typeof json.id !== 'string') return [];
    if (json.side_scenario_type !== 'side_story' || typeof json.xp_cost !== 'number') return [];
    if (NOT_SUPPORTED.has(json.id)) return [];
    const name = fileName(file.path);
    const steps = Array.isArray(json.steps) ? json.steps.filter(isRaw).map((step) => ({ ...step, $file: name })) : [];
    return [{ file: name, data: { ...json, id: json.id, steps } as RawGuideObject }];
  });
}
