import { branchReadings } from './branch-options.ts';
import { campaignLink, linkInput } from './campaign-link.ts';
import { bearerStep, CARD_BEARER } from './card-bearer.ts';
import type { Picked } from './conditions.ts';
import { branchInput, UnsupportedGuideFeature } from './conditions.ts';
import type { Choice, Effect } from './data/guide-data-types.ts';
import { applyEffects } from './effects.ts';
import { EMBARK, EMBARK_RETURN, embarkStep, PROCEED_ALT } from './embark-step.ts';
import { findStep, type GuideIndex, type IndexedStep, indexGuide } from './guide-index.ts';
import { guideText } from './guide-text.ts';
import { applyAnswer } from './input-answers.ts';
import { promptOf } from './input-prompts.ts';
import { HALF_STEP, switchHalf, waitForOtherHalf } from './linked-walk.ts';
import { showLogChecks } from './log-check-display.ts';
import { listPartners } from './partners.ts';
import { rewardOfStep } from './reward-steps.ts';
import { advance, completeScenario, startScenario } from './scenario-turns.ts';
import { chooseSideStory, sideStoryOffers } from './side-stories.ts';
import { CHECK_TAROT_READING, tarotStep } from './tarot-reading.ts';
import { tekeliLiDeckAt } from './tekeli-li-deck.ts';
import { TRAUMA_CHOICE, traumaChoiceStep } from './trauma-choice.ts';
import type { GuideAnswer, GuideContext, GuideData, GuideRun, GuideStep, Prompt } from './types.ts';
import { type Cursor, consume, GuideStop, keyOf, Stop, settle, startCursor } from './walk-cursor.ts';
import {
  cloneState,
  emptyState,
  isGone,
  playing,
  SETUP,
  scenarioState,
  selectInvestigators,
  type Walker,
} from './walk-state.ts';
import { mapLocations } from './world-map.ts';

// The guide engine: walks the campaign from its setup through each scenario's steps, replaying
// the stored answers in order (and the group's hand corrections between them, where it waited),
// and stops at the first input without an answer (the open prompt). Pure: the same guide, answers
// and context always give the same state and effects.

const MAX_STEPS = 50_000;

/** Steps that only show something: story, setup lists, rules. */
const DISPLAY_TYPES = new Set([
  'story',
  'generic',
  'encounter_sets',
  'rule_reminder',
  'location_setup',
  'location_connectors',
  'border',
  'table',
  'xp_count',
  'travel_cost',
  'investigator_setup',
  'resolution',
]);

/** A step's printed text or title, where its type gives one (an effects step's are null). */
const printed = (step: GuideStep, field: 'title' | 'text'): string | undefined => {
  const value: unknown = step[field];
  return typeof value === 'string' ? value : undefined;
};

/** The effects a step gives, as the schema types them on the step types that have them. */
const effectsOf = (step: GuideStep): Effect[] => {
  if (step.type === 'branch' || step.type === 'input' || step.type === 'effects') return [];
  return 'effects' in step && Array.isArray(step.effects) ? step.effects : [];
};

/** An option's effects, those before its border first (a number's option has none before). */
const optionEffects = (option: Choice | NonNullable<Picked>): Effect[] => [
  ...('pre_border_effects' in option ? (option.pre_border_effects ?? []) : []),
  ...(option.effects ?? []),
];

/** The steps a step reads after itself. */
const stepsOf = (step: GuideStep): string[] => ('steps' in step && Array.isArray(step.steps) ? step.steps : []);

function show(w: Walker, step: IndexedStep, type: string): void {
  if (step.raw.hidden === true) return;
  const title = guideText(printed(step.raw, 'title'), step.file);
  const text = guideText(printed(step.raw, 'text'), step.file);
  const sets = step.raw.type === 'encounter_sets' ? step.raw.encounter_sets : [];
  if (!title && !text && !sets.length) return;
  const tekeliLi = tekeliLiDeckAt(w, String(step.raw.id));
  w.shown.push({
    scenario: w.scenarioKey,
    step: String(step.raw.id),
    type,
    ...(title ? { title } : {}),
    ...(text ? { text } : {}),
    ...(sets.length ? { encounterSets: sets } : {}),
    ...(tekeliLi ? { tekeliLi } : {}),
  });
}

/**
 * A resolution's own text, shown when it is reached. A resolution's `hidden` only keeps it out of
 * the chooser (another resolution leads into it, e.g. The Last King's „no resolution“ into
 * Resolution 2); its text is still read aloud.
 */
function resolutionStep(w: Walker, id: string): IndexedStep | undefined {
  const raw = w.scenario?.resolutions.find((item) => item.id === id);
  if (!raw || !w.scenario) return undefined;
  return {
    raw: { ...raw, id: `$resolution:${id}`, type: 'resolution', hidden: false, steps: [] },
    file: w.scenario.file,
  };
}

