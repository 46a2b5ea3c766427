import { guideText } from './guide-text.ts';
import { logEffect } from './log-effects.ts';
import {
  isTarotCard,
  placedCardText,
  TAROT_CARDS,
  TAROT_ORIENTATIONS,
  type TarotCard,
  type TarotOrientation,
  tarotTitle,
} from './tarot-deck.ts';
import type { GuideText, Prompt, PromptChoice } from './types.ts';
import { type Cursor, consume, GuideStop, keyOf, settle } from './walk-cursor.ts';
import type { Walker } from './walk-state.ts';

// The optional tarot reading (`$check_tarot_reading`, which the data names in every scenario of a
// campaign with a `tarot` list but defines nowhere; its input schema `tarotReadingInput` names the
// readings chaos, balance, choice and destiny). Skipped unless the group asks for one. A reading
// draws cards of the Tarot Deck – at random from the walk's seed, or as drawn at the table – lays
// each upright or reversed as the reading says, records them in the log section `tarot_reading`
// and shows them where they apply. Destiny is the campaign reading, worded by Return to The
// Witching Hour: „perform an 8-card Campaign Reading“, „Place each card in a horizontal line, in
// the upright position“, „Each of these cards applies to one scenario in the campaign, with the
// leftmost card corresponding to the first scenario“, „Choose and reverse four of the cards“ –
// one card for each scenario of the campaign's `tarot` list, half of them reversed. What each
// card does is printed on it and in no data the app reads: the guide says so (docs/guide-gaps.md).

export const CHECK_TAROT_READING = '$check_tarot_reading';
/** The log section of the readings (its German title: GUIDE_SECTION_TITLES). */
export const TAROT_SECTION = 'tarot_reading';
const DRAW = '$tarot_draw';
const ORIENT = '$tarot_orientation';
const REVERSE = '$tarot_reverse';
const SHOW = '$tarot_show';
const DESTINY = 'destiny:';

export const TAROT_READINGS = ['chaos', 'balance', 'choice', 'destiny'] as const;
type Reading = (typeof TAROT_READINGS)[number];
/** The choice that skips the optional reading (offered first). */
export const NO_READING = 'none';

const QUESTION = 'Perform a tarot reading for this scenario? (optional variant)';
const READING_NAMES: Record<Reading | typeof NO_READING, string> = {
  none: 'No reading',
  chaos: 'Chaos: 1 card, upright or reversed at random',
  balance: 'Balance: 2 cards, one upright and one reversed',
  choice: 'Choice: 3 cards, choose and reverse 2 of them',
  destiny: 'Destiny: 1 card for each scenario of the campaign, reverse half of them',
};
const DRAW_TEXT = 'Draw the cards from the Tarot Deck (or let the app draw them):';
const ORIENT_TEXT = 'Upright or reversed, at random:';
const REVERSE_TEXT: Record<'choice' | 'destiny', string> = {
  choice: 'Choose and reverse 2 of the cards:',
  destiny: 'Choose and reverse half of the cards (rounded up):',
};
/** Each single-scenario reading's places: where the drawn card lies, in the reading's order. */
const PLACES: Record<Exclude<Reading, 'destiny'>, readonly string[]> = {
  chaos: ['card'],
  balance: TAROT_ORIENTATIONS,
  choice: ['first', 'second', 'third'],
};
const PLACE_NAMES: Record<string, string> = {
  card: 'Card',
  upright: 'Upright card',
  reversed: 'Reversed card',
  first: 'First card',
  second: 'Second card',
  third: 'Third card',
};
const ORIENTATION_NAMES: Record<TarotOrientation, string> = { upright: 'Upright', reversed: 'Reversed' };
const SHOWN_TITLE = 'Tarot reading for this scenario';
const EFFECTS_MISSING =
  'Each card’s effect on this scenario is printed on the tarot card itself; the app’s data lacks the cards’ texts.';

const text = (w: Walker, en: string): GuideText => ({ en, catalogue: w.index.campaignFile });
const cardChoice = (w: Walker, card: TarotCard): PromptChoice => ({ id: card, text: text(w, tarotTitle(card)) });

/** The campaign's destiny places: its `tarot` list, each a scenario of the guide (an overlay's id). */
function destinyScenarios(w: Walker): string[] | undefined {
  const ids = (w.index.campaign.tarot ?? []).map((id) => w.index.aliases.get(id) ?? id);
  // The Feast of Hemlock Vale lists its days, not scenarios: no card could be shown where it applies.
  return ids.length && ids.every((id) => w.index.scenarios.has(id)) ? ids : undefined;
}

const played = (w: Walker, id: string) =>
  w.state.scenarios.some((item) => item.id === id && ['started', 'resolution', 'completed'].includes(item.status));

