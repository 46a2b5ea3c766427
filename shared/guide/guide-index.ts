import { list, type Raw, str, strings } from './raw-guide.ts';
import type { GuideData } from './types.ts';

// Where the engine finds a step: the scenario's own steps first, then the campaign's, then the
// engine's built-in `$…` steps — the data may override a built-in by defining its id.

export interface IndexedStep {
  raw: Raw;
  /** Catalogue of the file the step came from. */
  file: string;
}

export interface IndexedScenario {
  id: string;
  file: string;
  raw: Raw;
  steps: Map<string, IndexedStep>;
  resolutions: Raw[];
}

export interface GuideIndex {
  data: GuideData;
  campaign: Raw;
  campaignFile: string;
  campaignSteps: Map<string, IndexedStep>;
  scenarios: Map<string, IndexedScenario>;
  /** Scenario ids the data uses that an overlay renamed (base id → overlay id). */
  aliases: Map<string, string>;
  order: string[];
}

/** The engine's own steps, used only where the data does not define the id. */
export const BUILT_IN_STEPS: Record<string, Raw> = {
  $choose_investigators: { id: '$choose_investigators', type: 'input', input: { type: 'scenario_investigators' } },
  $play_scenario: { id: '$play_scenario', type: 'input', input: { type: 'play_scenario' } },
  $upgrade_decks: { id: '$upgrade_decks', type: 'input', input: { type: 'upgrade_decks' } },
  $save_decks: { id: '$save_decks', type: 'input', input: { type: 'save_decks' } },
  // A tarot reading is an optional variant (not part of the printed guide): nothing to do.
  $check_tarot_reading: { id: '$check_tarot_reading', type: 'internal', hidden: true },
  $proceed: { id: '$proceed', type: 'internal', hidden: true },
};

function stepMap(raw: Raw, fallbackFile: string): Map<string, IndexedStep> {
  return new Map(
    list(raw, 'steps').map((step) => [String(step.id), { raw: step, file: str(step, '$file') ?? fallbackFile }]),
  );
}

export function indexGuide(data: GuideData): GuideIndex {
  const scenarios = new Map<string, IndexedScenario>();
  const aliases = new Map<string, string>();
  for (const { file, data: raw } of data.scenarios) {
    scenarios.set(raw.id, { id: raw.id, file, raw, steps: stepMap(raw, file), resolutions: list(raw, 'resolutions') });
    const original = str(raw, 'original_id');
    if (original && original !== raw.id) aliases.set(original, raw.id);
  }
  for (const [original, id] of [...aliases]) {
    const stemmed = data.scenarios.find((file) => file.file.endsWith(`/${original}`));
    if (stemmed && !scenarios.has(original)) aliases.set(stemmed.data.id, id);
  }
  const campaign = data.campaign.data;
  // Files of type `core` hold campaign-wide steps and rules, not a scenario.
  const coreSteps = [...scenarios.values()]
    .filter((item) => item.raw.type === 'core')
    .flatMap((item) => [...item.steps]);
  return {
    data,
    campaign,
    campaignFile: data.campaign.file,
    campaignSteps: new Map([...coreSteps, ...stepMap(campaign, data.campaign.file)]),
    scenarios,
    aliases,
    order: strings(campaign, 'scenarios').map((id) => aliases.get(id) ?? id),
  };
}

export function findStep(
  index: GuideIndex,
  scenario: IndexedScenario | undefined,
  id: string,
): IndexedStep | undefined {
  const own = scenario?.steps.get(id) ?? index.campaignSteps.get(id);
  if (own) return own;
  const builtIn = BUILT_IN_STEPS[id];
  if (builtIn) return { raw: builtIn, file: index.campaignFile };
  // `$pr_<resolution>`: go on to that resolution of the scenario.
  const resolution = id.startsWith('$pr_') ? id.slice('$pr_'.length) : undefined;
  if (resolution && scenario?.resolutions.some((item) => item.id === resolution))
    return { raw: { id, type: 'resolution', resolution }, file: scenario.file };
  return undefined;
}
