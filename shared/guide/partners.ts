import type { BoolOption, PartnerStatusCondition, PartnerStatusEffect } from './data/guide-data-types.ts';
import type { GuideText } from './types.ts';
import { entry, findEntry, type InputValue, resultOf, scenarioState, type Walker } from './walk-state.ts';

// The Edge of the Earth's expedition team (campaign.json: the `partner` section of `campaign_log`).
// The printed rule ($partner_rule): „each investigator is given the option to choose a partner
// asset“, „If an investigator is defeated, any partner asset they have with them is also
// defeated“, „If a partner asset is defeated … cross off that character's name in the Expedition
// Team section“, „Damage or horror on a partner asset is recorded in the Expedition Team section
// of the Campaign Log at the end of each game“. In the walk's state each partner is an entry of
// that section named by its card code (crossed off = eliminated), with `<code>:damage` and
// `<code>:horror` counts and one `<code>:<status>` entry per status the guide gives (resolute,
// mia, safe, victim, cannot_take, the_entity). Who chose whom lives in the scenario's state.
// Conditions, effects and inputs are read as the data's schema types them.

export interface Partner {
  code: string;
  name: string;
  health: number;
  sanity: number;
  resoluteHealth?: number;
  resoluteSanity?: number;
}

/** The statuses a partner carries as entries of their own (the rest are read from damage, horror, choices). */
const STATUS_ENTRIES = ['resolute', 'mia', 'safe', 'victim', 'cannot_take', 'the_entity'];

/** Statuses the printed guide records in words; the others (victim) are the guide's own bookkeeping. */
const STATUS_SENTENCES: Record<string, string> = {
  resolute: '#name# is resolute.',
  mia: '#name# is missing.',
  safe: '#name# is safe.',
  cannot_take: '#name# cannot be chosen as a partner.',
  the_entity: '#name# became the entity.',
};

export const DAMAGE_TEXT = '#name#: #X# damage';
export const HORROR_TEXT = '#name#: #X# horror';

/** The campaign's partners and the section that records them. */
export function partnerSection(w: Walker): { section: string; partners: Partner[] } | undefined {
  const raw = w.index.campaign.campaign_log.find((item) => item.type === 'partner');
  if (!raw) return undefined;
  return {
    section: raw.id,
    partners: (raw.partners ?? []).map((item) => ({
      code: item.code,
      name: item.name,
      health: item.health ?? 0,
      sanity: item.sanity ?? 0,
      ...(item.resolute_health !== undefined ? { resoluteHealth: item.resolute_health } : {}),
      ...(item.resolute_sanity !== undefined ? { resoluteSanity: item.resolute_sanity } : {}),
    })),
  };
}

const partnersOf = (w: Walker): Partner[] => partnerSection(w)?.partners ?? [];

const countOf = (w: Walker, section: string, id: string) => findEntry(w.state, section, id)?.count ?? 0;

const hasStatus = (w: Walker, section: string, code: string, status: string) =>
  findEntry(w.state, section, `${code}:${status}`)?.crossedOut === false;

export const isEliminated = (w: Walker, section: string, code: string) =>
  findEntry(w.state, section, code)?.crossedOut === true;

/** Partner (card code) → the investigator who chose them in the scenario walked now. */
export const chosenPartners = (w: Walker): Record<string, string> => scenarioState(w)?.partners ?? {};

const DEFEATED = ['physical', 'mental', 'killed', 'insane'];

/** Does the partner have this status (partnerStatus of the data's types.schema.json)? */
function partnerHas(w: Walker, section: string, code: string, status: string): boolean {
  switch (status) {
    case 'alive':
      return !isEliminated(w, section, code);
    case 'eliminated':
      return isEliminated(w, section, code);
    case 'has_damage':
      return countOf(w, section, `${code}:damage`) > 0;
    case 'has_horror':
      return countOf(w, section, `${code}:horror`) > 0;
    case 'investigator_selected':
      return chosenPartners(w)[code] !== undefined;
    case 'investigator_defeated': {
      // „If an investigator is defeated, any partner asset they have with them is also defeated.“
      const chooser = chosenPartners(w)[code];
      return chooser !== undefined && DEFEATED.includes(resultOf(w, chooser));
    }
    default:
      return hasStatus(w, section, code, status);
  }
}

/** One partner against a partner_status condition: all or any of its statuses. */
const matches = (w: Walker, raw: PartnerStatusCondition, code: string) => {
  const test = (status: string) => partnerHas(w, raw.section, code, status);
  return raw.operation === 'any' ? raw.status.some(test) : raw.status.every(test);
};

/** The partners a partner_status condition finds: the fixed one, or each partner of the team. */
export function matchingPartners(w: Walker, raw: PartnerStatusCondition): string[] {
  const codes = raw.partner === '$fixed_partner' ? [String(raw.fixed_partner)] : partnersOf(w).map((p) => p.code);
  return codes.filter((code) => matches(w, raw, code));
}

/**
 * The option a partner_status condition picks, with the partners it is read for (`$input_value`).
 * A fixed partner picks the option of their answer; `any` reads each option for the partners whose
 * answer it is — „cross off the name of each character who is marked as "MIA"“ for those who are,
 * and The Disappearance's „not safe and not crossed off“ (a `false` option) for those who are not.
 */
