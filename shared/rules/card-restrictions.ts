import type { Card } from '../cards/card-types.ts';
import { isScenarioCard } from '../cards/reward-cards.ts';

// `restrictions` says who may include a card (shared/data README): signature cards name their
// investigator(s), Drowned City alliance cards an investigator trait, Scarlet Keys weaknesses a class.

export interface CardRestrictions {
  investigators: string[];
  traits: string[];
  factions: string[];
}

const parsedRestrictions = new Map<string, CardRestrictions>();

/** Parsed once per distinct text; callers must not change the result. */
export function parseRestrictions(text: string | undefined): CardRestrictions {
  const known = parsedRestrictions.get(text ?? '');
  if (known) return known;
  const result: CardRestrictions = { investigators: [], traits: [], factions: [] };
  parsedRestrictions.set(text ?? '', result);
  for (const part of (text ?? '').split(',')) {
    const [kind, ...values] = part.trim().split(':');
    if (kind === 'investigator') result.investigators.push(...values);
    else if (kind === 'trait') result.traits.push(...values.map((v) => v.toLowerCase()));
    else if (kind === 'faction') result.factions.push(...values);
  }
  return result;
}

const traitCache = new WeakMap<object, string[]>();

/** Lower-case English traits ("Item. Weapon." → ["item", "weapon"]), parsed once per card object. */
export function traitsOf(card: Pick<Card, 'traits'>): string[] {
  let traits = traitCache.get(card);
  if (!traits) {
    traits = (card.traits ?? '')
      .split('.')
      .map((trait) => trait.trim().toLowerCase())
      .filter(Boolean);
    traitCache.set(card, traits);
  }
  return traits;
}

/** Whether `investigator` (its codes: own and the regular card it is a parallel of) may take the card. */
export function restrictionsAllow(card: Card, investigator: Card, investigatorCodes: readonly string[]): boolean {
  if (!card.restrictions) return true;
  const r = parseRestrictions(card.restrictions);
  if (r.investigators.length && !r.investigators.some((code) => investigatorCodes.includes(code))) return false;
  if (r.traits.length && !r.traits.some((trait) => traitsOf(investigator).includes(trait))) return false;
  if (r.factions.length && !r.factions.includes(investigator.faction_code)) return false;
  return true;
}

/** A signature card: restricted to named investigators. */
export function isSignatureCard(card: Card): boolean {
  // Most cards have no restrictions; an empty text names no investigator.
  return card.restrictions ? parseRestrictions(card.restrictions).investigators.length > 0 : false;
}

export function isWeakness(card: Pick<Card, 'subtype_code'>): boolean {
  return card.subtype_code === 'weakness' || card.subtype_code === 'basicweakness';
}

/**
 * Cards the campaign or the investigator brings, never bought: weaknesses, signature and story
 * cards. Reward cards come from an encounter set too but are bought (Grimoire „Belohnungskarten“).
 */
export function isGiven(card: Card): boolean {
  return isWeakness(card) || isSignatureCard(card) || card.type_code === 'story' || isScenarioCard(card);
}

const RESEARCHED = /(^|\n)Researched\./;

/** Grimoire "Erforscht": the card enters a deck only by upgrading, once the campaign log unlocks it. */
export function isResearched(card: Pick<Card, 'text'>): boolean {
  // The substring test first: it rules out almost every card without running the expression.
  const text = card.text;
  return !!text && text.includes('Researched.') && RESEARCHED.test(text);
}
