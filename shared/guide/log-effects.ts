import type {
  CampaignLogCardsEffect,
  CampaignLogCountEffect,
  CampaignLogEffect,
  CampaignLogInvestigatorCountEffect,
  CampaignLogTaskEffect,
  CampaignLogTextEffect,
  FreeformCampaignLogEffect,
} from './data/guide-data-types.ts';
import { guideText } from './guide-text.ts';
import type { GuideText } from './types.ts';
import {
  entry,
  findEntry,
  type InputValue,
  lead,
  playing,
  section,
  selectInvestigators,
  type Walker,
} from './walk-state.ts';

// The guide's Kampagnenlogbuch effects (campaign_log, _cards, _count, _investigator_count, _text)
// on the walk's state, each also recorded as a GuideEffect. The Drowned City's tasks: tasks.ts.
// The effects are typed by the data's schema (effect.schema.json).

type CountEffect = CampaignLogCountEffect | CampaignLogTaskEffect | CampaignLogInvestigatorCountEffect;

function numberFor(raw: CountEffect, input: InputValue, old: number): number {
  const value = raw.value ?? 0;
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
  const min = raw.min;
  return min !== undefined ? Math.max(min, next) : next;
}

/** `id: $input_value`: one entry per chosen card or investigator, named by it (`#name#`). */
function perInput(
  w: Walker,
  raw: CampaignLogEffect | CampaignLogCardsEffect,
  input: InputValue,
  file: string,
): boolean {
  if (raw.id !== '$input_value') return false;
  for (const code of input.cards ?? input.investigators ?? []) {
    if (raw.type === 'campaign_log_cards')
      logCards(w, { ...raw, id: code, cards: '$fixed_codes', codes: [code] }, {}, file);
    else logEffect(w, { ...raw, id: code }, {}, file);
    const item = entry(w.state, raw.section, code);
    if (item.text) item.text = { ...item.text, investigator: code };
  }
  return true;
}

/**
 * The section a log entry goes to. `section: "$input_value"` names the chosen one; with an
 * `investigator_section` that is the chosen investigator's part of it (The Drowned City, An Offer
 * You Can't Refuse: „record "No Place Like Home" as your investigator's Task“ – the label
 * „Task Progress - No Place Like Home:“ goes under Task Progress, where the holder's boxes are).
 */
function logSectionOf(raw: CampaignLogEffect, input: InputValue): string {
  if (raw.section !== '$input_value') return raw.section;
  return (raw as { investigator_section?: string }).investigator_section ?? input.section ?? '';
}

export function logEffect(w: Walker, raw: CampaignLogEffect, input: InputValue, file: string): void {
  if (perInput(w, raw, input, file)) return;
  // „Cross out the name of each resident …“: the section itself, no entry named.
  if (raw.cross_out === true && raw.id === undefined && raw.text === undefined) {
    section(w.state, raw.section).crossedOut = true;
    w.effects.push({ type: 'log_section', section: raw.section, crossedOut: true });
    return;
  }
  const sectionId = logSectionOf(raw, input);
  const id = raw.id ?? raw.text ?? '';
  const text = guideText(raw.text, file, raw);
  // Only what is listed can be removed or crossed off (The Circle Undone, The Inner Circle: „Cross
  // off each memento listed under Mementos Discovered“): an entry never recorded stays unwritten.
  const listed = findEntry(w.state, sectionId, id);
  if ((raw.remove === true || raw.cross_out === true) && !listed) return;
  if (raw.remove === true) {
    const owner = section(w.state, sectionId);
    owner.entries = owner.entries.filter((item) => item.id !== id);
    w.effects.push({ type: 'log_entry', section: sectionId, id, text: listed?.text ?? text, removed: true });
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
    ...(item.count !== undefined && item.text?.en.includes('#X#') ? { count: item.count } : {}),
  });
}

const CARD_CODE = /^\d{5}[a-z]?$/;

/**
 * An entry that is a card by its id alone reads the card's name: Black Stars Rise, „under "VIPs
 * Slain", record Ashleigh Clarke“ (the data gives her code and no text).
 */
function cardByItsId(raw: CampaignLogCardsEffect, id: string, file: string): GuideText | undefined {
  const bare = raw.text === undefined && raw.masculine_text === undefined && raw.cards === undefined;
  return bare && CARD_CODE.test(id) ? guideText('#name#', file, undefined, id) : undefined;
}

const cardSection = (sectionId: string): string[] => (CARD_CODE.test(sectionId) ? [sectionId] : []);
/**
 * An entry whose id is a card code and that gives no `cards` records that card: Lunacy's Reward,
 * „We have to kill them.“ – under „VIPs Slain“ each VIP not yet listed, „#name#“ by its id.
 */
