import type { Card, DeckOption } from '../cards/card-types.ts';
import { cardRule, grimoire, type DeckProblem } from './deck-problem.ts';
import { isSignatureCard, isWeakness, restrictionsAllow } from './card-restrictions.ts';
import { factionsOf, optionMatches } from './deck-options.ts';
import { requiredCodes } from './signature-requirements.ts';
import { parallelFrontAllows } from './text-requirements.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import { ON_YOUR_OWN, VERSATILE } from './special-cards.ts';

// Access (Grimoire "Regeln für den Deckbau": every card must be allowed by the investigator's
// Deckbuilding Options), first matching option wins; `limit` and `atleast` are checked after.

export interface CountedCard {
  card: Card;
  count: number;
}

const ANY_CLASS = ['guardian', 'seeker', 'rogue', 'mystic', 'survivor'];

/** The investigator's options plus those special cards add (On Your Own first, Versatile last). */
export function effectiveOptions(ctx: InvestigatorContext, codesInDeck: ReadonlySet<string>, versatileCopies: number): DeckOption[] {
  const options = [...ctx.options];
  // On Your Own (53010): "No assets that take up an ally slot."
  if (codesInDeck.has(ON_YOUR_OWN)) options.unshift({ not: true, type: ['asset'], slot: ['Ally'], on_your_own: true });
  // Versatile (06167): "one other level 0 card from any class" per copy.
  if (versatileCopies > 0) options.push({ faction: ANY_CLASS, level: { min: 0, max: 0 }, limit: versatileCopies, versatile: true });
  return options;
}

function ruleOf(option: DeckOption) {
  if (option.on_your_own) return cardRule(ON_YOUR_OWN);
  if (option.versatile) return cardRule(VERSATILE);
  return grimoire('Regeln für den Deckbau');
}

/**
 * Cards whose place in the deck is not decided by the deckbuilding options: required cards,
 * weaknesses, story and bonded cards, and signature cards (Grimoire "Signaturkarten": they need
 * not follow the usual deckbuilding restrictions; `restrictions` decides who may take them).
 */
export function bypassesAccess(card: Card, required: ReadonlySet<string>): boolean {
  if (required.has(card.code) || (card.duplicate_of !== undefined && required.has(card.duplicate_of))) return true;
  return isWeakness(card) || isSignatureCard(card) || Boolean(card.bonded_to) || card.type_code === 'story' || Boolean(card.encounter_code);
}

/**
 * "Nur erlaubte Karten": what validation would accept for this investigator — signature and
 * other bypassing cards its restrictions allow, and everything its options admit.
 */
export function inclusionPredicate(ctx: InvestigatorContext, options: readonly DeckOption[] = ctx.options): (card: Card) => boolean {
  const required = requiredCodes(ctx);
  const access = accessPredicate(ctx, options);
  return (card) =>
    bypassesAccess(card, required) ? restrictionsAllow(card, ctx.front, ctx.codes) && parallelFrontAllows(ctx, card.code) : access(card);
}

/** The predicate of the deck options alone: may this investigator take this card by its options? */
export function accessPredicate(ctx: InvestigatorContext, options: readonly DeckOption[] = ctx.options): (card: Card) => boolean {
  return (card) => {
    for (const option of options) {
      if (!optionMatches(option, card, ctx) || option.ignore_match) continue;
      return !option.not;
    }
    return false;
  };
}

interface Assignment {
  accepted: CountedCard[][];
  used: number[];
  overflow: number[];
  matchedForAtleast: CountedCard[][];
  refused: Map<string, DeckOption | undefined>;
}

/**
 * Assigns every copy to the first option that matches and still has room: a full `limit`
 * passes the copy on (Carolyn Fern's 16th card goes to Versatile). With `constrainedFirst`,
 * cards that fit fewer options are placed first, so a legal assignment is found when one exists.
 */
