import type { TraumaEffect } from './data/guide-data-types.ts';
import type { GuideText, Prompt } from './types.ts';
import { type Cursor, consume, GuideStop, keyOf, settle } from './walk-cursor.ts';
import { type InputValue, investigator, selectInvestigators, type Walker } from './walk-state.ts';

// „Suffer 1 physical or mental trauma (your choice)“ (the data's `trauma` with `mental_or_physical`,
// The Forgotten Age's Tossing and Turning): each investigator it names chooses the kind. The effect
// waits as a step of its own (`$mental_or_physical:n`) that asks each of them; the answer is an
// investigator_choice naming `physical` or `mental` per investigator.

export const TRAUMA_CHOICE = '$mental_or_physical';
const KINDS = ['physical', 'mental'] as const;
type TraumaKind = (typeof KINDS)[number];

/** The trauma effect asks for the kind (it names `mental_or_physical` and no kind is chosen yet). */
export const asksTraumaKind = (raw: TraumaEffect, input: InputValue) =>
  (raw.mental_or_physical ?? 0) !== 0 && input.traumaKinds === undefined;

/** Keeps the effect for its own step; returns that step (none when it names nobody). */
export function deferTraumaChoice(w: Walker, raw: TraumaEffect, input: InputValue, file: string): string[] {
  const investigators = selectInvestigators(w, raw.investigator, input, raw);
  if (!investigators.length) return [];
  w.pendingTrauma ??= [];
  w.pendingTrauma.push({ investigators, effect: raw, file });
  return [`${TRAUMA_CHOICE}:${w.pendingTrauma.length - 1}`];
}

const SUFFER = 'Each of these investigators suffers 1 physical or mental trauma (your choice).';
const HEAL = 'Each of these investigators heals 1 physical or mental trauma (your choice).';
const LABELS: Record<TraumaKind, string> = { physical: 'Physical trauma', mental: 'Mental trauma' };

/**
 * The step `$mental_or_physical:n`: asks each named investigator which kind, then applies the
 * trauma with `apply`. Healing offers only a kind the investigator has; who has none is not asked.
 */
export function traumaChoiceStep(
  w: Walker,
  cursor: Cursor,
  id: string,
  apply: (raw: TraumaEffect, input: InputValue) => void,
): void {
  const pending = w.pendingTrauma?.[Number(id.slice(TRAUMA_CHOICE.length + 1))];
  if (!pending) throw new GuideStop({ code: 'step_missing', scenario: w.scenarioKey, step: id });
  settle(w, cursor);
  const amount = pending.effect.mental_or_physical ?? 0;
  const open = (code: string) => KINDS.filter((kind) => amount > 0 || investigator(w.state, code)[kind] > 0);
  const asked = pending.investigators.filter((code) => open(code).length > 0);
  if (!asked.length) return;
  const key = keyOf(w, TRAUMA_CHOICE);
  const text = (en: string): GuideText => ({ en, catalogue: pending.file });
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: TRAUMA_CHOICE,
    kind: 'investigator_choice',
    text: text(amount > 0 ? SUFFER : HEAL),
    investigators: asked,
    choices: KINDS.map((kind) => ({ id: kind, text: text(LABELS[kind]) })),
    choicesFor: Object.fromEntries(asked.map((code) => [code, open(code)])),
    min: asked.length,
    max: asked.length,
    shown: w.shown,
  };
  consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'investigator_choice') return [];
    const chosen = answer.value.choices;
    const refuse = (reason: 'too_few' | 'unknown_investigator' | 'unknown_choice') =>
      new GuideStop({ code: 'answer_invalid', key, reason }, prompt);
    if (Object.keys(chosen).some((code) => !asked.includes(code))) throw refuse('unknown_investigator');
    if (asked.some((code) => chosen[code] === undefined)) throw refuse('too_few');
    const kinds: Record<string, TraumaKind> = {};
    for (const code of asked) {
      const kind = open(code).find((item) => item === chosen[code]);
      if (!kind) throw refuse('unknown_choice');
      kinds[code] = kind;
    }
    apply({ ...pending.effect, investigator: '$input_value' }, { investigators: asked, traumaKinds: kinds });
    return [];
  });
}
