import type { ScenarioDefinition } from '../campaign-definition.ts';
import { chaosBagsOf } from './chaos-bags.ts';
import type { Translate } from './german-dictionary.ts';
import type { RawScenario } from './raw-campaign-data.ts';
import type { PlacedScenario } from './scenario-order.ts';

/**
 * The data files prologues as interludes (`tfa_prologue`, header „Prologue“); a scenario
 * without `type` is played with a resolution, and in the side-story group it is a side story.
 */
function kindOf(scenario: RawScenario, sideStories: boolean): string {
  if (scenario.type === 'interlude' && (scenario.header === 'Prologue' || scenario.id.endsWith('prologue')))
    return 'prologue';
  return scenario.type ?? (sideStories ? 'side' : 'scenario');
}

export function scenarioDefinition(
  { file, branch }: PlacedScenario,
  t: Translate,
  sideStories: boolean,
): ScenarioDefinition {
  const { scenario } = file;
  const chaosBags = chaosBagsOf(scenario.standalone_setup ?? [], scenario.steps ?? [], file.path);
  return {
    id: scenario.id,
    name: t(scenario.scenario_name ?? scenario.id),
    kind: kindOf(scenario, sideStories),
    branch,
    ...(scenario.xp_cost !== undefined ? { xpCost: scenario.xp_cost } : {}),
    ...(Object.keys(chaosBags).length > 0 ? { chaosBags } : {}),
    resolutions: (scenario.resolutions ?? []).map(({ id, title }) => ({ id, title: t(title) })),
  };
}
