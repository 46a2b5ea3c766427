import type { AddCardEffect, TraumaEffect } from './data/guide-data-types.ts';
import type { GuideIndex, IndexedScenario } from './guide-index.ts';
import type { GuideInvestigator, GuideLogEntry, GuideScenarioState, GuideSection, GuideState } from './guide-state.ts';
import { ofHalf, type SavedWalk } from './linked-walk.ts';
import type { Raw } from './raw-guide.ts';
import type { GuideContext, GuideDisplayStep, GuideEffect, InvestigatorResult, Prompt } from './types.ts';

// The mutable state of one walk through the guide. A walk starts from nothing each time and
// replays every answer, so nothing here outlives `runGuide`.

export interface Walker {
  index: GuideIndex;
  context: GuideContext;
  state: GuideState;
  /** Effects since the last answer. */
  effects: GuideEffect[];
  shown: GuideDisplayStep[];
  /** `backup_state`: a snapshot to restore (Feast of Hemlock Vale). */
  backup?: GuideState;
  /** Set by next/replay effects: the scenario to walk after the current one. */
  next?: string;
  scenario?: IndexedScenario;
  /** A side story chosen between scenarios, played before the next one (side-stories.ts). */
  sideStory?: string;
  /** The campaign scenario kept for after the side story (the one named before it started). */
  resume?: string;
  /** `$setup` or the scenario id, with `~n` for a replay. */
  scenarioKey: string;
  queue: string[];
  seen: Map<string, number>;
  steps: number;
  /** Traumas whose kind each investigator chooses, each waiting for its `$mental_or_physical:n` step. */
  pendingTrauma?: { investigators: string[]; effect: TraumaEffect; file: string }[];
  /** Cards one investigator takes, each waiting for its `$card_bearer:n` step (card-bearer.ts). */
  pendingBearers?: { effect: AddCardEffect; file: string }[];
  /** The linked Dream-Eaters: an interlude waiting for the other half's part (linked-walk.ts). */
  suspended?: SavedWalk;
  /** An optional tarot reading passed over after `at` answers, offered with the next prompt (tarot-reading.ts). */
  tarotOffer?: { prompt: Prompt; at: number };
}

export const SETUP = '$setup';

export function emptyState(): GuideState {
  return { chaosBag: [], investigators: [], sections: [], scenarios: [] };
}

/** A deep copy: the state is plain JSON data. */
export const cloneState = (state: GuideState): GuideState => JSON.parse(JSON.stringify(state)) as GuideState;

export function section(state: GuideState, id: string): GuideSection {
  let found = state.sections.find((item) => item.id === id);
  if (!found) {
    found = { id, entries: [] };
    state.sections.push(found);
  }
  return found;
}

export function entry(state: GuideState, sectionId: string, id: string): GuideLogEntry {
  const owner = section(state, sectionId);
  let found = owner.entries.find((item) => item.id === id);
  if (!found) {
    found = { id, crossedOut: false };
    owner.entries.push(found);
  }
  return found;
}

export const findEntry = (state: GuideState, sectionId: string, id: string): GuideLogEntry | undefined =>
  state.sections.find((item) => item.id === sectionId)?.entries.find((item) => item.id === id);

export function investigator(state: GuideState, code: string): GuideInvestigator {
  let found = state.investigators.find((item) => item.code === code);
  if (!found) {
    found = {
      code,
      xp: 0,
      physical: 0,
      mental: 0,
      killed: false,
      insane: false,
      cards: [],
      removedCards: [],
      supplies: {},
    };
    state.investigators.push(found);
  }
  return found;
}

export const isGone = (item: GuideInvestigator) => item.killed || item.insane;

export function scenarioState(w: Walker, id = w.scenario?.id): GuideScenarioState | undefined {
  if (!id) return undefined;
  let found = w.state.scenarios.find((item) => item.id === id);
  if (!found) {
    found = { id, status: 'not_started', investigators: [], results: {}, replayed: 0 };
    w.state.scenarios.push(found);
  }
  return found;
}

/** The investigators playing now: the scenario's chosen ones, else every living campaign investigator. */
export function playing(w: Walker): string[] {
  const chosen = scenarioState(w)?.investigators ?? [];
  const alive = ofHalf(
    w,
    w.state.investigators.filter((item) => !isGone(item)).map((item) => item.code),
  );
  return chosen.length ? chosen.filter((code) => alive.includes(code)) : alive;
}

export function lead(w: Walker): string | undefined {
  return scenarioState(w)?.lead ?? playing(w)[0];
}

const DEFEATED: InvestigatorResult[] = ['physical', 'mental', 'killed', 'insane'];

export function resultOf(w: Walker, code: string): InvestigatorResult {
  return scenarioState(w)?.results[code] ?? 'alive';
}

/** The investigators an effect or input names (`all`, `lead_investigator`, `defeated` …). */
export function selectInvestigators(w: Walker, selector: string | undefined, input: InputValue, raw: Raw): string[] {
  const everyone = playing(w);
  const withResult = (test: (result: InvestigatorResult) => boolean) =>
    everyone.filter((code) => test(resultOf(w, code)));
  switch (selector) {
    case undefined:
    case 'all':
      return everyone;
    case 'any':
      // One investigator: the one the answer named, else (no one asked) everyone.
      return input.investigators ?? everyone;
    case 'lead_investigator': {
      const code = lead(w);
      return code ? [code] : [];
    }
    case '$input_value':
    case 'choice':
      return input.investigators ?? [];
    // Everyone but the investigator(s) the input names (a printed-guide fix: „Each of the other
    // investigators (except you)“, shared/guide/printed-guide-fixes.ts).
    case '$others':
      return everyone.filter((code) => !(input.investigators ?? []).includes(code));
    case '$fixed_investigator':
      return typeof raw.fixed_investigator === 'string' ? [raw.fixed_investigator] : [];
    case 'defeated':
      return withResult((result) => DEFEATED.includes(result));
    case 'not_defeated':
    case 'alive':
      return withResult((result) => !DEFEATED.includes(result));
    case 'resigned':
      return withResult((result) => result === 'resigned');
    case 'not_resigned':
      return withResult((result) => result !== 'resigned');
    default:
      return [];
  }
}

/** What an answer feeds into `$input_value`. */
export interface InputValue {
  investigators?: string[];
  value?: number;
  /** investigator_counter: per investigator. */
  values?: Record<string, number>;
  cards?: string[];
  /** card_choice with copies: per card chosen, how many. */
  copies?: Record<string, number>;
  text?: string;
  /** add_weakness: the drawn card per investigator (stored in the answer). */
  weaknesses?: Record<string, string>;
  /** prologue_randomizer: the section `$input_value` names. */
  section?: string;
  /** A trauma of the investigator's choice (`mental_or_physical`): the kind each chose. */
  traumaKinds?: Record<string, 'physical' | 'mental'>;
}
