import type {
  BinaryChoiceCondition,
  BoolOption,
  CampaignDataCondition,
  CampaignDataInvestigatorCondition,
  Condition,
  InvestigatorChoiceCondition,
  InvestigatorCondition,
  MathCondition,
  NumOption,
  Operand,
  Option,
  ScenarioDataCondition,
  StringOption,
  TraumaCondition,
} from './data/guide-data-types.ts';
import { matchingPartners, partnerOption } from './partners.ts';
import type { Raw } from './raw-guide.ts';
import { keyHeldBy, keysHeld } from './scarlet-keys.ts';
import { taskHolder, taskInput, taskProgress } from './tasks.ts';
import {
  findEntry,
  type InputValue,
  isGone,
  lead,
  playing,
  resultOf,
  scenarioState,
  type Walker,
} from './walk-state.ts';
import { atLocation } from './world-map.ts';

// Conditions of the guide (condition.schema.json): each reads the state and picks one of its
// options (`boolCondition`, `numCondition`, string `condition`), or none. Per-investigator
// conditions (`investigator: each`) test one investigator when given one, else any of them.
// A condition is read as the data's schema types it (condition.schema.json; the guided campaigns'
// files are checked against it by test/unit/guide/guide-data-schema.test.ts) and narrowed on its
// `type`; callers hand it over untyped.

export class UnsupportedGuideFeature extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

/** The option a condition picks, as the data's schema types its options. */
export type Picked = BoolOption | NumOption | StringOption | Option | undefined;

function pickBool(raw: { options: BoolOption[] }, value: boolean): BoolOption | undefined {
  return raw.options.find((option) => option.boolCondition === value);
}

function pickNum(raw: { options: NumOption[]; default_option?: Option }, value: number): Picked {
  return raw.options.find((option) => option.numCondition === value) ?? raw.default_option;
}

function pickString(raw: { options: StringOption[]; default_option?: Option }, values: string[]): Picked {
  return raw.options.find((option) => values.includes(option.condition)) ?? raw.default_option;
}

function logCount(w: Walker, sectionId: string, id: string | undefined): number {
  const found = w.state.sections.find((item) => item.id === sectionId);
  if (!found) return 0;
  // `$count` is the section's own tally (Dim Carcosa, setup: „tally marks under Chasing the Stranger“).
  if (id === undefined || id === '$count') return found.count ?? 0;
  if (id === '$num_entries') return found.entries.filter((item) => !item.crossedOut).length;
  return findEntry(w.state, sectionId, id)?.count ?? 0;
}

/**
 * What a branch hands its option's effects: the number a log-count condition read, as an input
 * would (Smoke and Mirrors: „Each investigator earns 1 bonus experience for each enemy beneath
 * the act“ is an `earn_xp` without a bonus in the count's default option); nothing otherwise.
 */
export function branchInput(w: Walker, raw: Raw): InputValue {
  const condition = raw as Condition;
  // The Drowned City: a branch on a Task is read by its holder, with its progress (tasks.ts).
  if (condition.type === 'campaign_log_task') return taskInput(w, condition);
  // „Each defeated investigator's chosen partner is eliminated“: the partners found, for `$input_value`.
  if (condition.type === 'partner_status') return { cards: partnerOption(w, condition).partners };
  // A comparison hands its difference: Read or Die, „Daisy Walker earns experience equal to either
  // the combined Victory X value … or equal to the number of [[Tome]] assets …, whichever is
  // higher“ – she has earned the victory display already, the branch adds what the tomes exceed it by.
  if (condition.type === 'math' && condition.operation === 'compare')
    return { value: operand(w, condition.opA) - operand(w, condition.opB) };
  if (condition.type !== 'campaign_log_count') return {};
  return { value: logCount(w, condition.section, condition.id) };
}

const bagCount = (w: Walker, token: string) => w.state.chaosBag.filter((item) => item === token).length;

/** A number the data computes: a log count, chaos tokens, a constant (math operands, counter bounds). */
export function operand(w: Walker, raw: Raw | undefined): number {
  const op = raw as Operand | undefined;
  switch (op?.type) {
    case 'campaign_log_count':
      return logCount(w, op.section, op.id);
    case 'campaign_log_task':
      return taskProgress(w, op);
    case 'chaos_bag':
      return bagCount(w, op.token);
    case 'constant':
      return op.value;
    case 'scenario_data':
      return playing(w).length;
    case 'most_xp_earned':
      return Math.max(0, ...w.state.investigators.map((item) => item.xp));
    case 'partner_status':
      // „If there are three or more names crossed out“ (Endless Night): how many partners match.
      return matchingPartners(w, op).length;
    default:
      throw new UnsupportedGuideFeature(`operand:${op ? String((op as { type: unknown }).type) : 'none'}`);
  }
}

function mathOption(w: Walker, raw: MathCondition): Picked {
  const a = operand(w, raw.opA);
  const b = operand(w, raw.opB);
  switch (raw.operation) {
    case 'equals':
      return pickBool(raw, a === b);
    case 'compare':
      return pickNum(raw, Math.sign(a - b));
    case 'sum':
      return pickNum(raw, a + b);
    case 'divide':
      return pickNum(raw, b === 0 ? 0 : Math.floor(a / b));
    default:
      throw new UnsupportedGuideFeature(`math:${String((raw as { operation: unknown }).operation)}`);
  }
}

