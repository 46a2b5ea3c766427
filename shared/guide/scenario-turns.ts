import { UnsupportedGuideFeature } from './conditions.ts';
import { resumeWaiting, switchHalf } from './linked-walk.ts';
import { afterSideStory, sideStoryName, sideStoryTurn } from './side-stories.ts';
import { scenarioState, type Walker } from './walk-state.ts';

// The guide's turns between scenarios: a scenario begins (or is replayed), ends with its
// resolution, and the walk goes on to the one the guide names, else the next in order.

const SIDE_STORY_END = '$side_story_end';

export function startScenario(w: Walker, id: string): void {
  const scenario = w.index.scenarios.get(id);
  if (!scenario) throw new UnsupportedGuideFeature(`scenario:${id}`);
  const state = scenarioState(w, id);
  if (!state) return;
  const replay = state.status === 'completed' || state.status === 'resolution';
  w.scenario = scenario;
  w.scenarioKey = state.replayed > 0 ? `${id}~${state.replayed + 1}` : id;
  if (replay) {
    state.results = {};
    state.resolution = undefined;
    state.investigators = [];
  }
  state.status = 'started';
  switchHalf(w, w.index.linked?.half[id]);
  w.state.current = id;
  w.queue = [...scenario.raw.setup];
  w.seen = new Map();
  w.effects.push({ type: 'scenario_status', scenario: id, status: 'started' });
}

/** The scenario walked now is over: played, with its resolution (a skipped one stays skipped). */
export function completeScenario(w: Walker): void {
  const done = w.scenario ? scenarioState(w) : undefined;
  // Completed already by the data (The Scarlet Keys' `special_proceed` after a side story): once.
  if (!done || done.status === 'skipped' || done.status === 'completed') return;
  done.status = 'completed';
  const name = sideStoryName(w);
  w.effects.push({
    type: 'scenario_status',
    scenario: done.id,
    status: 'completed',
    resolution: done.resolution,
    ...(name ? { name } : {}),
  });
}

/** After a scenario: the explicitly named next one, else the first in order not yet played or skipped. */
export function advance(w: Walker): boolean {
  // The Scarlet Keys: a side story ends with the campaign's own steps (embark again), once.
  const after = afterSideStory(w);
  if (after.length && w.next === undefined && w.sideStory === undefined && !w.seen.has(SIDE_STORY_END)) {
    w.seen.set(SIDE_STORY_END, 1);
    w.queue.push(...after);
    return true;
  }
  completeScenario(w);
  if (resumeWaiting(w)) return true;
  const turn = sideStoryTurn(w, w.next);
  w.next = undefined;
  if (turn.start) {
    startScenario(w, turn.start);
    return true;
  }
  const next =
    turn.next ??
    w.index.order.find((id) => {
      const status = w.state.scenarios.find((item) => item.id === id)?.status ?? 'not_started';
      return status === 'not_started' || status === 'unlocked';
    });
  if (!next) {
    w.state.current = undefined;
    return false;
  }
  startScenario(w, next);
  return true;
}