/** Destiny is laid before the campaign: offered until a scenario it names has been played. */
function destinyOpen(w: Walker): boolean {
  const places = destinyScenarios(w);
  const current = w.scenario?.id ?? '';
  if (!places?.includes(current) || w.scenarioKey !== current) return false;
  return !places.some((id) => id !== current && played(w, id));
}

const entries = (w: Walker) => w.state.sections.find((item) => item.id === TAROT_SECTION)?.entries ?? [];
const hasDestiny = (w: Walker) => entries(w).some((item) => item.id.startsWith(DESTINY));

/** Lays one card: an entry of the reading's log section, read back where it applies. */
function place(w: Walker, id: string, card: TarotCard, orientation: TarotOrientation): void {
  logEffect(
    w,
    { type: 'campaign_log', section: TAROT_SECTION, id, text: placedCardText(card, orientation) },
    {},
    w.index.campaignFile,
  );
}

const scenarioName = (w: Walker, id: string): GuideText => {
  const scenario = w.index.scenarios.get(id);
  return guideText(scenario?.raw.scenario_name, scenario?.file ?? '') ?? text(w, id);
};

/**
 * The walk's tarot steps. Returns false for a `$check_tarot_reading` of a campaign without a
 * `tarot` list (the engine's notice stays, guide-index.ts) or one the data defines.
 */
export function tarotStep(w: Walker, cursor: Cursor, id: string): boolean {
  if (id === CHECK_TAROT_READING) {
    // The data may define the step itself (guide-index.ts: its own steps first).
    const defined = w.scenario?.steps.has(id) || w.index.campaignSteps.has(id);
    if (defined || !w.index.campaign.tarot?.length) return false;
    askReading(w, cursor);
  } else if (id === SHOW) showReading(w);
  else if (id.startsWith(`${DRAW}:`)) drawCards(w, cursor, id.slice(DRAW.length + 1) as Reading);
  else if (id.startsWith(`${ORIENT}:`)) orientCard(w, cursor, id.slice(ORIENT.length + 1) as TarotCard);
  else if (id.startsWith(`${REVERSE}:`)) reverseCards(w, cursor, id.slice(REVERSE.length + 1));
  else return false;
  return true;
}

function askReading(w: Walker, cursor: Cursor): void {
  // A destiny card already lies for this scenario: shown, nothing asked.
  if (hasDestiny(w)) {
    showReading(w);
    return;
  }
  const key = keyOf(w, CHECK_TAROT_READING);
  const offered: (Reading | typeof NO_READING)[] = [NO_READING, 'chaos', 'balance', 'choice'];
  if (destinyOpen(w)) offered.push('destiny');
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: CHECK_TAROT_READING,
    kind: 'choose_one',
    text: text(w, QUESTION),
    choices: offered.map((reading) => ({ id: reading, text: text(w, READING_NAMES[reading]) })),
    shown: w.shown,
  };
  // Optional: unless the next answer takes it, the reading is passed over – the open prompt that
  // follows offers it (`optional`), so answers without a reading read on as before.
  if (cursor.answers[cursor.at]?.key !== key) {
    w.tarotOffer = { prompt: { ...prompt, shown: [] }, at: cursor.at };
    return;
  }
  // Hand corrections count from where the walk waits: only a reading taken waits here.
  settle(w, cursor);
  const next = consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'choose_one') return [];
    const choice = answer.value.choice;
    if (!offered.some((reading) => reading === choice))
      throw new GuideStop({ code: 'answer_invalid', key, reason: 'unknown_choice' }, prompt);
    return choice === NO_READING ? [] : [`${DRAW}:${choice}`];
  });
  w.queue.unshift(...next);
}

/** The places a reading lays cards on: its own, or for destiny the campaign's scenarios. */
const placesOf = (w: Walker, reading: Reading): readonly string[] =>
  reading === 'destiny' ? (destinyScenarios(w) ?? []) : PLACES[reading];

