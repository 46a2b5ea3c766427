import type { ScenarioStatus } from '../guide-state.ts';

// Progress through a guided campaign at a glance: each scenario of the campaign in order with
// whether it was played (and with which resolution), skipped, is played now, or comes later.
// Scenarios the branches added (side stories, replays) appear where the walk met them.

export type GuideProgressMark = 'done' | 'current' | 'skipped' | 'later';

export interface GuideProgressEntry {
  id: string;
  name: string;
  mark: GuideProgressMark;
  /** The resolution id the group reached (`R1`, `no_resolution`). */
  resolution?: string;
  /**
   * Played: its resolution is recorded (the campaign screen lists it under played scenarios),
   * also while the guide still asks what follows it, as its deck upgrades.
   */
  played?: true;
}

/** Where the guide stands: the scenarios it walked (engine or journal state) and the one it asks about. */
export interface GuideProgressSource {
  scenarios: readonly { id: string; status: ScenarioStatus; resolution?: string }[];
  current?: string;
}

export function guideProgress(
  state: GuideProgressSource,
  order: readonly { id: string; name: string }[],
  /** German names of scenarios outside the order (side stories), where known. */
  nameOf: (id: string) => string | undefined = () => undefined,
): GuideProgressEntry[] {
  const byId = new Map(state.scenarios.map((scenario) => [scenario.id, scenario]));
  const listed = new Set(order.map((scenario) => scenario.id));
  // Built-in pseudo-scenarios (`$setup`, the campaign's own setup) are not scenarios of the campaign.
  const extra = state.scenarios
    .filter((scenario) => !listed.has(scenario.id) && !scenario.id.startsWith('$'))
    .map((scenario) => ({ id: scenario.id, name: nameOf(scenario.id) ?? scenario.id }));
  return [...order, ...extra].map(({ id, name }) => {
    const scenario = byId.get(id);
    let mark: GuideProgressMark = 'later';
    if (id === state.current) mark = 'current';
    else if (scenario?.status === 'completed') mark = 'done';
    else if (scenario?.status === 'skipped') mark = 'skipped';
    return {
      id,
      name,
      mark,
      ...(scenario?.resolution ? { resolution: scenario.resolution } : {}),
      ...(scenario?.status === 'completed' ? { played: true as const } : {}),
    };
  });
}
