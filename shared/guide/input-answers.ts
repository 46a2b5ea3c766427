import type { Effect } from './data/guide-data-types.ts';
import { applyEffects } from './effects.ts';
import { crossOffAsGroup } from './group-supplies.ts';
import type { IndexedStep } from './guide-index.ts';
import {
  choiceTargets,
  drawsDeckWeakness,
  INVESTIGATOR_DEFEAT,
  inputOf,
  inputOfType,
  isEach,
  isYesNo,
  NO_CHOICE,
  playBranches,
  visible,
} from './input-prompts.ts';
import { chooseForHalf } from './linked-walk.ts';
import { choosePartners, recordPartnerTrauma } from './partners.ts';
import { type Raw, strings } from './raw-guide.ts';
import type { AnswerValue, GuideAnswerReason, InvestigatorResult, Prompt } from './types.ts';
import { type InputValue, investigator, lead, playing, scenarioState, type Walker } from './walk-state.ts';

// Applying an answer to its input step: check it against the prompt (a stale or wrong answer is
// refused with a typed reason and changes nothing), then run the chosen option's effects and
// return the steps it leads to. The answer's kind is the prompt's (walk-cursor.ts checks it), so
// each kind reads the input variant(s) its prompt was built from (`inputOfType`).

type Outcome = { steps: string[] } | { reason: GuideAnswerReason };

const refuse = (reason: GuideAnswerReason): Outcome => ({ reason });

/** What an input's choice or option runs (each choice and option type of the schema has these). */
interface Runnable {
  pre_border_effects?: Effect[];
  effects?: Effect[];
  steps?: string[];
}

/** Effects then steps of one option; `pre_border_effects` come first. */
function runOption(w: Walker, option: Runnable, input: InputValue, file: string): string[] {
  const inserted = applyEffects(w, [...(option.pre_border_effects ?? []), ...(option.effects ?? [])], input, file);
  return [...inserted, ...(option.steps ?? [])];
}

function countOk(value: number, prompt: Prompt): boolean {
  return Number.isInteger(value) && value >= (prompt.min ?? 0) && value <= (prompt.max ?? 999);
}

function chooseOne(w: Walker, step: IndexedStep, choice: string): Outcome {
  const input = inputOfType(step, 'choose_one');
  if (choice === NO_CHOICE && input && isYesNo(input)) return { steps: [] };
  const found = input?.choices.find((raw) => raw.id === choice && visible(w, raw));
  return found ? { steps: runOption(w, found, {}, step.file) } : refuse('unknown_choice');
}

function checklist(w: Walker, step: IndexedStep, chosen: string[], prompt: Prompt): Outcome {
  const offered = (inputOfType(step, 'checklist')?.choices ?? []).filter((raw) => visible(w, raw));
  if (chosen.some((id) => !offered.some((raw) => raw.id === id))) return refuse('unknown_choice');
  if (chosen.length < (prompt.min ?? 0)) return refuse('too_few');
  if (prompt.max !== undefined && chosen.length > prompt.max) return refuse('too_many');
  return {
    steps: offered.filter((raw) => chosen.includes(raw.id)).flatMap((raw) => runOption(w, raw, {}, step.file)),
  };
}

