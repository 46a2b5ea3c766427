import { evaluate, operand } from './conditions.ts';
import type {
  CardSearchQuery,
  ChooseOneInput,
  Effect,
  Input,
  InvestigatorChoiceInput,
  PlayScenarioInput,
  Resolution,
  UseSuppliesInput,
} from './data/guide-data-types.ts';
import { heldByEach, neededByGroup } from './group-supplies.ts';
import { guideText } from './guide-text.ts';
import { notOtherHalf } from './linked-walk.ts';
import { offeredPartners, partnerSection, partnersInPlay } from './partners.ts';
import { isRaw, obj, type Raw, str } from './raw-guide.ts';
import {
  INVESTIGATOR_RESULTS,
  type InputKind,
  type InvestigatorResult,
  type Prompt,
  type PromptChoice,
} from './types.ts';
import { findEntry, investigator, isGone, playing, resultOf, type Walker } from './walk-state.ts';

// The open prompt of an input step (input.schema.json): what it asks, which choices are
// visible now (a choice's `condition` hides it), who is asked. The input is read as the data's
// schema types it and narrowed on its `type` (test/unit/guide/guide-data-schema.test.ts checks
// the data against the schema).

/** A step asked as a prompt: a data step (IndexedStep), or one the walk asks without an input of its own. */
type AskedStep = { raw: Raw; file: string };

/**
 * The step's input (input.schema.json). The walk also asks steps of its own (run-guide.ts asks a
 * non-input step as an investigator choice with an empty input, which no `type` case takes), so a
 * prompt's step is any record and its input is read as the schema's Input here.
 */
export const inputOf = (step: AskedStep): Input | undefined => obj(step.raw, 'input') as Input | undefined;

/** The step's input when it is of one of the `types`, narrowed to those variants. */
export function inputOfType<T extends Input['type']>(
  step: AskedStep,
  ...types: T[]
): Extract<Input, { type: T }> | undefined {
  const input = inputOf(step);
  return input && (types as string[]).includes(input.type) ? (input as Extract<Input, { type: T }>) : undefined;
}

/** The input kind the answer must have (investigator_choice_supplies is asked as an investigator choice). */
export function kindOf(step: AskedStep): InputKind {
  const type = inputOf(step)?.type;
  if (type === 'investigator_choice_supplies' || type === 'investigator_choice_partner') return 'investigator_choice';
  // The Edge of the Earth: a partner is chosen as a card (the partners are story assets).
  if (type === 'partner_choice') return 'card_choice';
  return (type ?? 'confirm') as InputKind;
}

/** The experience a choice spends for the investigator who takes it (St. Mary's: „spend 3 experience points“). */
const xpCost = (choice: Raw) =>
  effectsOf(choice)
    .flatMap((effect) => (effect.type === 'earn_xp' && effect.special_xp === undefined ? [effect.bonus ?? 0] : []))
    .filter((bonus) => bonus < 0)
    .reduce((sum, bonus) => sum - bonus, 0);

/** A choice's or option's effects (effect.schema.json). */
const effectsOf = (choice: { effects?: unknown }): Effect[] => (Array.isArray(choice.effects) ? choice.effects : []);

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
export const isYesNo = (input: ChooseOneInput) => input.choices.length === 1;
const noChoice = (file: string): PromptChoice => ({ id: NO_CHOICE, text: { en: 'No', catalogue: file } });

