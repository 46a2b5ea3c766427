import type { Resolution } from './data/guide-data-types.ts';
import { HALF_STEP } from './linked-walk.ts';
import { printedStep, printedSteps } from './printed-guide-fixes.ts';
import { continuedStory } from './side-story-data.ts';
import type { CampaignData, GuideData, GuideStep, LinkedHalves, ScenarioData } from './types.ts';

// Where the engine finds a step: the scenario's own steps first, then the campaign's, then the
// engine's built-in `$…` steps — the data may override a built-in by defining its id. Steps,
// scenarios and the campaign are the data's schema types (guide-data.ts reads them so).

/**
 * A step and the file it came from: the schema's Step (GuideStep, types.ts), narrowed on its
 * `type`; a field the schema does not give that step type reads as `unknown`.
 */
export interface IndexedStep {
  raw: GuideStep;
  /** Catalogue of the file the step came from. */
  file: string;
}

export interface IndexedScenario {
  id: string;
  file: string;
  raw: ScenarioData;
  steps: Map<string, IndexedStep>;
  resolutions: Resolution[];
  /** A side story from the data's `side` folder, played between two scenarios. */
  side?: boolean;
}

export interface GuideIndex {
  data: GuideData;
  campaign: CampaignData;
  campaignFile: string;
  campaignSteps: Map<string, IndexedStep>;
  scenarios: Map<string, IndexedScenario>;
  /** Scenario ids the data uses that an overlay renamed (base id → overlay id). */
  aliases: Map<string, string>;
  order: string[];
  /** Ids of the side stories the campaign may play, in the data's order (not their later parts). */
  sideStories: string[];
  /** `side_scenario_steps` of the campaign: its own steps inside a side story (e.g. its `$play_scenario`). */
  sideSteps: Map<string, IndexedStep>;
  /** The linked Dream-Eaters: each scenario's half; one half's message reaches the other (campaign-link.ts). */
  linked?: LinkedHalves;
}

/** The engine's notice where the data offers a tarot reading but the campaign lists no scenarios for it. */
export const TAROT_NOT_LISTED = 'This campaign names no scenarios for a tarot reading.';

/** The engine's own steps, used only where the data does not define the id. */
export const BUILT_IN_STEPS: Record<string, GuideStep> = {
  $choose_investigators: { id: '$choose_investigators', type: 'input', input: { type: 'scenario_investigators' } },
  $play_scenario: { id: '$play_scenario', type: 'input', input: { type: 'play_scenario' } },
  $upgrade_decks: { id: '$upgrade_decks', type: 'input', input: { type: 'upgrade_decks' } },
  $save_decks: { id: '$save_decks', type: 'input', input: { type: 'save_decks' } },
  // A tarot reading is an optional variant (not part of the printed guide): a campaign with a
  // `tarot` list offers it (tarot-reading.ts); without one the setup says it names no scenarios
  // (a generic step: the schema's generic step has no type).
  $check_tarot_reading: { id: '$check_tarot_reading', text: TAROT_NOT_LISTED },
  $proceed: { id: '$proceed', type: 'internal', hidden: true },
  // The Scarlet Keys: out of time, the group goes straight on to the finale the data names.
  $proceed_alt: { id: '$proceed_alt', type: 'internal', hidden: true },
  // The Scarlet Keys' map (embark-step.ts asks where to; a campaign without a map passes over them).
  $embark: { id: '$embark', type: 'internal', hidden: true },
  $embark_return: { id: '$embark_return', type: 'internal', hidden: true },
};

function stepMap(raw: ScenarioData | CampaignData, fallbackFile: string): Map<string, IndexedStep> {
  return new Map(
    printedSteps(fallbackFile, raw.steps).map((step) => {
      const file = step.$file ?? fallbackFile;
      return [step.id, { raw: file === fallbackFile ? step : printedStep(file, step), file }];
    }),
  );
}

export function indexGuide(data: GuideData): GuideIndex {
  const scenarios = new Map<string, IndexedScenario>();
  const aliases = new Map<string, string>();
  for (const { file, data: raw } of data.scenarios) {
    scenarios.set(raw.id, { id: raw.id, file, raw, steps: stepMap(raw, file), resolutions: raw.resolutions ?? [] });
    const original = raw.original_id;
    if (original && original !== raw.id) aliases.set(original, raw.id);
  }
  for (const [original, id] of [...aliases]) {
    const stemmed = data.scenarios.find((file) => file.file.endsWith(`/${original}`));
    if (stemmed && !scenarios.has(original)) aliases.set(stemmed.data.id, id);
  }
  for (const { file, data: raw } of data.sideStories ?? []) {
    if (scenarios.has(raw.id)) continue;
    const steps = stepMap(raw, file);
    scenarios.set(raw.id, { id: raw.id, file, raw, steps, resolutions: raw.resolutions ?? [], side: true });
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
    order: campaign.scenarios.map((id) => aliases.get(id) ?? id),
    sideStories: [...scenarios.values()]
      .filter((item) => item.side && !continuedStory(item.raw))
      .map((item) => item.id),
    ...(data.linked ? { linked: data.linked } : {}),
    sideSteps: new Map(
      (campaign.side_scenario_steps ?? []).map((step) => [step.id, { raw: step, file: data.campaign.file }]),
    ),
  };
}

export function findStep(
  index: GuideIndex,
  scenario: IndexedScenario | undefined,
  id: string,
): IndexedStep | undefined {
  const own =
    scenario?.steps.get(id) ?? (scenario?.side ? index.sideSteps.get(id) : undefined) ?? index.campaignSteps.get(id);
  if (own) return own;
  // The linked Dream-Eaters turn from one half to the other (linked-walk.ts).
  if (index.linked && id.startsWith(`${HALF_STEP}:`))
    return { raw: { id, type: 'internal', hidden: true }, file: index.campaignFile };
  const builtIn = BUILT_IN_STEPS[id];
  if (builtIn) return { raw: builtIn, file: index.campaignFile };
  // `$pr_<resolution>`: go on to that resolution of the scenario.
  const resolution = id.startsWith('$pr_') ? id.slice('$pr_'.length) : undefined;
  if (resolution && scenario?.resolutions.some((item) => item.id === resolution))
    return { raw: { id, type: 'resolution', resolution }, file: scenario.file };
  return undefined;
}
