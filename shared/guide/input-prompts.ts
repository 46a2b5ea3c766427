import { evaluate, operand } from './conditions.ts';
import { heldByEach, neededByGroup } from './group-supplies.ts';
import type { IndexedStep } from './guide-index.ts';
import { guideText } from './guide-text.ts';
import { notOtherHalf } from './linked-walk.ts';
import { isRaw, list, num, obj, type Raw, str, strings } from './raw-guide.ts';
import {
  INVESTIGATOR_RESULTS,
  type InputKind,
  type InvestigatorResult,
  type Prompt,
  type PromptChoice,
} from './types.ts';
import { findEntry, investigator, isGone, playing, resultOf, type Walker } from './walk-state.ts';

// The open prompt of an input step (input.schema.json): what it asks, which choices are
// visible now (a choice's `condition` hides it), who is asked.

export const inputOf = (step: IndexedStep): Raw => obj(step.raw, 'input') ?? {};

/** The input kind the answer must have (investigator_choice_supplies is asked as an investigator choice). */
export function kindOf(step: IndexedStep): InputKind {
  const type = str(inputOf(step), 'type');
  if (type === 'investigator_choice_supplies') return 'investigator_choice';
  return (type ?? 'confirm') as InputKind;
}

/** The experience a choice spends for the investigator who takes it (St. Mary's: „spend 3 experience points“). */
const xpCost = (choice: Raw) =>
  list(choice, 'effects')
    .filter((effect) => effect.type === 'earn_xp' && effect.special_xp === undefined && (num(effect, 'bonus') ?? 0) < 0)
    .reduce((sum, effect) => sum - (num(effect, 'bonus') ?? 0), 0);

/**
 * A choice is offered when its condition (if any) picks an option – and, for one investigator,
 * when they have the experience it spends (Grimoire „Erfahrungspunkte verdienen und ausgeben“).
 */
export function visible(w: Walker, choice: Raw, code?: string): boolean {
  const condition = obj(choice, 'condition');
  if (code !== undefined && xpCost(choice) > investigator(w.state, code).xp) return false;
  return !condition || evaluate(w, condition, code) !== undefined;
}

const choiceOf = (raw: Raw, file: string, id: string): PromptChoice => {
  const text = guideText(str(raw, 'text') ?? str(raw, 'prompt') ?? id, file) ?? { en: id, catalogue: file };
  const description = guideText(str(raw, 'description'), file);
  return { id, text, ...(description ? { description } : {}) };
};

/**
 * A choose_one with a single choice is a question („Did any player “cheat”?“, „Is Sebastien
 * Moreau in the victory display?“): the printed guide's „if …“ – answering no does nothing.
 */
export const NO_CHOICE = '$no';
export const isYesNo = (input: Raw) => list(input, 'choices').length === 1;
const noChoice = (file: string): PromptChoice => ({ id: NO_CHOICE, text: { en: 'No', catalogue: file } });

/** Who an investigator_choice asks: `source` campaign or scenario, then the `investigator` filter. */
export function choiceTargets(w: Walker, input: Raw): string[] {
  const pool =
    input.source === 'campaign'
      ? w.state.investigators.filter((item) => !isGone(item)).map((item) => item.code)
      : playing(w);
  const defeated = (result: InvestigatorResult) => ['physical', 'mental', 'killed', 'insane'].includes(result);
  switch (input.investigator) {
    case 'resigned':
      return pool.filter((code) => resultOf(w, code) === 'resigned');
    case 'defeated':
      return pool.filter((code) => defeated(resultOf(w, code)));
    case 'alive':
    case 'not_defeated':
      return pool.filter((code) => !defeated(resultOf(w, code)));
    default:
      return pool;
  }
}

export const isEach = (input: Raw) => !['any', 'choice'].includes(String(input.investigator));

/** The resolution a scenario's guide reads for the defeated investigators („Investigator Defeat“). */
export const INVESTIGATOR_DEFEAT = 'investigator_defeat';

function resolutionsOf(w: Walker, input: Raw): NonNullable<Prompt['resolutions']> {
  const scenario = w.scenario;
  if (!scenario || input.no_resolutions === true) return [];
  const fixed = str(input, 'fixed_resolution') ?? str(input, 'single_resolution');
  return (
    scenario.resolutions
      // A hidden resolution is reached only through another one's steps, never chosen directly;
      // „Investigator Defeat“ is read because someone was defeated, besides the chosen resolution.
      .filter((raw) => (fixed ? raw.id === fixed : raw.hidden !== true && raw.id !== INVESTIGATOR_DEFEAT))
      .filter((raw) => {
        const condition = obj(raw, 'condition');
        return !condition || evaluate(w, condition) !== undefined;
      })
      .map((raw) => ({
        id: String(raw.id),
        title: guideText(str(raw, 'title') ?? String(raw.id), scenario.file) ?? {
          en: String(raw.id),
          catalogue: scenario.file,
        },
        ...(guideText(str(raw, 'description'), scenario.file)
          ? { description: guideText(str(raw, 'description'), scenario.file) }
          : {}),
        statuses: allowedStatuses(raw),
      }))
  );
}