/**
 * A non-input step whose effects name one investigator asks who: `choice` – one investigator may
 * take the card („Any one investigator may choose to add …“, none is an answer too); `any` on
 * add_card – one investigator must („one investigator must include the Clasp of Black Onyx“).
 */
const chooserOf = (raw: GuideStep): 'choice' | 'any' | undefined => {
  const effects = effectsOf(raw);
  if (effects.some((effect) => 'investigator' in effect && effect.investigator === 'choice')) return 'choice';
  if (effects.some((effect) => effect.type === 'add_card' && effect.investigator === 'any')) return 'any';
  return undefined;
};
const asksInvestigator = (raw: GuideStep) => chooserOf(raw) !== undefined;
/** A non-input step that draws weaknesses needs the drawn cards, which the answer stores. */
const drawsWeakness = (raw: GuideStep) => effectsOf(raw).some((effect) => effect.type === 'add_weakness');

function walkStep(w: Walker, cursor: Cursor, id: string): void {
  if (id.startsWith(`${HALF_STEP}:`)) {
    switchHalf(w, id.slice(HALF_STEP.length + 1));
    return;
  }
  if (id.startsWith(`${CARD_BEARER}:`)) {
    bearerStep(w, cursor, id, (raw, input) => applyEffects(w, [raw], input, w.scenario?.file ?? ''));
    return;
  }
  if (id.startsWith(`${TRAUMA_CHOICE}:`)) {
    traumaChoiceStep(w, cursor, id, (raw, input) => applyEffects(w, [raw], input, w.scenario?.file ?? ''));
    return;
  }
  // „You are out of time. Immediately travel directly to Tunguska“: the scenario read now ends
  // here, and a side story the group embarked for is not played.
  if (id === PROCEED_ALT && mapLocations(w.index.campaign).length) {
    w.queue = [];
    w.sideStory = undefined;
    return;
  }
  if ((id === EMBARK || id === EMBARK_RETURN) && mapLocations(w.index.campaign).length) {
    embarkStep(w, cursor, id === EMBARK_RETURN);
    return;
  }
  // The optional tarot reading of a campaign with a `tarot` list (tarot-reading.ts).
  if (id.startsWith('$tarot_') || id === CHECK_TAROT_READING) {
    if (tarotStep(w, cursor, id)) return;
  }
  let step = id.startsWith('$resolution:')
    ? resolutionStep(w, id.slice('$resolution:'.length))
    : findStep(w.index, w.scenario, id);
  if (!step) throw new GuideStop({ code: 'step_missing', scenario: w.scenarioKey, step: id });
  if (linkInput(step)) {
    let turn = campaignLink(w, step);
    if ('waits' in turn) {
      if (waitForOtherHalf(w, id, (other) => startScenario(w, other))) return;
      turn = turn.otherwise;
    }
    if ('ask' in turn) step = turn.ask;
    else {
      show(w, turn.show, 'generic');
      const effects = turn.option ? optionEffects(turn.option) : [];
      w.queue.unshift(...applyEffects(w, effects, {}, step.file), ...(turn.option?.steps ?? []));
      return;
    }
  }
  const type = step.raw.type ?? 'generic';
  if (step.raw.type === 'branch') {
    const condition = step.raw.condition;
    const readings = branchReadings(w, condition);
    show(w, step, type);
    const next: string[] = [];
    for (const { option, investigators } of readings) {
      const effects = optionEffects(option);
      // A branch on a log count hands the count it read to its effects (e.g. 1 XP per enemy).
      const input = { ...branchInput(w, condition), ...(investigators ? { investigators } : {}) };
      const inserted = applyEffects(w, effects, input, step.file);
      showLogChecks(w, id, step.file, condition, effects, input);
      // Two groups reading different options share the steps both lead to (read once).
      const own = [...inserted, ...(option.steps ?? [])];
      next.push(...(next.length ? own.filter((item) => !next.includes(item)) : own));
    }
    if (readings.length && step.raw.loop === true) next.push(id);
    w.queue.unshift(...next);
    return;
  }
  if (step.raw.type === 'input') {
    settle(w, cursor);
    const key = keyOf(w, id);
    const offers = step.raw.input.type === 'upgrade_decks' ? sideStoryOffers(w) : [];
    const prompt: Prompt = {
      ...promptOf(w, step, key, w.scenarioKey),
      ...(offers.length ? { sideStories: offers } : {}),
    };
    // A choice with nothing left to choose (every option's condition fails) is passed over.
    if (prompt.kind === 'choose_one' && prompt.choices?.length === 0) return;
    const next = consume(w, cursor, prompt, (answer) => {
      const side = answer.value.kind === 'upgrade_decks' ? answer.value.sideStory : undefined;
      if (side !== undefined && !chooseSideStory(w, side, offers))
        throw new GuideStop({ code: 'answer_invalid', key, reason: 'unknown_side_story' }, prompt);
      const outcome = applyAnswer(w, step, answer.value, prompt);
      if ('reason' in outcome) throw new GuideStop({ code: 'answer_invalid', key, reason: outcome.reason }, prompt);
      return outcome.steps;
    });
    w.queue.unshift(...next);
    return;
  }
  if (!DISPLAY_TYPES.has(type) && type !== 'internal') throw new UnsupportedGuideFeature(`step:${type}`);
  show(w, step, type);
  if (asksInvestigator(step.raw)) settle(w, cursor);
  // With nobody left to choose (every investigator killed or insane), such a step does nothing.
  if (asksInvestigator(step.raw) && playing(w).length === 0) {
    w.queue.unshift(...stepsOf(step.raw));
    return;
  }
  if (asksInvestigator(step.raw)) {
    const key = keyOf(w, id);
    const prompt: Prompt = {
      ...promptOf(w, { raw: { ...step.raw, input: {} }, file: step.file }, key, w.scenarioKey),
      kind: 'investigator_choice',
      investigators: playing(w),
      choices: [
        {
          id: 'chosen',
          text: guideText(printed(step.raw, 'text') ?? id, step.file) ?? { en: id, catalogue: step.file },
        },
      ],
      min: chooserOf(step.raw) === 'any' ? 1 : 0,
      max: 1,
    };
    const next = consume(w, cursor, prompt, (answer) => {
      if (answer.value.kind !== 'investigator_choice') return [];
      const codes = Object.keys(answer.value.choices);
      if (codes.length < (prompt.min ?? 0))
        throw new GuideStop({ code: 'answer_invalid', key, reason: 'too_few' }, prompt);
      if (codes.length > 1) throw new GuideStop({ code: 'answer_invalid', key, reason: 'too_many' }, prompt);
      if (codes.some((code) => !playing(w).includes(code)))
        throw new GuideStop({ code: 'answer_invalid', key, reason: 'unknown_investigator' }, prompt);
      return applyEffects(w, effectsOf(step.raw), { investigators: codes }, step.file);
    });
    w.queue.unshift(...next, ...stepsOf(step.raw));
    return;
  }
  if (drawsWeakness(step.raw)) {
    weaknessPrompt(w, cursor, step, id);
    return;
  }
  const inserted = applyEffects(w, effectsOf(step.raw), {}, step.file);
  const reward = rewardOfStep(w.scenario?.id, id);
  if (reward) w.effects.push({ type: 'reward_unlocked', card: reward });
  const inner = stepsOf(step.raw);
  if (type === 'border') dropLeading(w, inner);
  w.queue.unshift(...inserted, ...inner, ...resolutionSteps(w, step.raw));
}