/** Who an investigator_choice asks: `source` campaign or scenario, then the `investigator` filter. */
export function choiceTargets(w: Walker, input: InvestigatorChoiceInput): string[] {
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

export const isEach = (input: InvestigatorChoiceInput) => !['any', 'choice'].includes(input.investigator);

/** The resolution a scenario's guide reads for the defeated investigators („Investigator Defeat“). */
export const INVESTIGATOR_DEFEAT = 'investigator_defeat';

function resolutionsOf(w: Walker, input: PlayScenarioInput): NonNullable<Prompt['resolutions']> {
  const scenario = w.scenario;
  if (!scenario || input.no_resolutions === true) return [];
  const fixed = input.fixed_resolution ?? input.single_resolution;
  return (
    scenario.resolutions
      // A hidden resolution is reached only through another one's steps, never chosen directly;
      // „Investigator Defeat“ is read because someone was defeated, besides the chosen resolution.
      .filter((raw) => (fixed ? raw.id === fixed : raw.hidden !== true && raw.id !== INVESTIGATOR_DEFEAT))
      .filter((raw) => !raw.condition || evaluate(w, raw.condition) !== undefined)
      .map((raw) => ({
        id: raw.id,
        title: guideText(raw.title ?? raw.id, scenario.file) ?? { en: raw.id, catalogue: scenario.file },
        ...(guideText(raw.description, scenario.file)
          ? { description: guideText(raw.description, scenario.file) }
          : {}),
        statuses: allowedStatuses(raw),
      }))
  );
}

/** The investigator results a resolution allows; without a list, the common ones (Grimoire „Besiegt“). */
export function allowedStatuses(resolution: Resolution): InvestigatorResult[] {
  const listed = (resolution.investigator_status ?? []).filter((item): item is InvestigatorResult =>
    (INVESTIGATOR_RESULTS as readonly string[]).includes(item),
  );
  return listed.length
    ? [...new Set<InvestigatorResult>(['alive', ...listed])]
    : ['alive', 'resigned', 'physical', 'mental'];
}

/** Play-time branches (interludes, glyphs, log entries made during play) offered now. */
export function playBranches(w: Walker, input: PlayScenarioInput) {
  return [...(input.branches ?? []), ...(input.campaign_log ?? [])].filter((raw) => visible(w, raw));
}

/** The Random Basic Weakness placeholder a deck holds until the weakness is drawn. */
const RANDOM_BASIC_WEAKNESS = '01000';

/**
 * The setup's draw of the deck's random basic weakness (it replaces the placeholder): Grimoire
 * „Deckbau“, „1 zufällige Grundschwäche“ – one whose deck already holds it (drawn in the deck
 * editor) draws none, so an investigator may be left out.
 */
export const drawsDeckWeakness = (input: InvestigatorChoiceInput) =>
  input.choices.some((choice) =>
    effectsOf(choice).some((effect) => effect.type === 'remove_card' && effect.card === RANDOM_BASIC_WEAKNESS),
  );

/** The choices' `add_weakness` effect, whose `weakness_traits` narrow the draw (The Pallid Mask: „Madness or Pact“). */
const weaknessEffect = (choices: InvestigatorChoiceInput['choices']) =>
  choices.flatMap(effectsOf).find((effect) => effect.type === 'add_weakness');

export function promptOf(w: Walker, step: AskedStep, key: string, scenario: string): Prompt {
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
    ...(guideText(str(step.raw, 'text') ?? textOf(input), file)
      ? { text: guideText(str(step.raw, 'text') ?? textOf(input), file) }
      : {}),
  };
  const choices = (raws: { id: string }[]) => raws.map((raw) => choiceOf(raw, file, raw.id));
  switch (input?.type) {
    case 'choose_one':
      if (isYesNo(input))
        return { ...base, choices: [...choices(input.choices.filter((raw) => visible(w, raw))), noChoice(file)] };
      return { ...base, choices: choices(input.choices.filter((raw) => visible(w, raw))), ...range(w, input) };
    case 'checklist':
      return { ...base, choices: choices(input.choices.filter((raw) => visible(w, raw))), ...range(w, input) };
    case 'investigator_choice': {
      const all = input.choices;
      const targets = choiceTargets(w, input);
      const weakness = weaknessEffect(all);
      return {
        ...base,
        investigators: targets,
        choices: choices(all),
        choicesFor: Object.fromEntries(
          targets.map((code) => [code, all.filter((raw) => visible(w, raw, code)).map((raw) => raw.id)]),
        ),
        ...range(w, input),
        ...(drawsDeckWeakness(input) ? { min: 0 } : {}),
        ...(weakness ? { needsWeakness: { traits: weakness.weakness_traits ?? [] } } : {}),
      };
    }
    case 'investigator_choice_supplies':
      return {
        ...base,
        investigators: playing(w),
        choices: [choiceOf({ text: input.prompt }, file, 'chosen')],
        min: 1,
        max: 1,
      };
    case 'investigator_choice_partner': {
      // „Each investigator may choose one available member of the expedition team who is not crossed off“.
      const offered = offeredPartners(w, input.condition);
      const names = partnerSection(w)?.partners ?? [];
      return {
        ...base,
        investigators: playing(w),
        choices: offered.map((code) => ({
          id: code,
          text: { en: names.find((p) => p.code === code)?.name ?? code, catalogue: w.index.campaignFile },
        })),
        choicesFor: Object.fromEntries(playing(w).map((code) => [code, offered])),
        min: 0,
      };
    }
    case 'partner_choice': {
      const offered = offeredPartners(w, input.condition);
      const asked = input.quantity;
      // Without a quantity any number („Which partners should be eliminated:“, Ice and Death part 2).
      if (!asked) return { ...base, cards: offered, min: 0, max: offered.length };
      const quantity = Math.min(offered.length, operand(w, asked));
      return { ...base, cards: offered, min: quantity, max: quantity };
    }
    case 'partner_trauma':
      return { ...base, cards: partnersInPlay(w, input.section), min: 0 };
    case 'counter': {
      const extra = guideText(input.confirm_text, file);
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
        min: input.choose_none_steps?.length ? 0 : 1,
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
      const queries = input.query;
      const codes = queries.flatMap((query) => query.code ?? []);
      const searches = queries.filter((query): query is CardSearchQuery => !Array.isArray(query.code)).map(cardQueryOf);
      // The question is the choice's own text („Choose your prologue investigators:“) when the step has none.
      const asked = base.text ? undefined : guideText(input.choices[0]?.text, file);
      return {
        ...base,
        ...(asked ? { text: asked } : {}),
        ...(codes.length ? { cards: codes } : {}),
        ...(searches.length ? { cardQuery: searches } : {}),
        ...(input.include_counts === true ? { copies: true } : {}),
        ...range(w, input),
      };
    }
    case 'random_location':
      return {
        ...base,
        cards: input.cards,
        min: 1,
        max: input.multiple === true ? input.cards.length : 1,
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
      const points = input.points ?? [];
      const perInvestigator = points[Math.min(points.length, Math.max(1, playing(w).length)) - 1] ?? 0;
      const special = input.special_xp ?? '';
      return {
        ...base,
        investigators: playing(w),
        // „based on the number of investigators in the campaign“: the same for each investigator,
        // and the supply points each converted (Return to Threads of Fate, `special_xp`).
        points: Object.fromEntries(
          playing(w).map((code) => [code, perInvestigator + (findEntry(w.state, special, code)?.count ?? 0)]),
        ),
        supplies: input.supplies.map((raw) => ({
          id: raw.id,
          name: guideText(raw.name ?? raw.id, file) ?? { en: raw.id, catalogue: file },
          cost: raw.cost ?? 0,
          multiple: raw.multiple === true,
        })),
      };
    }
    case 'prologue_randomizer':
      return {
        ...base,
        investigators: input.choices.filter((raw) => visible(w, raw)).map((raw) => raw.id),
        choices: input.options.map((raw) => choiceOf(raw, file, raw.condition)),
      };
    default:
      return base;
  }
}