function drawCards(w: Walker, cursor: Cursor, reading: Reading): void {
  const places = placesOf(w, reading);
  const key = keyOf(w, DRAW);
  const slotNames = Object.fromEntries(
    places.map((id) => [id, reading === 'destiny' ? scenarioName(w, id) : text(w, PLACE_NAMES[id] ?? id)]),
  );
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: DRAW,
    kind: 'prologue_randomizer',
    text: text(w, DRAW_TEXT),
    investigators: [...places],
    slotNames,
    choices: TAROT_CARDS.map(([card]) => cardChoice(w, card)),
    shown: w.shown,
  };
  const next = consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'prologue_randomizer') return [];
    const draws = answer.value.draws;
    const refuse = (reason: 'too_few' | 'unknown_choice' | 'too_many') =>
      new GuideStop({ code: 'answer_invalid', key, reason }, prompt);
    if (Object.keys(draws).some((id) => !places.includes(id))) throw refuse('unknown_choice');
    const cards = places.map((id) => draws[id]);
    if (cards.some((card) => card === undefined)) throw refuse('too_few');
    if (cards.some((card) => !isTarotCard(card ?? ''))) throw refuse('unknown_choice');
    if (new Set(cards).size !== cards.length) throw refuse('too_many');
    const drawn = cards as TarotCard[];
    if (reading === 'chaos') return [`${ORIENT}:${drawn[0]}`];
    if (reading === 'balance') {
      drawn.forEach((card, at) => {
        place(w, `${w.scenarioKey}:${card}`, card, TAROT_ORIENTATIONS[at] ?? 'upright');
      });
      return [SHOW];
    }
    return [`${REVERSE}:${reading}:${places.map((id, at) => `${id}=${drawn[at]}`).join(',')}`];
  });
  w.queue.unshift(...next);
}

/** Chaos: the one card lies upright or reversed at random (or as it fell at the table). */
function orientCard(w: Walker, cursor: Cursor, card: TarotCard): void {
  const key = keyOf(w, ORIENT);
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: ORIENT,
    kind: 'prologue_randomizer',
    text: text(w, ORIENT_TEXT),
    investigators: [card],
    slotNames: { [card]: text(w, tarotTitle(card)) },
    choices: TAROT_ORIENTATIONS.map((id) => ({ id, text: text(w, ORIENTATION_NAMES[id]) })),
    shown: w.shown,
  };
  const next = consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'prologue_randomizer') return [];
    const fell = answer.value.draws[card];
    const orientation = TAROT_ORIENTATIONS.find((item) => item === fell);
    if (!orientation) throw new GuideStop({ code: 'answer_invalid', key, reason: 'unknown_choice' }, prompt);
    place(w, `${w.scenarioKey}:${card}`, card, orientation);
    return [SHOW];
  });
  w.queue.unshift(...next);
}

/** Choice and destiny: the drawn cards lie upright; the group reverses 2 of them, or half. */
function reverseCards(w: Walker, cursor: Cursor, spec: string): void {
  const [reading, laid = ''] = spec.split(/:(.*)/s) as ['choice' | 'destiny', string];
  const pairs = laid.split(',').map((pair) => pair.split('=') as [string, TarotCard]);
  const count = reading === 'choice' ? 2 : Math.ceil(pairs.length / 2);
  const key = keyOf(w, REVERSE);
  const prompt: Prompt = {
    key,
    scenario: w.scenarioKey,
    step: REVERSE,
    kind: 'checklist',
    text: text(w, REVERSE_TEXT[reading]),
    choices: pairs.map(([place, card]) => ({
      ...cardChoice(w, card),
      ...(reading === 'destiny' ? { description: scenarioName(w, place) } : {}),
    })),
    min: count,
    max: count,
    shown: w.shown,
  };
  const next = consume(w, cursor, prompt, (answer) => {
    if (answer.value.kind !== 'checklist') return [];
    const chosen = answer.value.choices;
    const refuse = (reason: 'too_few' | 'unknown_choice' | 'too_many') =>
      new GuideStop({ code: 'answer_invalid', key, reason }, prompt);
    if (chosen.some((card) => !pairs.some(([, laidCard]) => laidCard === card))) throw refuse('unknown_choice');
    if (new Set(chosen).size < count) throw refuse('too_few');
    if (chosen.length > count) throw refuse('too_many');
    for (const [at, card] of pairs) {
      const id = reading === 'destiny' ? `${DESTINY}${at}` : `${w.scenarioKey}:${card}`;
      place(w, id, card, chosen.includes(card) ? 'reversed' : 'upright');
    }
    return [SHOW];
  });
  w.queue.unshift(...next);
}

/** The cards that apply to the scenario being read: its own reading's, or its destiny card. */
function showReading(w: Walker): void {
  const own = (id: string) => id.startsWith(`${w.scenarioKey}:`) || id === `${DESTINY}${w.scenario?.id}`;
  const cards = entries(w).filter((item) => own(item.id) && item.text);
  if (!cards.length) return;
  for (const item of cards)
    w.shown.push({
      scenario: w.scenarioKey,
      step: CHECK_TAROT_READING,
      type: 'rule_reminder',
      title: text(w, SHOWN_TITLE),
      ...(item.text ? { text: item.text } : {}),
    });
  w.shown.push({
    scenario: w.scenarioKey,
    step: CHECK_TAROT_READING,
    type: 'rule_reminder',
    text: text(w, EFFECTS_MISSING),
  });
}