function assign(ctx: InvestigatorContext, cards: readonly CountedCard[], options: readonly DeckOption[], constrainedFirst: boolean): Assignment {
  const result: Assignment = {
    accepted: options.map(() => []),
    used: options.map(() => 0),
    overflow: options.map(() => 0),
    matchedForAtleast: options.map(() => []),
    refused: new Map(),
  };
  const { accepted, used, overflow, matchedForAtleast, refused } = result;
  // Each card is matched against an option at most once: the second pass and every copy reuse it.
  const matched: (boolean | undefined)[][] = cards.map(() => []);
  const matches = (index: number, i: number) => (matched[index]![i] ??= optionMatches(options[i]!, cards[index]!.card, ctx));
  let order = cards.map((_, index) => index);
  if (constrainedFirst) {
    const freedom = order.map((index) => options.filter((o, i) => !o.ignore_match && !o.not && matches(index, i)).length);
    order = order.sort((a, b) => freedom[a]! - freedom[b]!);
  }
  for (const index of order) {
    const entry = cards[index]!;
    const placed = new Set<number>();
    options.forEach((option, i) => option.ignore_match && matches(index, i) && matchedForAtleast[i]!.push(entry));
    for (let copy = 0; copy < entry.count; copy++) {
      let full: number | undefined;
      let taken = false;
      for (const [i, option] of options.entries()) {
        if (option.ignore_match || !matches(index, i)) continue;
        if (option.not) {
          refused.set(entry.card.code, option);
          taken = true;
          break;
        }
        if (option.limit !== undefined && used[i]! >= option.limit) {
          full ??= i;
          continue;
        }
        used[i]! += 1;
        placed.add(i);
        taken = true;
        break;
      }
      if (taken) continue;
      if (full !== undefined) {
        overflow[full]! += 1;
        placed.add(full);
      } else refused.set(entry.card.code, undefined);
    }
    for (const i of placed) accepted[i]!.push(entry);
    options.forEach((option, i) => !option.ignore_match && placed.has(i) && matchedForAtleast[i]!.push(entry));
  }
  return result;
}

export function accessProblems(ctx: InvestigatorContext, cards: readonly CountedCard[], options: readonly DeckOption[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  let assignment = assign(ctx, cards, options, false);
  // Only when a limit overflows can another order of placing the cards do better.
  if (assignment.overflow.some((n) => n > 0)) assignment = assign(ctx, cards, options, true);
  const { accepted, used, overflow, matchedForAtleast, refused } = assignment;
  const byRule = new Map<string, string[]>();
  for (const [code, option] of refused) {
    const rule = option ? ruleOf(option) : grimoire('Regeln für den Deckbau');
    const key = JSON.stringify(rule);
    byRule.set(key, [...(byRule.get(key) ?? []), code]);
  }
  for (const [key, codes] of byRule) problems.push({ code: 'invalid_cards', cards: codes, rule: JSON.parse(key) });

  for (const [i, option] of options.entries()) {
    const total = used[i]! + overflow[i]!;
    if (option.limit !== undefined && overflow[i]! > 0) {
      problems.push({
        code: 'deck_options_limit',
        cards: accepted[i]!.map((e) => e.card.code),
        rule: ruleOf(option),
        details: { limit: option.limit, count: total, ...(option.name ? { option: option.name } : {}) },
      });
    }
    if (option.atleast) {
      const perFaction = new Map<string, number>();
      for (const entry of matchedForAtleast[i]!) {
        for (const f of factionsOf(entry.card)) if (option.faction?.includes(f)) perFaction.set(f, (perFaction.get(f) ?? 0) + entry.count);
      }
      const enough = [...perFaction.values()].filter((n) => n >= option.atleast!.min).length;
      const needed = option.atleast.factions ?? 1;
      if (enough < needed) {
        problems.push({ code: 'deck_options_limit', cards: [], rule: grimoire('Regeln für den Deckbau'), details: { atleastFactions: needed, atleastMin: option.atleast.min } });
      }
    }
  }
  return problems;
}
