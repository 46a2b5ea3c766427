import { type ChaosToken, type Difficulty, sortChaosTokens } from '../campaign/campaign-definition.ts';
import { UnsupportedGuideFeature } from './conditions.ts';
import { list, num, type Raw, str, strings } from './raw-guide.ts';
import type { GuideText, InvestigatorResult, ScenarioStatus } from './types.ts';
import {
  cloneState,
  entry,
  findEntry,
  type InputValue,
  investigator,
  lead,
  playing,
  resultOf,
  scenarioState,
  section,
  selectInvestigators,
  type Walker,
} from './walk-state.ts';

// Effects of the guide (effect.schema.json) applied to the walk's state; each change is also
// recorded as a GuideEffect, which the journal turns into ordinary events. Returns the step ids
// a `story_step` effect inserts.

export function guideText(en: string | undefined, catalogue: string, raw?: Raw, code?: string): GuideText | undefined {
  if (!en) return undefined;
  const variants = raw && {
    masculine: str(raw, 'masculine_text'),
    feminine: str(raw, 'feminine_text'),
    nonbinary: str(raw, 'nonbinary_text'),
    plural: str(raw, 'plural_text'),
  };
  const hasVariants = variants && Object.values(variants).some((value) => value !== undefined);
  return { en, catalogue, ...(hasVariants ? { variants } : {}), ...(code ? { investigator: code } : {}) };
}

function numberFor(raw: Raw, input: InputValue, old: number): number {
  const value = num(raw, 'value') ?? 0;
  const given = input.value ?? 0;
  let next: number;
  switch (raw.operation) {
    case 'set':
      next = value;
      break;
    case 'add':
      next = old + value;
      break;
    case 'set_input':
      next = given;
      break;
    case 'add_input':
      next = old + given;
      break;
    case 'subtract_input':
      next = old - given;
      break;
    default:
      next = old;
  }
  const min = num(raw, 'min');
  return min !== undefined ? Math.max(min, next) : next;
}

/** `id: $input_value`: one entry per chosen card or investigator, named by it (`#name#`). */
function perInput(w: Walker, raw: Raw, input: InputValue, file: string): boolean {
  if (raw.id !== '$input_value') return false;
  for (const code of input.cards ?? input.investigators ?? []) {
    const each = { ...raw, id: code, cards: '$fixed_codes', codes: [code] };
    if (raw.type === 'campaign_log_cards') logCards(w, each, {}, file);
    else logEffect(w, { ...raw, id: code }, {}, file);
    const item = entry(w.state, String(raw.section), code);
    if (item.text) item.text = { ...item.text, investigator: code };
  }
  return true;
}

function logEffect(w: Walker, raw: Raw, input: InputValue, file: string): void {
  if (perInput(w, raw, input, file)) return;
  const sectionId = String(raw.section);
  const id = str(raw, 'id') ?? str(raw, 'text') ?? '';
  const text = guideText(str(raw, 'text'), file, raw);
  if (raw.remove === true) {
    const owner = section(w.state, sectionId);
    owner.entries = owner.entries.filter((item) => item.id !== id);
    w.effects.push({ type: 'log_entry', section: sectionId, id, removed: true });
    return;
  }
  const item = entry(w.state, sectionId, id);
  item.crossedOut = raw.cross_out === true;
  if (text && !item.crossedOut) item.text = text;
  w.effects.push({
    type: 'log_entry',
    section: sectionId,
    id,
    text: item.text,
    crossedOut: item.crossedOut || undefined,
  });
}

/**
 * An entry that is a card by its id alone reads the card's name: Black Stars Rise, „under "VIPs
 * Slain", record Ashleigh Clarke“ (the data gives her code and no text).
 */
function cardByItsId(raw: Raw, id: string, file: string): GuideText | undefined {
  const bare = raw.text === undefined && raw.masculine_text === undefined && raw.cards === undefined;
  return bare && /^\d{5}[a-z]?$/.test(id) ? guideText('#name#', file, undefined, id) : undefined;
}