function investigatorChoice(
  w: Walker,
  step: IndexedStep,
  value: Extract<AnswerValue, { kind: 'investigator_choice' }>,
  prompt: Prompt,
): Outcome {
  const input = inputOfType(step, 'investigator_choice', 'investigator_choice_supplies', 'investigator_choice_partner');
  if (input?.type === 'investigator_choice_supplies') return supplyCheck(w, step, Object.keys(value.choices));
  if (input?.type === 'investigator_choice_partner') return partnerChoice(w, value.choices, prompt);
  if (!input) return refuse('unknown_choice');
  const targets = choiceTargets(w, input);
  const entries = Object.entries(value.choices);
  if (entries.some(([code]) => !targets.includes(code))) return refuse('unknown_investigator');
  const each = isEach(input);
  const choices = input.choices;
  const open = targets.filter((code) => choices.some((raw) => visible(w, raw, code)));
  // One choice that draws nothing is a check per investigator, as a checklist: Dim Carcosa, „record
  // the names of each investigator who ended the game with at least 1 copy of the Possession treachery“.
  const check = choices.length === 1 && !(choices[0]?.effects ?? []).some((raw) => raw.type === 'add_weakness');
  const optional = input.optional === true || drawsDeckWeakness(input);
  if (each && !check && !optional && open.some((code) => value.choices[code] === undefined)) return refuse('too_few');
  // With nobody left who could choose (every investigator killed or insane), nobody chooses.
  const required = open.length
    ? (prompt.min ?? (input.investigator === 'choice' && input.optional !== true ? 1 : 0))
    : 0;
  if (!each && entries.length < required) return refuse('too_few');
  if (!each && prompt.max !== undefined && entries.length > prompt.max) return refuse('too_many');
  const steps: string[] = [];
  for (const code of targets.filter((item) => value.choices[item] !== undefined)) {
    const choice = choices.find((raw) => raw.id === value.choices[code] && visible(w, raw, code));
    if (!choice) return refuse('unknown_choice');
    const drawsWeakness = (choice.effects ?? []).some((effect) => effect.type === 'add_weakness');
    if (drawsWeakness && !value.weaknesses?.[code]) return refuse('missing_weakness');
    for (const id of runOption(w, choice, { investigators: [code], weaknesses: value.weaknesses }, step.file))
      if (!steps.includes(id)) steps.push(id);
  }
  // Nobody drawing (every deck holds its weakness already): the guide goes on as after the draw.
  if (!entries.length && drawsDeckWeakness(input)) return { steps: choices[0]?.steps ?? [] };
  return { steps };
}

/** investigator_choice_supplies: the chosen investigator's supplies decide the outcome. */
function supplyCheck(w: Walker, step: IndexedStep, codes: string[]): Outcome {
  const input = inputOfType(step, 'investigator_choice_supplies');
  const code = codes[0];
  if (codes.length !== 1 || !code) return refuse(codes.length ? 'too_many' : 'too_few');
  if (!playing(w).includes(code)) return refuse('unknown_investigator');
  if (!input) return refuse('unknown_choice');
  const has = (investigator(w.state, code).supplies[input.section]?.[input.id] ?? 0) > 0;
  const option = has ? input.positiveChoice : input.negativeChoice;
  return { steps: runOption(w, option, { investigators: [code] }, step.file) };
}

function scenarioInvestigators(w: Walker, step: IndexedStep, codes: string[], prompt: Prompt): Outcome {
  // „If there are not enough investigators to continue the campaign, the campaign is over“
  // (The Unspeakable Oath): choosing nobody follows `choose_none_steps`.
  const input = inputOfType(step, 'scenario_investigators');
  const none = input?.choose_none_steps ?? [];
  if (codes.length === 0 && none.length) return { steps: none };
  if (codes.length < 1) return refuse('too_few');
  if (codes.length > 4 || new Set(codes).size !== codes.length) return refuse('too_many');
  const known = Object.keys(w.context.investigators);
  if (
    codes.some(
      (code) => (known.length && !known.includes(code)) || (!prompt.candidates?.includes(code) && known.length),
    )
  )
    return refuse('unknown_investigator');
  for (const code of codes) investigator(w.state, code);
  chooseForHalf(w, codes);
  const current = scenarioState(w);
  if (current) current.investigators = [...codes];
  w.effects.push({ type: 'investigators', scenario: current?.id ?? '$setup', investigators: [...codes] });
  const leadEffects = input?.lead_investigator_effects ?? [];
  return {
    steps: leadEffects.length ? applyEffects(w, leadEffects, { investigators: [codes[0] as string] }, step.file) : [],
  };
}

/** Grimoire „Trauma“: defeated by damage → 1 physical trauma, by horror → 1 mental trauma. */
function defeatTrauma(result: InvestigatorResult): Raw | undefined {
  if (result === 'physical') return { physical: 1 };
  if (result === 'mental') return { mental: 1 };
  if (result === 'killed') return { killed: true };
  if (result === 'insane') return { insane: true };
  return undefined;
}