export function partnerOption(w: Walker, raw: PartnerStatusCondition): { option?: BoolOption; partners: string[] } {
  const codes = raw.partner === '$fixed_partner' ? [String(raw.fixed_partner)] : partnersOf(w).map((p) => p.code);
  for (const option of raw.options) {
    const partners = codes.filter((code) => matches(w, raw, code) === option.boolCondition);
    if (partners.length) return { option, partners };
  }
  return { partners: [] };
}

/** The partners an input offers: those its condition's single option (true or false) accepts. */
export function offeredPartners(w: Walker, condition: PartnerStatusCondition): string[] {
  const wanted = condition.options[0]?.boolCondition !== false;
  return partnersOf(w)
    .map((p) => p.code)
    .filter((code) => matches(w, condition, code) === wanted);
}

const nameText = (w: Walker, code: string): GuideText => ({
  en: partnersOf(w).find((p) => p.code === code)?.name ?? code,
  catalogue: w.index.campaignFile,
});

const sentence = (w: Walker, en: string, code: string): GuideText => ({
  en,
  catalogue: w.index.campaignFile,
  investigator: code,
});

/**
 * The campaign log's „Expedition Team“ lists the nine names from the start („cross off that
 * character's name“, „a checkmark next to the character's name“): written before the first answer,
 * so a name the group crosses off by hand counts as eliminated too.
 */
export function listPartners(w: Walker): void {
  const team = partnerSection(w);
  for (const p of team?.partners ?? []) {
    entry(w.state, team?.section ?? '', p.code);
    w.effects.push({ type: 'log_entry', section: team?.section ?? '', id: p.code, text: nameText(w, p.code) });
  }
}

function eliminate(w: Walker, section: string, code: string): void {
  const name = entry(w.state, section, code);
  if (name.crossedOut) return;
  name.crossedOut = true;
  w.effects.push({ type: 'log_entry', section, id: code, text: nameText(w, code), crossedOut: true });
}

function setCount(w: Walker, section: string, code: string, kind: 'damage' | 'horror', value: number): void {
  const id = `${code}:${kind}`;
  entry(w.state, section, id).count = value;
  const text = sentence(w, kind === 'damage' ? DAMAGE_TEXT : HORROR_TEXT, code);
  w.effects.push({ type: 'log_count', section, id, value, text });
}

/** `partner_status` effect: add or remove a status, erase 1 damage or horror. */
export function partnerStatusEffect(w: Walker, raw: PartnerStatusEffect, input: InputValue): void {
  const section = raw.section;
  const codes = raw.partner === '$fixed_partner' ? [String(raw.fixed_partner)] : (input.cards ?? []);
  const status = raw.status;
  for (const code of codes) {
    if (status === 'eliminated') eliminate(w, section, code);
    // „erase 1 damage from a partner asset recorded in the Campaign Log“ (Endless Night, Dr. Sinha).
    else if (status === 'heal_damage' || status === 'heal_horror') {
      const kind = status === 'heal_damage' ? 'damage' : 'horror';
      setCount(w, section, code, kind, Math.max(0, countOf(w, section, `${code}:${kind}`) - 1));
    } else if (STATUS_ENTRIES.includes(status)) setStatus(w, raw, section, code, status);
  }
}

function setStatus(w: Walker, raw: PartnerStatusEffect, section: string, code: string, status: string): void {
  const id = `${code}:${status}`;
  const removed = raw.operation === 'remove';
  const item = entry(w.state, section, id);
  item.crossedOut = removed;
  const en = STATUS_SENTENCES[status];
  if (raw.hidden === true || en === undefined) return;
  w.effects.push({
    type: 'log_entry',
    section,
    id,
    text: sentence(w, en, code),
    ...(removed ? { removed: true } : {}),
  });
}

/**
 * `partner_trauma`: the damage and horror on each partner in play, recorded as they stand. A
 * partner with damage equal to its health or horror equal to its sanity (the resolute values once
 * resolute) was defeated and is crossed off.
 */
export function recordPartnerTrauma(
  w: Walker,
  section: string,
  damage: Record<string, number>,
  horror: Record<string, number>,
): void {
  for (const p of partnersOf(w).filter((item) => damage[item.code] !== undefined || horror[item.code] !== undefined)) {
    const hurt = damage[p.code] ?? 0;
    const scared = horror[p.code] ?? 0;
    setCount(w, section, p.code, 'damage', hurt);
    setCount(w, section, p.code, 'horror', scared);
    const resolute = hasStatus(w, section, p.code, 'resolute');
    const health = (resolute ? p.resoluteHealth : undefined) ?? p.health;
    const sanity = (resolute ? p.resoluteSanity : undefined) ?? p.sanity;
    if (hurt >= health || scared >= sanity) eliminate(w, section, p.code);
  }
}

/** The partners in play this scenario whose damage and horror `partner_trauma` asks for. */
export const partnersInPlay = (w: Walker, section: string): string[] =>
  Object.keys(chosenPartners(w)).filter((code) => !isEliminated(w, section, code));

/** `investigator_choice_partner`: who took whom, each partner once, each investigator one. */
export function choosePartners(w: Walker, choices: Record<string, string>): void {
  const state = scenarioState(w);
  if (state) state.partners = Object.fromEntries(Object.entries(choices).map(([inv, code]) => [code, inv]));
}