const ownCard = (raw: CampaignLogCardsEffect): string[] => {
  const id = raw.id;
  return raw.cards === undefined && id !== undefined && CARD_CODE.test(id) ? [id] : [];
};

export function logCards(w: Walker, raw: CampaignLogCardsEffect, input: InputValue, file: string): void {
  if (perInput(w, raw, input, file)) return;
  const sectionId = raw.section === '$input_value' ? (input.section ?? '') : raw.section;
  const id = raw.id ?? sectionId;
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
    $fixed_codes: () => raw.codes ?? [],
  };
  const cards = sources[String(raw.cards)]?.() ?? ownCard(raw);
  const listed = findEntry(w.state, sectionId, id);
  if (raw.cross_out === true && !listed) return;
  // A sentence about the cards named (The Eternal Slumber: „Brotherhood Agents Who Escaped:
  // #name#“) with no card named and none recorded before: nothing to record. A card's own section
  // names that card (The Circle Undone's Missing Persons, below).
  const sentence = raw.text ?? raw.masculine_text ?? '';
  const unnamed = !cards.length && !listed?.cards?.length && !cardSection(sectionId).length;
  if (unnamed && sentence.includes('#name')) return;
  const item = entry(w.state, sectionId, id);
  item.crossedOut = raw.cross_out === true;
  item.cards = item.crossedOut ? (item.cards ?? []) : [...new Set([...(item.cards ?? []), ...cards])];
  // An entry names everyone recorded in it, not only the latest („#name# possesses a diving suit“);
  // one in a card's own section without cards names that card (The Circle Undone's Missing
  // Persons: „#name# disappeared into the mist.“ in Penny White's section).
  const named = [item.cards, cards, cardSection(sectionId)].find((codes) => codes.length > 0) ?? [];
  const text =
    guideText(raw.text ?? raw.masculine_text, file, raw, named[0]) ?? cardByItsId(raw, id, file) ?? item.text;
  item.text = text && named.length > 1 && text.en.includes('#name#') ? { ...text, others: named.slice(1) } : text;
  // The copies of the cards chosen fill the entry's `#X#` (Heart of the Elders: „(#name# x#X#)“),
  // as each investigator's count does (Fortune and Folly, The Plan: „Record each investigator's
  // alarm level in your Campaign Log“, „Alarm level: #name# (#X#)“).
  const counts = input.copies ?? input.values;
  if (item.text?.en.includes('#X#') && counts && raw.cards === '$input_value')
    item.text = { ...item.text, copies: { ...item.text.copies, ...counts } };
  w.effects.push({
    type: 'log_cards',
    section: sectionId,
    id,
    cards: item.cards,
    text: item.text,
    crossedOut: item.crossedOut || undefined,
  });
}

export function logCount(
  w: Walker,
  raw: CampaignLogCountEffect | CampaignLogTaskEffect,
  input: InputValue,
  file: string,
): void {
  const sectionId = raw.section;
  const id = raw.id;
  const owner = section(w.state, sectionId);
  const target = id === undefined ? undefined : entry(w.state, sectionId, id);
  const old = target ? (target.count ?? 0) : (owner.count ?? 0);
  const value = numberFor(raw, input, old);
  if (target) {
    target.count = value;
    target.text = guideText('text' in raw ? raw.text : undefined, file) ?? target.text;
  } else owner.count = value;
  w.effects.push({ type: 'log_count', section: sectionId, id, value, text: target?.text });
}

export function investigatorCount(w: Walker, raw: CampaignLogInvestigatorCountEffect, input: InputValue): void {
  const sectionId = raw.section;
  const id = raw.id;
  for (const code of selectInvestigators(w, raw.investigator, input, raw)) {
    const item = entry(w.state, sectionId, id);
    const counts = item.perInvestigator ?? {};
    const given = input.values?.[code] ?? input.value;
    const value = raw.operation === 'cross_out' ? 0 : numberFor(raw, { ...input, value: given }, counts[code] ?? 0);
    item.perInvestigator = { ...counts, [code]: value };
    // `$count`: the section's own count of each investigator, kept in the log as Unspent
    // Experience is (The Drowned City: „check or uncheck that many boxes under your Task“).
    if (id === '$count') w.effects.push({ type: 'log_count', section: sectionId, id: code, value });
    else w.effects.push({ type: 'log_investigator_count', section: sectionId, id, investigator: code, value });
  }
}

export function logText(w: Walker, raw: CampaignLogTextEffect | FreeformCampaignLogEffect, input: InputValue): void {
  const sectionId = raw.section;
  const id = ('id' in raw ? raw.id : undefined) ?? 'text';
  const text = input.text ?? '';
  entry(w.state, sectionId, id).freeText = text;
  w.effects.push({ type: 'log_text', section: sectionId, id, text });
}
