import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { GuideScenarioRecord } from '../../shared/campaign/guide-journal-state.ts';
import type { GuideEffect } from '../../shared/guide/types.ts';

// What of an answer's effects the campaign does not hold after the answer was written (the
// walker's „every effect of an answer is in the state“). Each effect type says below where the
// campaign keeps it; a type without a check does not compile. Where an answer writes one place
// twice (an entry, then the same entry crossed out), the last write is what must hold.

type Holds = (after: CampaignState) => boolean;

interface Expected {
  before: CampaignState;
  /** Per place in the campaign (`entry section/id`, `supply …`): what must hold afterwards; later writes replace. */
  places: Map<string, Holds>;
  xp: Map<string, number>;
  trauma: Map<string, { physical: number; mental: number }>;
  /** Copies per `investigator/card` among story assets and weaknesses. */
  cards: Map<string, number>;
  bag: string[];
  /** The scenario the guide last named to come next, until it starts. */
  next?: string;
  /** Per scenario: how often the answer completed it (each adds a played scenario). */
  completed: Map<string, number>;
  /** Per scenario: its status after the effects so far. */
  status: Map<string, string>;
}

type Check<T extends GuideEffect['type']> = (effect: Extract<GuideEffect, { type: T }>, expected: Expected) => void;

const investigator = (state: CampaignState, code: string) => state.investigators.find((item) => item.code === code);
const section = (state: CampaignState, id: string) => state.logSections.find((item) => item.id === id);
const entry = (state: CampaignState, sectionId: string, id: string) =>
  section(state, sectionId)?.entries.find((item) => item.id === id);
const record = (state: CampaignState, scenario: string): GuideScenarioRecord | undefined =>
  state.guide?.scenarios.find((item) => item.id === scenario);
const copies = (state: CampaignState, code: string, card: string) => {
  const held = investigator(state, code);
  return [...(held?.storyAssets ?? []), ...(held?.weaknesses ?? [])].filter((item) => item === card).length;
};
const cardKey = (effect: { investigator: string; card: string }) => `${effect.investigator}/${effect.card}`;

/** An entry of the log the answer wrote (its own id, or removed, crossed out or standing as written). */
function logEntry(effect: Extract<GuideEffect, { type: 'log_entry' | 'log_cards' }>, expected: Expected): void {
  expected.places.set(`log ${effect.section}/${effect.id}`, (after) => {
    const written = entry(after, effect.section, effect.id);
    return effect.removed ? !written : written?.crossedOut === (effect.crossedOut === true);
  });
}

