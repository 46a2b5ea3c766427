import { orderedCorrections, settleCorrections } from './hand-corrections.ts';
import type { GuideAnswer, GuideEffect, GuideRun, PlacedCorrection, Prompt } from './types.ts';
import { cloneState, type Walker } from './walk-state.ts';

// Where the walk stands in the stored answers: the next answer for an open prompt (or a stop
// there), the effects each answer made, and the hand corrections that come into force on the way.

/** The walk stops at an open prompt without an answer. */
export class Stop {
  constructor(readonly prompt?: Prompt) {}
}

/** The walk stops with a problem (a refused or stale answer, a missing step). */
export class GuideStop {
  constructor(
    readonly problem: GuideRun['problem'],
    readonly prompt?: Prompt,
  ) {}
}

export interface Cursor {
  answers: GuideAnswer[];
  at: number;
  buckets: GuideEffect[][];
  /** The group's hand corrections in journal order, and how many of them the walk has applied. */
  corrections: PlacedCorrection[];
  settled: number;
}

/** A cursor at the start of the answers, with the context's hand corrections in journal order. */
export const startCursor = (w: Walker, answers: GuideAnswer[]): Cursor => ({
  answers,
  at: 0,
  buckets: [[]],
  corrections: orderedCorrections(w.context),
  settled: 0,
});

/**
 * The hand corrections made while the guide waited for the next answer come into force where the
 * walk waits for it: before its prompt is built, so the prompt and every step after it read them.
 */
export function settle(w: Walker, cursor: Cursor): void {
  cursor.settled = settleCorrections(w.state, w.context, cursor.corrections, cursor.settled, cursor.at);
}

/** Takes the next stored answer for the prompt (or stops there) and applies it. */
export function consume(w: Walker, cursor: Cursor, prompt: Prompt, apply: (answer: GuideAnswer) => string[]): string[] {
  const answer = cursor.answers[cursor.at];
  if (!answer) throw new Stop(prompt);
  if (answer.key !== prompt.key)
    throw new GuideStop({ code: 'answer_stale', expected: prompt.key, got: answer.key }, prompt);
  if (answer.value.kind !== prompt.kind)
    throw new GuideStop({ code: 'answer_kind', expected: prompt.kind, got: answer.value.kind }, prompt);
  cursor.buckets[cursor.buckets.length - 1]?.push(...w.effects);
  w.effects = [];
  const before = cloneState(w.state);
  let result: string[];
  try {
    result = apply(answer);
  } catch (error) {
    // A refused answer changes nothing: the state stays as it was before it.
    w.state = before;
    w.effects = [];
    throw error;
  }
  cursor.buckets.push(w.effects);
  w.effects = [];
  cursor.at += 1;
  w.shown = [];
  return result;
}

/** The key of a prompt at this step: `scenario/step`, `#n` for its n-th time in the scenario. */
export function keyOf(w: Walker, step: string): string {
  const seen = (w.seen.get(step) ?? 0) + 1;
  w.seen.set(step, seen);
  return `${w.scenarioKey}/${step}${seen > 1 ? `#${seen}` : ''}`;
}