function playScenario(
  w: Walker,
  step: IndexedStep,
  value: Extract<AnswerValue, { kind: 'play_scenario' }>,
  prompt: Prompt,
): Outcome {
  const input = inputOfType(step, 'play_scenario');
  if (value.branch !== undefined) {
    const branch = (input ? playBranches(w, input) : []).find((raw) => raw.id === value.branch);
    if (!branch) return refuse('unknown_choice');
    return { steps: [...runOption(w, branch, {}, step.file), String(step.raw.id)] };
  }
  const current = scenarioState(w);
  const players = playing(w);
  if (value.lead !== undefined && !players.includes(value.lead)) return refuse('unknown_investigator');
  const resolution = (prompt.resolutions ?? []).find((item) => item.id === value.resolution);
  if (prompt.resolutions?.length && !resolution) return refuse('unknown_resolution');
  const statuses = value.statuses ?? {};
  if (Object.keys(statuses).some((code) => !players.includes(code))) return refuse('unknown_investigator');
  if (resolution && Object.values(statuses).some((status) => !resolution.statuses.includes(status)))
    return refuse('status_not_allowed');
  if (!current) return { steps: [] };
  current.investigators = players;
  current.lead = value.lead ?? lead(w);
  w.effects.push({ type: 'investigators', scenario: current.id, investigators: players });
  if (current.lead) w.effects.push({ type: 'lead_investigator', scenario: current.id, investigator: current.lead });
  for (const code of players) {
    const result = statuses[code] ?? 'alive';
    current.results[code] = result;
    if (result !== 'alive')
      w.effects.push({ type: 'investigator_result', scenario: current.id, investigator: code, result });
    const trauma = defeatTrauma(result);
    if (trauma)
      applyEffects(
        w,
        [{ type: 'trauma', investigator: '$input_value', ...trauma }],
        { investigators: [code] },
        step.file,
      );
  }
  if (!resolution) return { steps: [] };
  current.status = 'resolution';
  current.resolution = resolution.id;
  w.effects.push({ type: 'scenario_status', scenario: current.id, status: 'resolution', resolution: resolution.id });
  const raw = w.scenario?.resolutions.find((item) => item.id === resolution.id);
  return { steps: [...investigatorDefeat(w, players), `$resolution:${resolution.id}`, ...(raw?.steps ?? [])] };
}

/**
 * „Investigator Defeat“ (The Dunwich Legacy's Essex County Express, Lost in Time and Space …):
 * when any investigator was defeated, its text and steps come before the chosen resolution's
 * (Grimoire „Besiegt“; its steps name the `defeated` investigators).
 */
function investigatorDefeat(w: Walker, players: string[]): string[] {
  const raw = w.scenario?.resolutions.find((item) => item.id === INVESTIGATOR_DEFEAT);
  const current = scenarioState(w);
  if (!raw || !current) return [];
  const defeated = players.some((code) => defeatTrauma(current.results[code] ?? 'alive') !== undefined);
  return defeated ? [`$resolution:${INVESTIGATOR_DEFEAT}`, ...(raw.steps ?? [])] : [];
}

