import type { Card, DeckOption } from '../cards/card-types.ts';
import { cardRule, grimoire, type DeckProblem } from './deck-problem.ts';
import { factionsOf, optionMatches } from './deck-options.ts';
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

/** The predicate the card browser uses: may this investigator take this card at all? */
export function accessPredicate(ctx: InvestigatorContext, options: readonly DeckOption[] = ctx.options): (card: Card) => boolean {
  return (card) => {
    for (const option of options) {
      if (!optionMatches(option, card, ctx) || option.ignore_match) continue;
      return !option.not;
    }
    return false;
  };
}

export function accessProblems(ctx: InvestigatorContext, cards: readonly CountedCard[], options: readonly DeckOption[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const accepted = options.map(() => [] as CountedCard[]);
  const matchedForAtleast = options.map(() => [] as CountedCard[]);
  const refused = new Map<string, DeckOption | undefined>();
  for (const entry of cards) {
    let taken = false;
    for (const [i, option] of options.entries()) {
      if (!optionMatches(option, entry.card, ctx)) continue;
      if (option.ignore_match) {
        matchedForAtleast[i]!.push(entry);
        continue;
      }
      if (option.not) refused.set(entry.card.code, option);
      else {
        accepted[i]!.push(entry);
        matchedForAtleast[i]!.push(entry);
        taken = true;
      }
      break;
    }
    if (!taken && !refused.has(entry.card.code)) refused.set(entry.card.code, undefined);
  }
  const byRule = new Map<string, string[]>();
  for (const [code, option] of refused) {
    const rule = option ? ruleOf(option) : grimoire('Regeln für den Deckbau');
    const key = JSON.stringify(rule);
    byRule.set(key, [...(byRule.get(key) ?? []), code]);
  }
  for (const [key, codes] of byRule) problems.push({ code: 'invalid_cards', cards: codes, rule: JSON.parse(key) });

  for (const [i, option] of options.entries()) {
    const total = accepted[i]!.reduce((sum, e) => sum + e.count, 0);
    if (option.limit !== undefined && total > option.limit) {
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