function logCards(w: Walker, raw: Raw, input: InputValue, file: string): void {
  if (perInput(w, raw, input, file)) return;
  const sectionId = raw.section === '$input_value' ? (input.section ?? '') : String(raw.section);
  const id = str(raw, 'id') ?? sectionId;
  if (raw.remove === true) {
    const owner = section(w.state, sectionId);
    owner.entries = owner.entries.filter((item) => item.id !== id);
    w.effects.push({ type: 'log_cards', section: sectionId, id, cards: [], removed: true });
    return;
  }
  const sources: Record<string, () => string[]> = {
    $lead_investigator: () => (lead(w) ? [lead(w) as string] : []),
    $all_investigators: () => playing(w),
    $defeated_investigators: () => selectInvestigators(w, 'defeated', input, raw),
    $not_resigned: () => selectInvestigators(w, 'not_resigned', input, raw),
    $input_value: () => input.cards ?? input.investigators ?? [],
    $fixed_codes: () => strings(raw, 'codes'),
  };
  const cards = sources[String(raw.cards)]?.() ?? [];
  const item = entry(w.state, sectionId, id);
  item.crossedOut = raw.cross_out === true;
  item.cards = item.crossedOut ? (item.cards ?? []) : [...new Set([...(item.cards ?? []), ...cards])];
  item.text =
    guideText(str(raw, 'text') ?? str(raw, 'masculine_text'), file, raw, cards[0]) ??
    cardByItsId(raw, id, file) ??
    item.text;
  w.effects.push({
    type: 'log_cards',
    section: sectionId,
    id,
    cards: item.cards,
    text: item.text,
    crossedOut: item.crossedOut || undefined,
  });
}

function logCount(w: Walker, raw: Raw, input: InputValue, file: string): void {
  const sectionId = String(raw.section);
  const id = str(raw, 'id');
  const owner = section(w.state, sectionId);
  const target = id === undefined ? undefined : entry(w.state, sectionId, id);
  const old = target ? (target.count ?? 0) : (owner.count ?? 0);
  const value = numberFor(raw, input, old);
  if (target) {
    target.count = value;
    target.text = guideText(str(raw, 'text'), file) ?? target.text;
  } else owner.count = value;
  w.effects.push({ type: 'log_count', section: sectionId, id, value, text: target?.text });
}

function investigatorCount(w: Walker, raw: Raw, input: InputValue): void {
  const sectionId = String(raw.section);
  const id = String(raw.id);
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const item = entry(w.state, sectionId, id);
    const counts = item.perInvestigator ?? {};
    const given = input.values?.[code] ?? input.value;
    const value = raw.operation === 'cross_out' ? 0 : numberFor(raw, { ...input, value: given }, counts[code] ?? 0);
    item.perInvestigator = { ...counts, [code]: value };
    w.effects.push({ type: 'log_investigator_count', section: sectionId, id, investigator: code, value });
  }
}

function earnXp(w: Walker, raw: Raw, input: InputValue): void {
  if (raw.special_xp !== undefined) {
    earnSpecialXp(w, raw, input);
    return;
  }
  if (raw.transfer_special_xp !== undefined) {
    transferSpecialXp(w, raw, input);
    return;
  }
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const given = input.values?.[code] ?? input.value ?? 0;
    const scaled =
      raw.investigator === '$input_value' && input.values === undefined ? 0 : given * (num(raw, 'input_scale') ?? 1);
    const amount = (num(raw, 'bonus') ?? 0) + scaled;
    if (amount === 0) continue;
    investigator(w.state, code).xp += amount;
    w.effects.push({ type: 'xp', investigator: code, amount });
  }
}

/** XP of a special kind (The Forgotten Age's resupply points) is kept as a count, not as XP. */
function earnSpecialXp(w: Walker, raw: Raw, input: InputValue): void {
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const amount = (num(raw, 'bonus') ?? 0) + (input.values?.[code] ?? input.value ?? 0);
    const item = entry(w.state, String(raw.special_xp), code);
    item.count = (item.count ?? 0) + amount;
    w.effects.push({ type: 'log_count', section: String(raw.special_xp), id: code, value: item.count });
  }
}

