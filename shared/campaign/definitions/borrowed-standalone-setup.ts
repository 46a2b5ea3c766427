import type { RawCampaignData, RawCampaignFolder } from './raw-campaign-data.ts';

// A side story whose file gives no `standalone_setup` of its own while a campaign of the data is
// that same story played alone (`campaign_type: standalone` listing it): Fortune and Folly, whose
// `fof` campaign.json opens with „Choose difficulty level:“ and the chaos bag of each difficulty.
// A standalone play of the side story takes that campaign's difficulty step (Grimoire
// „Einzelspielszenario“: „liest man im Kampagnenleitfaden des gewählten Szenarios nach, wie das
// Szenario vorbereitet wird“), then the story's own setup without the side story's experience
// cost (its `side_scenario_cost` step), which only a campaign pays.

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const stepsOf = (json: Json): Json[] => (Array.isArray(json.steps) ? json.steps.filter(isJson) : []);
const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The steps of a standalone campaign's setup that choose the difficulty (and with it the bag). */
function difficultySteps(campaign: Json): Json[] {
  const setup = new Set(idsOf(campaign.setup));
  return stepsOf(campaign).filter(
    (step) => setup.has(String(step.id)) && JSON.stringify(step).includes('"setting":"difficulty"'),
  );
}

/** Whether a step only spends the side story's experience cost. */
const costOnly = (step: Json | undefined) =>
  step !== undefined && JSON.stringify(step.effects ?? []).includes('"side_scenario_cost":true');

function borrowed(json: Json, campaigns: Json[]): Json {
  if (json.standalone_setup !== undefined) return json;
  const owner = campaigns.find(
    (item) => item.campaign_type === 'standalone' && idsOf(item.scenarios).includes(String(json.id)),
  );
  const chosen = owner ? difficultySteps(owner) : [];
  if (!chosen.length) return json;
  const steps = stepsOf(json);
  const byId = new Map(steps.map((step) => [String(step.id), step]));
  const setup = idsOf(json.setup).filter((id) => !costOnly(byId.get(id)));
  return {
    ...json,
    standalone_setup: [...chosen.map((step) => String(step.id)), ...setup],
    steps: [...steps, ...chosen.filter((step) => !byId.has(String(step.id)))],
  };
}

/** The data with each such side story given its campaign's difficulty step as its standalone setup. */
export function withBorrowedStandaloneSetups(data: RawCampaignData): RawCampaignData {
  const campaigns = data.campaigns.map((folder) => folder.campaign.json).filter(isJson);
  const lend = (folder: RawCampaignFolder): RawCampaignFolder => ({
    ...folder,
    scenarios: folder.scenarios.map((file) =>
      isJson(file.json) && file.json.side_scenario_type === 'side_story'
        ? { ...file, json: borrowed(file.json, campaigns) }
        : file,
    ),
  });
  return { ...data, campaigns: data.campaigns.map(lend) };
}