/** The card crossing off a supply removes from a chosen investigator's deck (medicine: Poisoned 04102). */
export function removedByChoice(input: UseSuppliesInput): string | undefined {
  const used = input.choices.find((raw) => raw.boolCondition === true);
  const effect = effectsOf(used ?? {}).find((raw) => raw.type === 'remove_card' && raw.investigator === 'choice');
  return effect?.type === 'remove_card' ? effect.card : undefined;
}

const supplyOf = (input: UseSuppliesInput) => ({ section: input.section, id: input.id });

function cardQueryOf(query: CardSearchQuery): NonNullable<Prompt['cardQuery']>[number] {
  return {
    ...(query.source ? { source: query.source } : {}),
    ...(query.traits?.length ? { traits: query.traits } : {}),
    ...(query.types?.length ? { types: query.types } : {}),
    ...(query.exclude_code?.length ? { exclude: query.exclude_code } : {}),
    ...(query.unique === true ? { unique: true } : {}),
    ...(query.vengeance === true ? { vengeance: true } : {}),
  };
}

/** The question an input asks when its step has no text of its own. */
function textOf(input: Input | undefined): string | undefined {
  if (input && 'text' in input) return input.text;
  return input && 'prompt' in input ? input.prompt : undefined;
}

/** Bounds of a count: a number, or an operand the data computes (`{"type":"constant","value":3}`). */
function range(w: Walker, input: Raw): { min?: number; max?: number } {
  const bound = (key: 'min' | 'max') => {
    const value = input[key];
    if (typeof value === 'number') return value;
    return isRaw(value) ? operand(w, value) : undefined;
  };
  const min = bound('min');
  const max = bound('max');
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}
