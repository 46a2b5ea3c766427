import { sortChaosTokens } from '../campaign/campaign-definition.ts';
import type { IndexedScenario } from './guide-index.ts';
import type { Walker } from './walk-state.ts';

// Walking The Dream-Eaters as one linked campaign (linked-guide.ts): each half plays with its own
// investigators and its own chaos bag („Note that each campaign has its own separate chaos bag …
// Use the „Chaos Bag“ section of each Campaign Log to record the current contents of each chaos
// bag so you may switch between them easily“), and an interlude told by both halves turns to the
// other half where the printed guide says so („This interlude continues in The Web of Dreams
// (Campaign B).“) until that half has told what this one waits for.

/** The walker's step that turns to the other half (`$half:tdeb`): its investigators and chaos bag. */
export const HALF_STEP = '$half';

/**
 * Turns the walk to a half: the campaign's chaos bag becomes that half's (the other one is kept
 * in the state apart from a side story's, `keptChaosBag`), recorded as one change of the bag.
 */
export function switchHalf(w: Walker, half: string | undefined): void {
  if (!w.index.linked || !half || w.state.half === half) return;
  const first = w.state.half === undefined;
  w.state.half = half;
  if (first && half === 'tdea') return;
  const removed = w.state.chaosBag;
  const added = w.state.otherHalfBag ?? [];
  w.state.otherHalfBag = [...removed];
  w.state.chaosBag = sortChaosTokens(added);
  if (removed.length || added.length) w.effects.push({ type: 'chaos_tokens', added, removed });
}

/** The investigators of the half walked now, of `codes` (everyone where no half chose yet). */
export function ofHalf(w: Walker, codes: string[]): string[] {
  const own = w.state.half ? w.state.halfInvestigators?.[w.state.half] : undefined;
  return own?.length ? codes.filter((code) => own.includes(code)) : codes;
}

/** Investigators the other half chose are not this half's to choose. */
export function notOtherHalf(w: Walker, codes: string[]): string[] {
  const others = Object.entries(w.state.halfInvestigators ?? {})
    .filter(([half]) => half !== w.state.half)
    .flatMap(([, chosen]) => chosen);
  return codes.filter((code) => !others.includes(code));
}

/** The half walked now chose its investigators. */
export function chooseForHalf(w: Walker, codes: string[]): void {
  if (!w.index.linked || !w.state.half) return;
  w.state.halfInvestigators = { ...w.state.halfInvestigators, [w.state.half]: [...codes] };
}

/** Where an interlude stopped to let the other half tell its part. */
export interface SavedWalk {
  scenario: IndexedScenario;
  scenarioKey: string;
  queue: string[];
  seen: Map<string, number>;
  /** How many messages had been sent when it stopped: without a new one, waiting again is a deadlock. */
  sent: number;
}

const sentCount = (w: Walker) => Object.keys(w.state.links ?? {}).length;

function resume(w: Walker, saved: SavedWalk): void {
  w.scenario = saved.scenario;
  w.scenarioKey = saved.scenarioKey;
  w.queue = saved.queue;
  w.seen = saved.seen;
  w.state.current = saved.scenario.id;
  switchHalf(w, w.index.linked?.half[saved.scenario.id]);
}

/**
 * A receiving step of an interlude whose message has not been sent: the walk turns to the other
 * half's part of the interlude (starting it, or going back to where it waited) and comes back to
 * this step afterwards. False where there is nothing to turn to (the step then reads on).
 */
export function waitForOtherHalf(w: Walker, step: string, start: (id: string) => void): boolean {
  const current = w.scenario;
  const partner = current ? w.index.linked?.partner[current.id] : undefined;
  if (!current || !partner) return false;
  const saved: SavedWalk = {
    scenario: current,
    scenarioKey: w.scenarioKey,
    queue: [step, ...w.queue],
    seen: w.seen,
    sent: sentCount(w),
  };
  const waiting = w.suspended;
  if (waiting?.scenario.id === partner) {
    if (waiting.sent === sentCount(w)) return false;
    w.suspended = saved;
    resume(w, waiting);
    return true;
  }
  const status = w.state.scenarios.find((item) => item.id === partner)?.status ?? 'not_started';
  if (waiting || status !== 'not_started') return false;
  w.suspended = saved;
  start(partner);
  return true;
}

/** After a scenario: the interlude that waited for it goes on. */
export function resumeWaiting(w: Walker): boolean {
  const waiting = w.suspended;
  if (!waiting) return false;
  w.suspended = undefined;
  resume(w, waiting);
  return true;
}