const hasCard = (w: Walker, code: string, card: string) =>
  w.state.investigators.find((item) => item.code === code)?.cards.includes(card) ?? false;

/** Who was defeated in this scenario, also when that killed them or drove them insane. */
function defeatedHere(w: Walker): string[] {
  const played = scenarioState(w)?.investigators ?? [];
  return (played.length ? played : playing(w)).filter(
    (inv) => resultOf(w, inv) !== 'alive' && resultOf(w, inv) !== 'resigned',
  );
}

/** The investigators a per-investigator condition looks at: the one given, else all playing. */
const scope = (w: Walker, code: string | undefined) => (code ? [code] : playing(w));

function traumaOption(w: Walker, raw: TraumaCondition, code: string | undefined): Picked {
  const who = raw.investigator;
  const trauma = raw.trauma;
  const codes = who === 'lead_investigator' ? [lead(w) ?? ''] : scope(w, code);
  const states = codes
    .map((item) => w.state.investigators.find((inv) => inv.code === item))
    .filter((x) => x !== undefined);
  const test = (inv: (typeof states)[number]) => {
    if (trauma === 'killed') return inv.killed;
    if (trauma === 'insane') return inv.insane;
    if (trauma === 'physical') return inv.physical > 0;
    if (trauma === 'mental') return inv.mental > 0;
    return !isGone(inv);
  };
  const value = who === 'all' ? states.length > 0 && states.every(test) : states.some(test);
  return pickBool(raw, value);
}

function investigatorData(w: Walker, code: string, data: InvestigatorCondition['investigator_data']): string[] {
  const facts = w.context.investigators[code];
  if (data === 'code') return [code];
  if (data === 'faction') return facts?.faction ? [facts.faction] : [];
  if (data === 'trait') return facts?.traits ?? [];
  return [];
}

/** Traits and factions compare without case: the data writes `Agency`, a context may write `agency`. */
function stringMatch(
  w: Walker,
  raw: InvestigatorCondition | CampaignDataInvestigatorCondition,
  codes: string[],
): Picked {
  const excluded = ('exclude_investigators' in raw ? raw.exclude_investigators : undefined) ?? [];
  const values = codes
    .filter((code) => !excluded.includes(code))
    .flatMap((code) => investigatorData(w, code, raw.investigator_data))
    .map((value) => value.toLowerCase());
  return (
    raw.options.find((option) => values.includes(option.condition.toLowerCase())) ??
    ('default_option' in raw ? raw.default_option : undefined)
  );
}

function campaignData(w: Walker, raw: CampaignDataCondition): Picked {
  switch (raw.campaign_data) {
    case 'version':
      return pickBool(raw, w.index.data.version >= raw.min_version);
    case 'difficulty':
      return pickString(raw, w.state.difficulty ? [w.state.difficulty] : []);
    case 'chaos_bag':
      return pickNum(raw, bagCount(w, raw.token));
    case 'scenario_completed':
    case 'scenario_replayed': {
      const id = w.index.aliases.get(raw.scenario) ?? raw.scenario;
      const found = w.state.scenarios.find((item) => item.id === id);
      const value =
        raw.campaign_data === 'scenario_completed' ? found?.status === 'completed' : (found?.replayed ?? 0) > 0;
      return pickBool(raw, value);
    }
    case 'investigator':
      return stringMatch(
        w,
        raw,
        w.state.investigators.filter((item) => !isGone(item)).map((item) => item.code),
      );
    case 'investigator_status':
      return pickBool(
        raw,
        w.state.investigators.some((item) => !isGone(item)),
      );
    case 'standalone':
      return pickBool(raw, false);
    // The Scarlet Keys: „if no scenario is named next“ (after a side story: embark again).
    case 'next_scenario':
      return pickBool(raw, w.next !== undefined || w.sideStory !== undefined);
    // Fortune and Folly, Part I: „If you are playing Fortune and Folly as a side-story while playing
    // The Scarlet Keys campaign“ — the cycle is the id of the campaign the guide belongs to.
    case 'cycle':
      return pickString(raw, [w.index.data.campaignId]);
    // „If you are playing both The Dream-Quest and The Web of Dreams as an interconnected campaign“.
    case 'linked_campaign':
      return pickBool(raw, w.index.linked !== undefined);
    default:
      throw new UnsupportedGuideFeature(`campaign_data:${(raw as { campaign_data: string }).campaign_data}`);
  }
}