/** The Innsmouth Conspiracy, Feast of Hemlock Vale: the „Unspent Experience“ recorded so far becomes XP to spend now. */
function transferSpecialXp(w: Walker, raw: Raw, input: InputValue): void {
  const special = String(raw.transfer_special_xp);
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const item = findEntry(w.state, special, code);
    const amount = item?.count ?? 0;
    if (!item || amount === 0) continue;
    item.count = 0;
    investigator(w.state, code).xp += amount;
    w.effects.push({ type: 'log_count', section: special, id: code, value: 0 });
    w.effects.push({ type: 'xp', investigator: code, amount });
  }
}

function trauma(w: Walker, raw: Raw, input: InputValue): void {
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const inv = investigator(w.state, code);
    const facts = w.context.investigators[code];
    const heal = raw.heal_input === 'physical' || raw.heal_input === 'mental' ? raw.heal_input : undefined;
    let physical = (num(raw, 'physical') ?? 0) + (num(raw, 'mental_or_physical') ?? 0);
    let mental = num(raw, 'mental') ?? 0;
    if (heal === 'physical') physical -= input.value ?? 0;
    if (heal === 'mental') mental -= input.value ?? 0;
    const setPhysical = num(raw, 'set_physical');
    const setMental = num(raw, 'set_mental');
    if (setPhysical !== undefined) physical = setPhysical - inv.physical;
    if (setMental !== undefined) mental = setMental - inv.mental;
    physical = Math.max(-inv.physical, physical);
    mental = Math.max(-inv.mental, mental);
    inv.physical += physical;
    inv.mental += mental;
    // Grimoire „Trauma“: physical trauma equal to printed health kills, mental equal to sanity drives insane.
    const killed = raw.killed === true || (facts !== undefined && physical > 0 && inv.physical >= facts.health);
    const insane = raw.insane === true || (facts !== undefined && mental > 0 && inv.mental >= facts.sanity);
    inv.killed ||= killed;
    inv.insane ||= insane;
    w.effects.push({
      type: 'trauma',
      investigator: code,
      physical,
      mental,
      ...(killed ? { killed } : {}),
      ...(insane ? { insane } : {}),
    });
  }
}

function addCard(w: Walker, raw: Raw, input: InputValue): void {
  const card = String(raw.card);
  // A Phantom of Truth: „Each investigator has earned the Lost Soul weakness“ – a weakness, not a story asset.
  const weakness = w.context.isWeakness?.(card) === true;
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    investigator(w.state, code).cards.push(card);
    w.effects.push({ type: 'card_added', investigator: code, card, ...(weakness ? { weakness } : {}) });
  }
}

function removeCard(w: Walker, raw: Raw, input: InputValue): void {
  const card = String(raw.card);
  const who = str(raw, 'investigator');
  const codes = who ? selectInvestigators(w, who, input, raw) : w.state.investigators.map((item) => item.code);
  for (const code of codes) {
    const inv = investigator(w.state, code);
    const at = inv.cards.indexOf(card);
    if (at >= 0) inv.cards.splice(at, 1);
    else if (who === undefined) continue;
    inv.removedCards.push(card);
    w.effects.push({ type: 'card_removed', investigator: code, card });
  }
}

function replaceCard(w: Walker, raw: Raw, input: InputValue): void {
  const oldCard = String(raw.old_card);
  const holders = selectInvestigators(w, str(raw, 'investigator') ?? 'all', input, raw).filter((code) =>
    investigator(w.state, code).cards.includes(oldCard),
  );
  for (const code of holders) {
    removeCard(w, { card: oldCard, investigator: '$input_value' }, { investigators: [code] });
    addCard(w, { card: raw.new_card, investigator: '$input_value' }, { investigators: [code] });
  }
}

function addWeakness(w: Walker, raw: Raw, input: InputValue): void {
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const card = input.weaknesses?.[code];
    if (!card) continue;
    investigator(w.state, code).cards.push(card);
    w.effects.push({ type: 'card_added', investigator: code, card, weakness: true });
  }
}