function crossOffSupplies(
  w: Walker,
  step: IndexedStep,
  codes: string[],
  prompt: Prompt,
  targets: Record<string, string> = {},
  readers?: string[],
): Outcome {
  const input = inputOfType(step, 'use_supplies');
  if (!input) return refuse('unknown_supply');
  if (input.investigator === 'all')
    return crossOffAsGroup(w, input, codes, readers, (option, value) => runOption(w, option, value, step.file));
  const sectionId = input.section;
  const supply = input.id;
  if (codes.some((code) => !playing(w).includes(code))) return refuse('unknown_investigator');
  if (codes.some((code) => (investigator(w.state, code).supplies[sectionId]?.[supply] ?? 0) < 1))
    return refuse('unknown_supply');
  if (input.investigator === 'choice' && codes.length > (prompt.max ?? 4)) return refuse('too_many');
  const removes = prompt.removes;
  if (Object.keys(targets).some((code) => !removes || !codes.includes(code))) return refuse('unknown_investigator');
  // Each crossed-off copy removes one copy of the card: no deck may lose more copies than it holds.
  const losing = codes.map((code) => targets[code] ?? code);
  if (removes && Object.keys(targets).length) {
    const held = (code: string) => investigator(w.state, code).cards.filter((card) => card === removes.card).length;
    const wanted = (code: string) => losing.filter((item) => item === code).length;
    if (Object.values(targets).some((code) => !removes.holders.includes(code) || wanted(code) > held(code)))
      return refuse('unknown_choice');
  }
  for (const code of codes)
    applyEffects(
      w,
      // The walk's own effect, not the data's: the schema's lose_supplies names `all` only, the
      // walk hands each chooser in as `$input_value`.
      [{ type: 'lose_supplies', section: sectionId, supply, investigator: '$input_value' } as unknown as Effect],
      { investigators: [code] },
      step.file,
    );
  const option = input.choices.find((raw) => raw.boolCondition === codes.length > 0);
  return { steps: option ? runOption(w, option, { investigators: losing }, step.file) : [] };
}

function buySupplies(
  w: Walker,
  step: IndexedStep,
  bought: Record<string, Record<string, number>>,
  prompt: Prompt,
): Outcome {
  const sectionId = String(inputOfType(step, 'supplies')?.section);
  for (const [code, items] of Object.entries(bought)) {
    if (!playing(w).includes(code)) return refuse('unknown_investigator');
    let spent = 0;
    for (const [id, count] of Object.entries(items)) {
      const supply = prompt.supplies?.find((item) => item.id === id);
      if (!supply || !Number.isInteger(count) || count < 0 || (!supply.multiple && count > 1))
        return refuse('unknown_supply');
      spent += supply.cost * count;
    }
    if (spent > (prompt.points?.[code] ?? 0)) return refuse('not_enough_points');
  }
  for (const [code, items] of Object.entries(bought)) {
    const owned = investigator(w.state, code).supplies;
    owned[sectionId] = { ...(owned[sectionId] ?? {}) };
    for (const [supply, count] of Object.entries(items)) {
      if (count === 0) continue;
      owned[sectionId][supply] = (owned[sectionId][supply] ?? 0) + count;
      w.effects.push({
        type: 'supplies',
        investigator: code,
        section: sectionId,
        supply,
        count: owned[sectionId][supply],
      });
    }
  }
  return { steps: [] };
}

function prologueRandomizer(w: Walker, step: IndexedStep, draws: Record<string, string>, prompt: Prompt): Outcome {
  const options = inputOfType(step, 'prologue_randomizer')?.options ?? [];
  const steps: string[] = [];
  if (Object.keys(draws).some((id) => !prompt.investigators?.includes(id))) return refuse('unknown_choice');
  if (prompt.investigators?.some((id) => draws[id] === undefined)) return refuse('too_few');
  if (new Set(Object.values(draws)).size !== Object.keys(draws).length) return refuse('too_many');
  for (const id of prompt.investigators ?? []) {
    const option = options.find((raw) => raw.condition === draws[id]);
    if (!option) return refuse('unknown_choice');
    steps.push(...runOption(w, option, { section: id }, step.file));
  }
  return { steps };
}

/** Each investigator takes at most one partner offered, and each partner goes with one investigator. */
function partnerChoice(w: Walker, choices: Record<string, string>, prompt: Prompt): Outcome {
  if (Object.keys(choices).some((code) => !playing(w).includes(code))) return refuse('unknown_investigator');
  const partners = Object.values(choices);
  if (partners.some((code) => !prompt.choices?.some((choice) => choice.id === code))) return refuse('unknown_choice');
  if (new Set(partners).size < partners.length) return refuse('too_many');
  choosePartners(w, choices);
  return { steps: [] };
}