const CHECKS: { [T in GuideEffect['type']]: Check<T> } = {
  log_entry: logEntry,
  log_cards: logEntry,
  // A text the answer wrote itself (a name the group typed): the entry holds it, not crossed out.
  log_text: (effect, expected) =>
    expected.places.set(`log ${effect.section}/${effect.id}`, (after) => {
      const written = entry(after, effect.section, effect.id);
      return written?.text === effect.text && !written.crossedOut;
    }),
  // The section's count (or one of its counts); a count worded as an entry also stands in the list.
  log_count: (effect, expected) => {
    expected.places.set(`count ${effect.section}/${effect.id ?? ''}`, (after) => {
      const counts = section(after, effect.section);
      return (effect.id === undefined ? counts?.count : counts?.counts[effect.id]) === effect.value;
    });
    const id = effect.id;
    if (id !== undefined && effect.text)
      expected.places.set(
        `log ${effect.section}/${id}`,
        (after) => entry(after, effect.section, id)?.crossedOut === false,
      );
  },
  // Counts per investigator are the guide's own record (`guide.investigatorCounts`).
  log_investigator_count: (effect, expected) =>
    expected.places.set(
      `investigator count ${effect.section}/${effect.id}/${effect.investigator}`,
      (after) => after.guide?.investigatorCounts[effect.section]?.[effect.id]?.[effect.investigator] === effect.value,
    ),
  // The section's name crossed out (or no longer).
  log_section: (effect, expected) =>
    expected.places.set(
      `section ${effect.section}`,
      (after) => (section(after, effect.section)?.crossedOut ?? false) === effect.crossedOut,
    ),
  // Earned XP of the investigator's column, added up over the answer.
  xp: (effect, expected) =>
    expected.xp.set(effect.investigator, (expected.xp.get(effect.investigator) ?? 0) + effect.amount),
  // Trauma of the column, added up (never below 0); killed or insane takes the investigator out.
  trauma: (effect, expected) => {
    const was = expected.trauma.get(effect.investigator) ?? investigator(expected.before, effect.investigator)?.trauma;
    expected.trauma.set(effect.investigator, {
      physical: Math.max(0, (was?.physical ?? 0) + effect.physical),
      mental: Math.max(0, (was?.mental ?? 0) + effect.mental),
    });
    if (effect.killed || effect.insane)
      expected.places.set(
        `status ${effect.investigator}`,
        (after) => investigator(after, effect.investigator)?.status !== 'active',
      );
  },
  // The chaos bag: tokens added, then removed where the bag holds them.
  chaos_tokens: (effect, expected) => {
    expected.bag.push(...effect.added);
    for (const token of effect.removed)
      if (expected.bag.includes(token)) expected.bag.splice(expected.bag.indexOf(token), 1);
  },
  // A story asset or weakness more in the investigator's column.
  card_added: (effect, expected) => {
    const key = cardKey(effect);
    expected.cards.set(key, (expected.cards.get(key) ?? copies(expected.before, effect.investigator, effect.card)) + 1);
  },
  // A copy fewer in the column, where the investigator held one (else nothing to remove).
  card_removed: (effect, expected) => {
    const key = cardKey(effect);
    const held = expected.cards.get(key) ?? copies(expected.before, effect.investigator, effect.card);
    expected.cards.set(key, Math.max(0, held - 1));
  },
  // The investigator's supplies of the section (`supplies[section][supply]`): the count given.
  supplies: (effect, expected) =>
    expected.places.set(
      `supply ${effect.investigator}/${effect.section}/${effect.supply}`,
      (after) => investigator(after, effect.investigator)?.supplies[effect.section]?.[effect.supply] === effect.count,
    ),
  difficulty: (effect, expected) =>
    expected.places.set('difficulty', (after) => after.difficulty === effect.difficulty),
  // The guide's record of the scenario: who plays it, who leads, how each fared.
  investigators: (effect, expected) =>
    expected.places.set(
      `investigators ${effect.scenario}`,
      (after) => record(after, effect.scenario)?.investigators.join() === effect.investigators.join(),
    ),
  lead_investigator: (effect, expected) =>
    expected.places.set(
      `lead ${effect.scenario}`,
      (after) => record(after, effect.scenario)?.lead === effect.investigator,
    ),
  investigator_result: (effect, expected) =>
    expected.places.set(
      `result ${effect.scenario}/${effect.investigator}`,
      (after) => record(after, effect.scenario)?.results[effect.investigator] === effect.result,
    ),
  // The record's status and resolution; a completed scenario is one more in the played list. A
  // scenario started again begins a fresh record (who played and how they fared start empty); a play
  // completes once.
  scenario_status: (effect, expected) => {
    const { scenario, status, resolution } = effect;
    if (status === 'started') {
      for (const key of expected.places.keys())
        if (key === `investigators ${scenario}` || key.startsWith(`result ${scenario}/`)) expected.places.delete(key);
      if (expected.next === scenario) expected.next = undefined;
    }
    expected.places.set(`scenario ${scenario}`, (after) => {
      const now = record(after, scenario);
      return now?.status === status && (resolution === undefined || now.resolution === resolution);
    });
    if (status === 'completed') expected.completed.set(scenario, (expected.completed.get(scenario) ?? 0) + 1);
    // A play completes once: a second „completed“ without a start between lists it twice as played.
    const was = expected.status.get(scenario) ?? record(expected.before, scenario)?.status;
    if (status === 'completed' && was === 'completed') expected.places.set(`completed twice ${scenario}`, () => false);
    expected.status.set(scenario, status);
  },
  // The scenario the guide names to come next (`guide.next`); a skipped one is not named.
  next_scenario: (effect, expected) => {
    if (effect.how !== 'skip') expected.next = effect.scenario;
  },
  // The order of scenarios the engine follows itself: the campaign keeps nothing of it.
  scenario_list: () => undefined,
  campaign_result: (effect, expected) =>
    expected.places.set('campaign result', (after) => after.guide?.result === effect.result),
  // Grimoire „Belohnungskarten“: the reward card is among the campaign's unlocked cards.
  reward_unlocked: (effect, expected) =>
    expected.places.set(`reward ${effect.card}`, (after) => after.rewards?.includes(effect.card) === true),
  // The campaign as it stands, kept in the guide's record to be restored later.
  state_saved: (_effect, expected) => expected.places.set('saved state', (after) => after.guide?.backup !== undefined),
  // Back to the saved campaign: what the answer wrote before is gone (missingFromState checks nothing then).
  state_restored: () => undefined,
};

const tokenCount = (bag: readonly string[]) =>
  bag.reduce((counts, token) => counts.set(token, (counts.get(token) ?? 0) + 1), new Map<string, number>());

/** What of an answer's effects the campaign does not hold after it was written, each named by where it belongs. */
export function missingFromState(before: CampaignState, after: CampaignState, effects: GuideEffect[]): string[] {
  if (effects.some((effect) => effect.type === 'state_restored')) return [];
  const expected: Expected = {
    before,
    places: new Map(),
    xp: new Map(),
    trauma: new Map(),
    cards: new Map(),
    bag: [...before.chaosBag],
    next: undefined,
    completed: new Map(),
    status: new Map(),
  };
  for (const effect of effects) (CHECKS[effect.type] as Check<GuideEffect['type']>)(effect, expected);
  const missing = [...expected.places].filter(([, holds]) => !holds(after)).map(([place]) => place);
  for (const [code, amount] of expected.xp) {
    const gained = (investigator(after, code)?.xp.earned ?? 0) - (investigator(before, code)?.xp.earned ?? 0);
    if (gained !== amount) missing.push(`xp ${code}: ${gained} of ${amount}`);
  }
  for (const [code, wanted] of expected.trauma) {
    const now = investigator(after, code)?.trauma;
    if (now?.physical !== wanted.physical || now.mental !== wanted.mental) missing.push(`trauma ${code}`);
  }
  for (const [key, count] of expected.cards) {
    const [code = '', card = ''] = key.split('/');
    if (copies(after, code, card) !== count)
      missing.push(`card ${card} of ${code}: ${copies(after, code, card)} of ${count}`);
  }
  const bagNow = tokenCount(after.chaosBag);
  const bagWanted = tokenCount(expected.bag);
  if ([...new Set([...bagNow.keys(), ...bagWanted.keys()])].some((token) => bagNow.get(token) !== bagWanted.get(token)))
    missing.push('chaos bag');
  if (expected.next !== undefined && after.guide?.next !== expected.next)
    missing.push(`next scenario ${expected.next}`);
  for (const [scenario, times] of expected.completed) {
    const played = (state: CampaignState) => state.played.filter((item) => item.id === scenario).length;
    if (played(after) - played(before) !== times) missing.push(`played ${scenario}`);
  }
  return missing;
}
