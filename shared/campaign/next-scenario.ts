import type { CampaignState } from './campaign-state.ts';

/**
 * The next scenario on the main path after the furthest one played. Branch scenarios and side
 * stories are played when the guide or the group says so; they never come up by themselves.
 */
export function nextScenarioOf(
  state: Pick<CampaignState, 'scenarios' | 'played'>,
): { id: string; name: string } | null {
  const played = new Set(state.played.map((scenario) => scenario.id));
  const furthest = Math.max(-1, ...state.scenarios.map((scenario, index) => (played.has(scenario.id) ? index : -1)));
  const next = state.scenarios.slice(furthest + 1).find((scenario) => !scenario.branch && !played.has(scenario.id));
  return next ? { id: next.id, name: next.name } : null;
}
