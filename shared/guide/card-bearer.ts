import type { AddCardEffect } from './data/guide-data-types.ts';
import type { GuideText, Prompt } from './types.ts';
import { type Cursor, consume, GuideStop, keyOf, settle } from './walk-cursor.ts';
import { type InputValue, playing, resultOf, type Walker } from './walk-state.ts';

// A card one investigator takes, named by an answer's or a branch's effects (`add_card` for `any`
// or `choice` with nobody named yet): The Secret Name, „any one investigator may choose to add The
// Black Book story asset to their deck“; A Light in the Fog, „Was Waveworn Idol added to an
// investigator's hand“. The effect waits as a step of its own (`$card_bearer:n`) that asks who:
// one investigator must take it (`any`), or may (`choice`); The Search for Kadath, „give
// ownership of Randolph Carter to an investigator who resigned“ (`any_resigned`): one of those.

export const CARD_BEARER = '$card_bearer';

/** The effect names one investigator not chosen yet. */
export const asksBearer = (raw: AddCardEffect, input: InputValue) =>
  ['any', 'choice', 'any_resigned'].includes(raw.investigator) && !input.investigators;

/** Keeps the effect for its own step; returns that step. */
export function deferBearer(w: Walker, raw: AddCardEffect, file: string): string[] {
  w.pendingBearers ??= [];
  w.pendingBearers.push({ effect: raw, file });
  return [`${CARD_BEARER}:${w.pendingBearers.length - 1}`];
}

const QUESTION = 'Which investigator adds this card to their deck?';
const TAKES = 'Adds the card';

/** The step `$card_bearer:n`: asks who takes the card, then applies the effect with `apply`. */
export function bearerStep(
  w: Walker,
  cursor: Cursor,
  id: string,
  apply: (raw: AddCardEffect, input: InputValue) => void,
): void {
  const pending = w.pendingBearers?.[Number(id.slice(CARD_BEARER.length + 1))];
  if (!pending) throw new GuideStop({ code: 'step_missing', scenario: w.scenarioKey, step: id });
  settle(w, cursor);
  const resigned = pending.effect.investigator === 'any_resigned';
  const asked = playing(w).filter((code) => !resigned || resultOf(w, code) === 'resigned');
  if (!asked.length) return;
  const must = pending.effect.investigator !== 'choice';
  const key = keyOf(w, CARD_BEARER);
  const text: GuideText = { en: QUESTION, catalogue: pending.file };
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: CARD_BEARER,
    kind: 'investigator_choice',
    text,
    investigators: asked,
    choices: [{ id: 'chosen', text: { en: TAKES, catalogue: pending.file } }],
    cards: [pending.effect.card],
    min: must ? 1 : 0,
    max: 1,
    shown: w.shown,
  };
  consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'investigator_choice') return [];
    const codes = Object.keys(answer.value.choices);
    const refuse = (reason: 'too_few' | 'too_many' | 'unknown_investigator') =>
      new GuideStop({ code: 'answer_invalid', key, reason }, prompt);
    if (codes.length < (prompt.min ?? 0)) throw refuse('too_few');
    if (codes.length > 1) throw refuse('too_many');
    if (codes.some((code) => !asked.includes(code))) throw refuse('unknown_investigator');
    apply(pending.effect, { investigators: codes });
    return [];
  });
}