/**
 * A bordered box reads its own steps; the steps named right after it that the box already holds
 * are read once, inside it (The Scarlet Keys' Status Report Zeta: „Choose 1 at random. That Key
 * has been stolen.“ – one key, though the data names the choice in the box and after it).
 */
function dropLeading(w: Walker, inner: string[]): void {
  while (w.queue[0] !== undefined && inner.includes(w.queue[0])) w.queue.shift();
}

/** Weakness draws outside an input: each named investigator's drawn card is asked for and stored. */
function weaknessPrompt(w: Walker, cursor: Cursor, step: IndexedStep, id: string): void {
  settle(w, cursor);
  const key = keyOf(w, id);
  const effect = effectsOf(step.raw).find((item) => item.type === 'add_weakness');
  const targets = effect ? selectInvestigators(w, effect.investigator, {}, effect) : [];
  if (targets.length === 0) {
    w.queue.unshift(...stepsOf(step.raw));
    return;
  }
  const prompt: Prompt = {
    ...promptOf(w, { raw: { ...step.raw, input: {} }, file: step.file }, key, w.scenarioKey),
    kind: 'investigator_choice',
    investigators: targets,
    choices: [
      { id: 'draw', text: guideText(printed(step.raw, 'text') ?? id, step.file) ?? { en: id, catalogue: step.file } },
    ],
    choicesFor: Object.fromEntries(targets.map((code) => [code, ['draw']])),
    needsWeakness: { traits: effect?.weakness_traits ?? [] },
  };
  const next = consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'investigator_choice') return [];
    const weaknesses = answer.value.weaknesses ?? {};
    if (targets.some((code) => !weaknesses[code]))
      throw new GuideStop({ code: 'answer_invalid', key, reason: 'missing_weakness' }, prompt);
    return applyEffects(w, effectsOf(step.raw), { investigators: targets, weaknesses }, step.file);
  });
  w.queue.unshift(...next, ...stepsOf(step.raw));
}