/** The investigator results a resolution allows; without a list, the common ones (Grimoire „Besiegt“). */
export function allowedStatuses(resolution: Raw): InvestigatorResult[] {
  const listed = strings(resolution, 'investigator_status').filter((item): item is InvestigatorResult =>
    (INVESTIGATOR_RESULTS as readonly string[]).includes(item),
  );
  return listed.length
    ? [...new Set<InvestigatorResult>(['alive', ...listed])]
    : ['alive', 'resigned', 'physical', 'mental'];
}

/** Play-time branches (interludes, glyphs, log entries made during play) offered now. */
export function playBranches(w: Walker, input: Raw): Raw[] {
  return [...list(input, 'branches'), ...list(input, 'campaign_log')].filter((raw) => visible(w, raw));
}

/** The Random Basic Weakness placeholder a deck holds until the weakness is drawn. */
const RANDOM_BASIC_WEAKNESS = '01000';

/**
 * The setup's draw of the deck's random basic weakness (it replaces the placeholder): Grimoire
 * „Deckbau“, „1 zufällige Grundschwäche“ – one whose deck already holds it (drawn in the deck
 * editor) draws none, so an investigator may be left out.
 */
export const drawsDeckWeakness = (input: Raw) =>
  list(input, 'choices').some((choice) =>
    list(choice, 'effects').some((effect) => effect.type === 'remove_card' && effect.card === RANDOM_BASIC_WEAKNESS),
  );

/** The choices' `add_weakness` effect, whose `weakness_traits` narrow the draw (The Pallid Mask: „Madness or Pact“). */
const weaknessEffect = (choices: Raw[]) =>
  choices.flatMap((choice) => list(choice, 'effects')).find((effect) => effect.type === 'add_weakness');