function chaos(w: Walker, raw: Raw): void {
  const tokens = strings(raw, 'tokens') as ChaosToken[];
  if (raw.type === 'add_chaos_token') {
    w.state.chaosBag = sortChaosTokens([...w.state.chaosBag, ...tokens]);
    w.effects.push({ type: 'chaos_tokens', added: tokens, removed: [] });
    return;
  }
  const bag = [...w.state.chaosBag];
  const removed: ChaosToken[] = [];
  for (const token of tokens) {
    const at = bag.indexOf(token);
    if (at < 0) continue;
    bag.splice(at, 1);
    removed.push(token);
  }
  w.state.chaosBag = bag;
  w.effects.push({ type: 'chaos_tokens', added: [], removed });
}

function campaignData(w: Walker, raw: Raw): void {
  const scenario = () => w.index.aliases.get(String(raw.scenario)) ?? String(raw.scenario);
  switch (raw.setting) {
    case 'difficulty':
      w.state.difficulty = raw.value as Difficulty;
      w.effects.push({ type: 'difficulty', difficulty: raw.value as Difficulty });
      return;
    case 'result':
      w.state.result = raw.value as 'win' | 'lose' | 'survived';
      w.effects.push({ type: 'campaign_result', result: w.state.result });
      return;
    case 'next_scenario':
      w.next = scenario();
      w.effects.push({ type: 'next_scenario', scenario: w.next, how: 'next' });
      return;
    case 'replay_scenario': {
      w.next = scenario();
      const target = scenarioState(w, w.next);
      if (target) target.replayed += 1;
      w.effects.push({ type: 'next_scenario', scenario: w.next, how: 'replay' });
      return;
    }
    case 'skip_scenario': {
      const target = scenarioState(w, scenario());
      if (target && target.status !== 'completed') target.status = 'skipped';
      w.effects.push({ type: 'next_scenario', scenario: scenario(), how: 'skip' });
      return;
    }
    case 'set_scenarios': {
      const list = strings(raw, 'scenarios').map((id) => w.index.aliases.get(id) ?? id);
      w.index = { ...w.index, order: list };
      w.effects.push({ type: 'scenario_list', scenarios: list });
      return;
    }
    default:
      throw new UnsupportedGuideFeature(`campaign_data:${String(raw.setting)}`);
  }
}

function scenarioData(w: Walker, raw: Raw, input: InputValue): void {
  const current = scenarioState(w);
  const code = input.investigators?.[0] ?? str(raw, 'fixed_investigator');
  switch (raw.setting) {
    case 'scenario_status':
      if (current) {
        current.status = raw.status as ScenarioStatus;
        if (typeof raw.resolution === 'string') current.resolution = raw.resolution;
        w.effects.push({
          type: 'scenario_status',
          scenario: current.id,
          status: current.status,
          resolution: current.resolution,
        });
      }
      return;
    case 'lead_investigator':
      if (current && code) {
        current.lead = code;
        w.effects.push({ type: 'lead_investigator', scenario: current.id, investigator: code });
      }
      return;
    case 'investigator_status':
      if (current && code) {
        current.results[code] = raw.investigator_status as InvestigatorResult;
        w.effects.push({
          type: 'investigator_result',
          scenario: current.id,
          investigator: code,
          result: resultOf(w, code),
        });
      }
      return;
    case 'add_investigator':
    case 'playing_scenario':
      if (current && code && !current.investigators.includes(code)) {
        current.investigators.push(code);
        investigator(w.state, code);
        w.effects.push({ type: 'investigators', scenario: current.id, investigators: [...current.investigators] });
      }
      return;
    default:
      throw new UnsupportedGuideFeature(`scenario_data:${String(raw.setting)}`);
  }
}

function supplies(w: Walker, raw: Raw, input: InputValue): void {
  const sectionId = String(raw.section);
  const supply = String(raw.supply);
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const owned = investigator(w.state, code).supplies[sectionId] ?? {};
    const count = Math.max(0, (owned[supply] ?? 0) - 1);
    investigator(w.state, code).supplies[sectionId] = { ...owned, [supply]: count };
    w.effects.push({ type: 'supplies', investigator: code, section: sectionId, supply, count });
  }
}

