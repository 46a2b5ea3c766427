import type { CampaignDefinition, ChaosToken, Difficulty, ScenarioDefinition } from './campaign-definition.ts';
import { CampaignError } from './campaign-error.ts';
import type { CampaignEventInput } from './campaign-events.ts';

// A one-scenario play of a standalone scenario or side story (Grimoire „Einzelspielszenario
// (Einzelspielsmodus)“: „ein Szenario wird als eigenständiges Abenteuer gespielt, nicht als Teil
// seiner Kampagne“). The scenarios are those of the data's `side` folder (side stories and the
// parallel investigators' challenge scenarios); the chaos bag is the one the scenario's own
// standalone setup puts together for the difficulty („liest man im Kampagnenleitfaden des
// gewählten Szenarios nach, wie das Szenario vorbereitet wird“).

/** The definition that holds the side folder's scenarios. */
export const SIDE_DEFINITION = 'side';

/** The scenarios a standalone play may be made of, in the data's order. */
export const standaloneScenarios = (side: CampaignDefinition): ScenarioDefinition[] =>
  side.scenarios.filter((scenario) => scenario.kind === 'side' && !scenario.branch);

export interface NewStandalone {
  name: string;
  scenarioId: string;
  difficulty?: Difficulty;
  /** Replaces the scenario's bag for the difficulty. */
  chaosBag?: ChaosToken[];
}

/** The standard bag when the scenario prints one, else its first. */
function defaultDifficulty(scenario: ScenarioDefinition): Difficulty | undefined {
  const offered = Object.keys(scenario.chaosBags ?? {}) as Difficulty[];
  return offered.includes('standard') ? 'standard' : offered[0];
}

/** The `campaign_created` entry of a standalone play; refuses an unknown scenario or a difficulty it does not print. */
export function standaloneCreated(
  side: CampaignDefinition,
  input: NewStandalone,
): Extract<CampaignEventInput, { type: 'campaign_created' }> {
  const scenarios = standaloneScenarios(side);
  const scenario = scenarios.find((candidate) => candidate.id === input.scenarioId);
  if (!scenario)
    throw new CampaignError('standalone_scenario_unknown', {
      scenario: input.scenarioId,
      scenarios: scenarios.map((candidate) => candidate.id),
    });
  const difficulty = input.difficulty ?? defaultDifficulty(scenario);
  const bags = scenario.chaosBags ?? {};
  const bag = difficulty ? bags[difficulty] : undefined;
  if (!input.chaosBag && !bag && Object.keys(bags).length > 0)
    throw new CampaignError('standalone_difficulty_unknown', {
      scenario: scenario.id,
      ...(difficulty ? { difficulty } : {}),
      difficulties: Object.keys(bags),
    });
  const { id, name, kind } = scenario;
  return {
    type: 'campaign_created',
    payload: {
      name: input.name,
      chaosBag: input.chaosBag ?? bag ?? [],
      scenarios: [{ id, name, kind, branch: false }],
      logSections: side.logSections,
      definitionId: side.id,
      standalone: true,
      ...(difficulty ? { difficulty } : {}),
    },
  };
}