function scenarioData(w: Walker, raw: ScenarioDataCondition): Picked {
  const current = scenarioState(w);
  switch (raw.scenario_data) {
    case 'player_count':
      return pickNum(raw, playing(w).length);
    case 'resolution':
      return pickString(raw, current?.resolution ? [current.resolution] : []);
    case 'has_resolution':
      return pickBool(raw, current?.resolution !== undefined && current.resolution !== 'no_resolution');
    case 'investigator_status': {
      const results = playing(w).map((code) => resultOf(w, code));
      const defeated = (r: string) => ['physical', 'mental', 'killed', 'insane'].includes(r);
      const tests: Record<string, (r: string) => boolean> = {
        alive: (r) => !defeated(r),
        defeated,
        not_defeated: (r) => !defeated(r),
        resigned: (r) => r === 'resigned',
        not_resigned: (r) => r !== 'resigned',
      };
      const test = tests[raw.investigator] ?? (() => false);
      return pickBool(raw, results.some(test));
    }
    case 'fixed_investigator_status': {
      const result = resultOf(w, raw.fixed_investigator);
      const defeated = ['physical', 'mental', 'killed', 'insane'].includes(result);
      return pickBool(raw, raw.status === 'resigned' ? result === 'resigned' : defeated);
    }
    default:
      throw new UnsupportedGuideFeature(`scenario_data:${String((raw as { scenario_data: unknown }).scenario_data)}`);
  }
}

/**
 * Does the condition pick an option at all? (multi counts its sub-conditions this way.) An option
 * for `false` counts when picked: Devil Reef asks „Did you reach Resolution 1 by advancing Agenda
 * 2b?“ on Resolution 1 and „the tide has grown stronger“ not recorded.
 */
export const holds = (w: Walker, raw: Raw, code?: string) => evaluate(w, raw, code) !== undefined;

export function evaluate(w: Walker, condition: Raw, code?: string): Picked {
  const raw = condition as Condition | BinaryChoiceCondition | InvestigatorChoiceCondition;
  switch (raw.type) {
    case 'campaign_log': {
      const found = findEntry(w.state, raw.section, raw.id);
      return pickBool(raw, found !== undefined && !found.crossedOut);
    }
    case 'campaign_log_cards': {
      const found = findEntry(w.state, raw.section, raw.id);
      return pickBool(raw, found !== undefined && !found.crossedOut && (found.cards?.length ?? 0) > 0);
    }
    case 'campaign_log_cards_switch':
      return pickString(raw, findEntry(w.state, raw.section, raw.id)?.cards ?? []);
    case 'investigator_campaign_log_cards': {
      // „Each investigator who finished their meal“ (true) or each who did not (false).
      const cards = findEntry(w.state, raw.section, raw.id)?.cards ?? [];
      const option = raw.option;
      const recorded = option?.boolCondition !== false;
      return scope(w, code).some((inv) => cards.includes(inv) === recorded) ? option : undefined;
    }
    case 'campaign_log_count':
      return pickNum(raw, logCount(w, raw.section, raw.id));
    case 'campaign_log_task':
      return pickBool(raw, taskHolder(w, raw) !== undefined);
    case 'campaign_log_section_exists': {
      const found = w.state.sections.find((item) => item.id === raw.section);
      const listed =
        found !== undefined && (found.entries.some((item) => !item.crossedOut) || found.count !== undefined);
      return pickBool(raw, listed && found?.crossedOut !== true);
    }
    case 'campaign_log_investigator_count': {
      const found = w.state.sections.find((item) => item.id === raw.section);
      const counts = scope(w, code).map((inv) =>
        (found?.entries ?? []).reduce((sum, item) => sum + (item.perInvestigator?.[inv] ?? 0), 0),
      );
      const value = raw.investigator === 'all' ? Math.min(...counts) : Math.max(0, ...counts);
      return pickNum(raw, Number.isFinite(value) ? value : 0);
    }
    case 'multi': {
      const count = raw.conditions.filter((sub) => holds(w, sub, code)).length;
      return pickBool(raw, count >= (raw.count ?? 1));
    }
    case 'math':
      return mathOption(w, raw);
    case 'has_card': {
      const card = raw.card;
      // The defeated include those the defeat just killed (The Apiary: „was in the deck of any
      // investigator who was killed“), who are no longer playing.
      const codes = raw.investigator === 'defeated' ? defeatedHere(w) : scope(w, code);
      const all = raw.investigator === 'any' ? w.state.investigators.map((item) => item.code) : codes;
      return pickBool(
        raw,
        all.some((inv) => hasCard(w, inv, card)),
      );
    }
    case 'trauma':
      return traumaOption(w, raw, code);
    case 'investigator':
      return stringMatch(w, raw, scope(w, code));
    case 'check_supplies': {
      const have = (inv: string) =>
        (w.state.investigators.find((item) => item.code === inv)?.supplies[raw.section]?.[raw.id] ?? 0) > 0;
      const codes = scope(w, code);
      return pickBool(raw, raw.investigator === 'all' ? codes.every(have) : codes.some(have));
    }
    case 'partner_status':
      return partnerOption(w, raw).option;
    case 'campaign_data':
      return campaignData(w, raw);
    case 'scenario_data':
      return scenarioData(w, raw);
    case 'location':
      return pickBool(raw, atLocation(w, raw));
    case 'scarlet_key':
      return pickBool(raw, keyHeldBy(w, raw));
    case 'scarlet_key_count':
      return pickNum(raw, keysHeld(w, raw));
    default:
      throw new UnsupportedGuideFeature(`condition:${String((raw as { type: unknown }).type)}`);
  }
}