function partnerTrauma(
  w: Walker,
  step: IndexedStep,
  value: Extract<AnswerValue, { kind: 'partner_trauma' }>,
  prompt: Prompt,
): Outcome {
  const codes = [...Object.keys(value.damage), ...Object.keys(value.horror)];
  if (codes.some((code) => !prompt.cards?.includes(code))) return refuse('unknown_choice');
  if (
    [...Object.values(value.damage), ...Object.values(value.horror)].some(
      (n) => !Number.isInteger(n) || n < 0 || n > 99,
    )
  )
    return refuse('count_out_of_range');
  recordPartnerTrauma(w, inputOfType(step, 'partner_trauma')?.section ?? '', value.damage, value.horror);
  return { steps: [] };
}

export function applyAnswer(w: Walker, step: IndexedStep, value: AnswerValue, prompt: Prompt): Outcome {
  const input = inputOf(step);
  // counter, investigator_counter, text_box and partner_choice apply the input's own effects.
  const effects = input && 'effects' in input ? input.effects : [];
  switch (value.kind) {
    case 'choose_one':
      return chooseOne(w, step, value.choice);
    case 'checklist':
      return checklist(w, step, value.choices, prompt);
    case 'counter':
      if (!countOk(value.value, prompt)) return refuse('count_out_of_range');
      return { steps: applyEffects(w, effects, { value: value.value }, step.file) };
    case 'investigator_counter': {
      const codes = Object.keys(value.values);
      if (codes.some((code) => !playing(w).includes(code))) return refuse('unknown_investigator');
      if (Object.values(value.values).some((count) => !countOk(count, prompt))) return refuse('count_out_of_range');
      const total = Object.values(value.values).reduce((sum, count) => sum + count, 0);
      const totalMax = input?.type === 'investigator_counter' ? input.totalMax : undefined;
      if (totalMax !== undefined && total > totalMax) return refuse('count_out_of_range');
      return { steps: applyEffects(w, effects, { investigators: codes, values: value.values }, step.file) };
    }
    case 'investigator_choice':
      return investigatorChoice(w, step, value, prompt);
    case 'scenario_investigators':
      return scenarioInvestigators(w, step, value.investigators, prompt);
    case 'play_scenario':
      return playScenario(w, step, value, prompt);
    case 'card_choice': {
      if (value.cards.length < (prompt.min ?? 0)) return refuse('too_few');
      if (prompt.max !== undefined && value.cards.length > prompt.max) return refuse('too_many');
      if (prompt.cards && value.cards.some((card) => !prompt.cards?.includes(card))) return refuse('unknown_choice');
      const copies = value.copies ?? {};
      if (Object.keys(copies).some((card) => !prompt.copies || !value.cards.includes(card)))
        return refuse('unknown_choice');
      // The Edge of the Earth: the partners chosen feed the input's own effects.
      if (input?.type === 'partner_choice')
        return { steps: applyEffects(w, effects, { cards: value.cards }, step.file) };
      const choice = (input?.type === 'card_choice' ? input.choices[0] : undefined) ?? {};
      const given = prompt.copies
        ? { copies: Object.fromEntries(value.cards.map((card) => [card, copies[card] ?? 1])) }
        : {};
      return { steps: runOption(w, choice, { cards: value.cards, ...given }, step.file) };
    }
    case 'random_location':
      if (value.cards.length < 1) return refuse('too_few');
      if (value.cards.length > (prompt.max ?? 1)) return refuse('too_many');
      if (value.cards.some((card) => !prompt.cards?.includes(card))) return refuse('unknown_choice');
      return { steps: [] };
    case 'text_box':
      return { steps: applyEffects(w, effects, { text: value.text }, step.file) };
    case 'use_supplies':
      return crossOffSupplies(w, step, value.investigators, prompt, value.targets, value.readers);
    case 'supplies':
      return buySupplies(w, step, value.supplies, prompt);
    case 'prologue_randomizer':
      return prologueRandomizer(w, step, value.draws, prompt);
    case 'partner_trauma':
      return partnerTrauma(w, step, value, prompt);
    default:
      return { steps: step.raw.type === 'input' ? [] : strings(step.raw, 'steps') };
  }
}