export function promptOf(w: Walker, step: IndexedStep, key: string, scenario: string): Prompt {
  const input = inputOf(step);
  const file = step.file;
  const kind = kindOf(step);
  const base: Prompt = {
    key,
    scenario,
    step: String(step.raw.id),
    kind,
    shown: w.shown,
    ...(guideText(str(step.raw, 'title'), file) ? { title: guideText(str(step.raw, 'title'), file) } : {}),
    ...(guideText(str(step.raw, 'text') ?? str(input, 'text') ?? str(input, 'prompt'), file)
      ? { text: guideText(str(step.raw, 'text') ?? str(input, 'text') ?? str(input, 'prompt'), file) }
      : {}),
  };
  const choices = (raws: Raw[]) => raws.map((raw) => choiceOf(raw, file, String(raw.id)));
  switch (str(input, 'type')) {
    case 'choose_one':
      if (isYesNo(input))
        return {
          ...base,
          choices: [...choices(list(input, 'choices').filter((raw) => visible(w, raw))), noChoice(file)],
        };
      return { ...base, choices: choices(list(input, 'choices').filter((raw) => visible(w, raw))), ...range(w, input) };
    case 'checklist':
      return { ...base, choices: choices(list(input, 'choices').filter((raw) => visible(w, raw))), ...range(w, input) };
    case 'investigator_choice': {
      const all = list(input, 'choices');
      const targets = choiceTargets(w, input);
      const weakness = weaknessEffect(all);
      return {
        ...base,
        investigators: targets,
        choices: choices(all),
        choicesFor: Object.fromEntries(
          targets.map((code) => [code, all.filter((raw) => visible(w, raw, code)).map((raw) => String(raw.id))]),
        ),
        ...range(w, input),
        ...(drawsDeckWeakness(input) ? { min: 0 } : {}),
        ...(weakness ? { needsWeakness: { traits: strings(weakness, 'weakness_traits') } } : {}),
      };
    }
    case 'investigator_choice_supplies':
      return {
        ...base,
        investigators: playing(w),
        choices: [choiceOf({ text: str(input, 'prompt') }, file, 'chosen')],
        min: 1,
        max: 1,
      };
    case 'counter': {
      const extra = guideText(str(input, 'confirm_text'), file);
      return { ...base, ...range(w, input), ...(extra ? { extra } : {}) };
    }
    case 'investigator_counter':
      return { ...base, investigators: playing(w), ...range(w, input) };
    case 'scenario_investigators':
      return {
        ...base,
        candidates: notOtherHalf(w, Object.keys(w.context.investigators)).filter(
          (code) => !w.state.investigators.some((item) => item.code === code && isGone(item)),
        ),
        min: strings(input, 'choose_none_steps').length ? 0 : 1,
        max: 4,
      };
    case 'play_scenario':
      return {
        ...base,
        investigators: playing(w),
        resolutions: resolutionsOf(w, input),
        choices: choices(playBranches(w, input)),
      };
    case 'card_choice': {
      const queries = list(input, 'query');
      const codes = queries.flatMap((query) => strings(query, 'code'));
      const searches = queries.filter((query) => !Array.isArray(query.code)).map(cardQueryOf);
      return {
        ...base,
        ...(codes.length ? { cards: codes } : {}),
        ...(searches.length ? { cardQuery: searches } : {}),
        ...(input.include_counts === true ? { copies: true } : {}),
        ...range(w, input),
      };
    }
    case 'random_location':
      return {
        ...base,
        cards: strings(input, 'cards'),
        min: 1,
        max: input.multiple === true ? strings(input, 'cards').length : 1,
      };
    case 'use_supplies': {
      const card = removedByChoice(input);
      const holders = playing(w).filter((code) => investigator(w.state, code).cards.includes(card ?? ''));
      return {
        ...base,
        investigators: playing(w),
        supply: supplyOf(input),
        ...range(w, input),
        ...(input.investigator === 'all' ? { needed: neededByGroup(w), held: heldByEach(w, input) } : {}),
        ...(card ? { removes: { card, holders } } : {}),
      };
    }
    case 'supplies': {
      const points = (input.points as number[] | undefined) ?? [];
      const perInvestigator = points[Math.min(points.length, Math.max(1, playing(w).length)) - 1] ?? 0;
      const special = str(input, 'special_xp') ?? '';
      return {
        ...base,
        investigators: playing(w),
        // „based on the number of investigators in the campaign“: the same for each investigator,
        // and the supply points each converted (Return to Threads of Fate, `special_xp`).
        points: Object.fromEntries(
          playing(w).map((code) => [code, perInvestigator + (findEntry(w.state, special, code)?.count ?? 0)]),
        ),
        supplies: list(input, 'supplies').map((raw) => ({
          id: String(raw.id),
          name: guideText(str(raw, 'name') ?? String(raw.id), file) ?? { en: String(raw.id), catalogue: file },
          cost: num(raw, 'cost') ?? 0,
          multiple: raw.multiple === true,
        })),
      };
    }
    case 'prologue_randomizer':
      return {
        ...base,
        investigators: list(input, 'choices')
          .filter((raw) => visible(w, raw))
          .map((raw) => String(raw.id)),
        choices: list(input, 'options').map((raw) => choiceOf(raw, file, String(raw.condition))),
      };
    default:
      return base;
  }
}

/** The card crossing off a supply removes from a chosen investigator's deck (medicine: Poisoned 04102). */
export function removedByChoice(input: Raw): string | undefined {
  const used = list(input, 'choices').find((raw) => raw.boolCondition === true);
  const effect = list(used ?? {}, 'effects').find((raw) => raw.type === 'remove_card' && raw.investigator === 'choice');
  return effect ? str(effect, 'card') : undefined;
}

const supplyOf = (input: Raw) => ({ section: String(input.section), id: String(input.id) });

function cardQueryOf(raw: Raw): NonNullable<Prompt['cardQuery']>[number] {
  return {
    ...(str(raw, 'source') ? { source: str(raw, 'source') } : {}),
    ...(strings(raw, 'traits').length ? { traits: strings(raw, 'traits') } : {}),
    ...(strings(raw, 'types').length ? { types: strings(raw, 'types') } : {}),
    ...(strings(raw, 'exclude_code').length ? { exclude: strings(raw, 'exclude_code') } : {}),
    ...(raw.unique === true ? { unique: true } : {}),
    ...(raw.vengeance === true ? { vengeance: true } : {}),
  };
}

/** Bounds of a count: a number, or an operand the data computes (`{"type":"constant","value":3}`). */
function range(w: Walker, input: Raw): { min?: number; max?: number } {
  const bound = (key: string) => {
    const value = input[key];
    if (typeof value === 'number') return value;
    return isRaw(value) ? operand(w, value) : undefined;
  };
  const min = bound('min');
  const max = bound('max');
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
