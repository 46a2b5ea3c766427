import { DATA_FILE_REASONS } from '../../i18n/de/data-file-reasons.ts';
import { CampaignDataError } from './campaign-data-error.ts';
import type { CampaignFolder, ScenarioFile } from './raw-campaign-data.ts';

// campaign.json `scenarios` is the main path; `hidden_scenarios` and any other scenario file of
// the folder are reached only through a branch of the campaign guide (Fortune and Folly's
// Part II, The Scarlet Keys' cities, …). `core` files hold campaign-wide rules, no scenario.

export interface PlacedScenario {
  file: ScenarioFile;
  branch: boolean;
}

const isScenario = (file: ScenarioFile) => file.scenario.type !== 'core';

/** The file of scenario `id`; `path` names the campaign.json that asked for it. */
export function scenarioById(scenarios: ScenarioFile[], id: string, path: string): ScenarioFile {
  const file = scenarios.find((candidate) => candidate.scenario.id === id);
  if (!file)
    throw new CampaignDataError('campaign_data_invalid', { path, reason: DATA_FILE_REASONS.scenarioWithoutFile(id) });
  return file;
}

/** Main path first, then the branch-only scenarios; each scenario once. */
export function placeScenarios(
  folder: CampaignFolder,
  resolve = (id: string) => scenarioById(folder.scenarios, id, folder.path),
): PlacedScenario[] {
  const { scenarios, hidden_scenarios: hidden = [] } = folder.campaign;
  const placed: PlacedScenario[] = [];
  const place = (file: ScenarioFile, branch: boolean) => {
    if (isScenario(file) && !placed.some((other) => other.file.scenario.id === file.scenario.id))
      placed.push({ file, branch });
  };
  for (const id of scenarios) place(resolve(id), false);
  for (const id of hidden) place(resolve(id), true);
  for (const file of folder.scenarios) place(file, true);
  return placed;
}