function gainSupplies(w: Walker, raw: Raw, input: InputValue): void {
  const sectionId = String(raw.section);
  for (const code of selectInvestigators(w, str(raw, 'investigator'), input, raw)) {
    const owned = investigator(w.state, code).supplies;
    owned[sectionId] = { ...(owned[sectionId] ?? {}) };
    for (const supply of list(raw, 'supplies')) {
      const id = String(supply.id);
      owned[sectionId][id] = (owned[sectionId][id] ?? 0) + 1;
      w.effects.push({
        type: 'supplies',
        investigator: code,
        section: sectionId,
        supply: id,
        count: owned[sectionId][id],
      });
    }
  }
}

function logText(w: Walker, raw: Raw, input: InputValue): void {
  const sectionId = String(raw.section);
  const id = str(raw, 'id') ?? 'text';
  const text = input.text ?? '';
  entry(w.state, sectionId, id).freeText = text;
  w.effects.push({ type: 'log_text', section: sectionId, id, text });
}

function assignTask(w: Walker, raw: Raw, input: InputValue): void {
  const code = input.investigators?.[0];
  if (!code) return;
  const task = entry(w.state, String(raw.task_section), String(raw.task_id));
  task.cards = [code];
  w.effects.push({ type: 'log_cards', section: String(raw.task_section), id: String(raw.task_id), cards: [code] });
}

function backup(w: Walker, raw: Raw): void {
  if (raw.operation === 'save') {
    w.backup = cloneState(w.state);
    w.effects.push({ type: 'state_saved' });
    return;
  }
  if (w.backup) {
    w.state = cloneState(w.backup);
    w.effects.push({ type: 'state_restored' });
  }
}

/** Applies the effects in order; returns the steps `story_step` effects insert. */
export function applyEffects(w: Walker, effects: Raw[], input: InputValue, file: string): string[] {
  const inserted: string[] = [];
  for (const raw of effects) {
    switch (str(raw, 'type')) {
      case 'story_step':
        inserted.push(...strings(raw, 'steps'));
        break;
      case 'campaign_log':
        logEffect(w, raw, input, file);
        break;
      case 'campaign_log_cards':
        logCards(w, raw, input, file);
        break;
      case 'campaign_log_count':
      case 'campaign_log_task':
        logCount(w, raw, input, file);
        break;
      case 'campaign_log_investigator_count':
        investigatorCount(w, raw, input);
        break;
      case 'campaign_log_text':
      case 'freeform_campaign_log':
        logText(w, raw, input);
        break;
      case 'campaign_log_assign_task':
        assignTask(w, raw, input);
        break;
      case 'earn_xp':
        earnXp(w, raw, input);
        break;
      case 'trauma':
        trauma(w, raw, input);
        break;
      case 'add_card':
        addCard(w, raw, input);
        break;
      case 'remove_card':
        removeCard(w, raw, input);
        break;
      case 'replace_card':
        replaceCard(w, raw, input);
        break;
      case 'add_weakness':
        addWeakness(w, raw, input);
        break;
      case 'add_chaos_token':
      case 'remove_chaos_token':
        chaos(w, raw);
        break;
      case 'campaign_data':
        campaignData(w, raw);
        break;
      case 'scenario_data':
        scenarioData(w, raw, input);
        break;
      case 'gain_supplies':
        gainSupplies(w, raw, input);
        break;
      case 'lose_supplies':
        supplies(w, raw, input);
        break;
      case 'backup_state':
        backup(w, raw);
        break;
      // Shown, not stored: the group reads them off the log or handles decks in the deckbuilder.
      case 'check_campaign_log_cards':
      case 'check_campaign_log_count':
      case 'save_decks':
      case 'upgrade_decks':
        break;
      default:
        throw new UnsupportedGuideFeature(`effect:${String(raw.type)}`);
    }
  }
  return inserted;
}
