import type { CampaignFolder, RawScenario, ScenarioFile } from './raw-campaign-data.ts';
import { type PlacedScenario, placeScenarios, scenarioById } from './scenario-order.ts';

// A Return-to overlay (`return_campaigns/rt*`) lists its own scenario order; each of its files
// names the base scenario it replaces in `original_id` (the base's id, or its file name as in
// rttfa's epilogue) and holds only what changes. Base scenarios it does not replace stay.

const stemOf = (file: ScenarioFile) => file.path.slice(file.path.lastIndexOf('/') + 1).replace(/\.json$/, '');

function originalOf(overlay: RawScenario, base: CampaignFolder): ScenarioFile | undefined {
  const id = overlay.original_id;
  if (id === undefined) return undefined;
  return base.scenarios.find((file) => file.scenario.id === id) ?? base.scenarios.find((file) => stemOf(file) === id);
}

/** The base scenario with the overlay's fields on top; steps of the same id are replaced. */
function mergeScenario(overlay: RawScenario, original: RawScenario | undefined): RawScenario {
  if (!original) return overlay;
  const replaced = new Set((overlay.steps ?? []).map((step) => step.id));
  const steps = [...(original.steps ?? []).filter((step) => !replaced.has(step.id)), ...(overlay.steps ?? [])];
  return { ...original, ...overlay, steps };
}

/** The overlay's scenarios merged onto the base: its main path, then every branch scenario of either. */
export function overlayScenarios(overlay: CampaignFolder, base: CampaignFolder): PlacedScenario[] {
  const merged = overlay.scenarios.map((file) => {
    const original = originalOf(file.scenario, base);
    return {
      original: original?.scenario.id,
      file: { path: file.path, scenario: mergeScenario(file.scenario, original?.scenario) },
    };
  });
  const resolve = (id: string): ScenarioFile =>
    (merged.find(({ file }) => file.scenario.id === id) ?? merged.find(({ original }) => original === id))?.file ??
    scenarioById(base.scenarios, id, overlay.path);
  const baseBranches = placeScenarios(base)
    .filter(({ branch }) => branch)
    .map(({ file }) => file.scenario.id);
  const folder: CampaignFolder = {
    path: overlay.path,
    campaign: {
      ...overlay.campaign,
      hidden_scenarios: [...(overlay.campaign.hidden_scenarios ?? []), ...baseBranches],
    },
    scenarios: merged.map(({ file }) => file),
  };
  return placeScenarios(folder, resolve);
}