/**
 * A `resolution` step leads into that resolution of the scenario: its text, then its steps. One
 * the play_scenario answer already led into is not read again (The Circle Undone's Prologue
 * follows its `$play_scenario` with `resolution_1` for the same „No resolution was reached“).
 */
function resolutionSteps(w: Walker, raw: GuideStep): string[] {
  const id = typeof raw.resolution === 'string' ? raw.resolution : undefined;
  const resolution = id ? w.scenario?.resolutions.find((item) => item.id === id) : undefined;
  const current = scenarioState(w);
  if (!id || !resolution || !current) return [];
  if (current.status === 'resolution' && current.resolution === id) return [];
  current.resolution = id;
  current.status = 'resolution';
  w.effects.push({ type: 'scenario_status', scenario: current.id, status: 'resolution', resolution: id });
  return [`$resolution:${id}`, ...resolution.steps];
}

/** An epilogue the guide named next or is reading. */
const readsEpilogue = (w: Walker) =>
  [w.next, w.scenario?.id].some((id) => id !== undefined && w.index.scenarios.get(id)?.raw.type === 'epilogue');

/**
 * „If there are not enough investigators to continue the campaign, the campaign is over and the
 * players lose“: once the guide says the players lose and every investigator is killed or
 * insane, nothing more is read (no XP, no upgrades, no next scenario for nobody) – but an
 * epilogue the guide names (The Doom of Arkham: „Cthulhu annihilated the city of Arkham“, then
 * the Epilogue's „the destruction of Arkham“).
 */
const campaignOver = (w: Walker) =>
  w.state.result === 'lose' &&
  w.state.investigators.length > 0 &&
  w.state.investigators.every(isGone) &&
  !readsEpilogue(w);

/** The open prompt with the optional tarot reading passed over since the last answer (tarot-reading.ts). */
function withOffer(w: Walker, cursor: Cursor, prompt: Prompt | undefined): Prompt | undefined {
  const offer = w.tarotOffer;
  return prompt && offer && offer.at === cursor.at ? { ...prompt, optional: [offer.prompt] } : prompt;
}

export function runGuide(guide: GuideData | GuideIndex, answers: GuideAnswer[], context: GuideContext): GuideRun {
  const index = 'order' in guide ? guide : indexGuide(guide);
  const w: Walker = {
    index,
    context,
    state: emptyState(),
    effects: [],
    shown: [],
    scenarioKey: SETUP,
    queue: [...index.campaign.setup],
    seen: new Map(),
    steps: 0,
  };
  // The linked Dream-Eaters begin in the half of their first scenario (Campaign A's setup).
  switchHalf(w, index.linked?.half[index.order[0] ?? '']);
  const cursor = startCursor(w, answers);
  listPartners(w);
  let prompt: Prompt | undefined;
  let problem: GuideRun['problem'];
  let finished = false;
  try {
    for (;;) {
      if (++w.steps > MAX_STEPS) throw new GuideStop({ code: 'walk_too_long', scenario: w.scenarioKey });
      const id = w.queue.shift();
      if (id !== undefined) {
        walkStep(w, cursor, id);
        if (!campaignOver(w)) continue;
        // The scenario that ended the campaign was still played to its resolution.
        completeScenario(w);
        finished = true;
        break;
      }
      if (!advance(w)) {
        finished = true;
        break;
      }
    }
  } catch (error) {
    if (error instanceof Stop) prompt = withOffer(w, cursor, error.prompt);
    else if (error instanceof GuideStop) {
      problem = error.problem;
      prompt = error.prompt;
    } else if (error instanceof UnsupportedGuideFeature) problem = { code: 'unsupported', what: error.what };
    else throw error;
  }
  cursor.buckets[cursor.buckets.length - 1]?.push(...w.effects);
  // Corrections after the last answer of a finished campaign still belong to its state.
  if (finished) settle(w, cursor);
  if (!problem && cursor.at < answers.length) problem = finished ? { code: 'no_open_prompt' } : problem;
  const [initial = [], ...rest] = cursor.buckets;
  return {
    state: cloneState(w.state),
    ...(prompt ? { prompt } : {}),
    initial,
    applied: rest.map((effects, at) => ({ key: answers[at]?.key ?? '', effects })),
    ...(problem ? { problem } : {}),
    finished,
    ...(finished && w.shown.length ? { closing: w.shown } : {}),
  };
}
