import type { Card, DeckOption } from '../cards/card-types.ts';
import { traitsOf } from './card-restrictions.ts';
import type { InvestigatorContext } from './investigator-context.ts';

// One `deck_options` entry against one card (shared/data README, "deck_options entries").
// Every key present must match; a card needs one entry that matches (first match wins).

export function factionsOf(card: Card): string[] {
  return [card.faction_code, card.faction2_code, card.faction3_code].filter((f): f is string => Boolean(f));
}

/** Whether one of the card's classes is in `factions` (factionsOf without the array: this runs per option and card). */
function inFactions(card: Card, factions: readonly string[]): boolean {
  const { faction_code, faction2_code, faction3_code } = card;
  return (
    (!!faction_code && factions.includes(faction_code)) ||
    (!!faction2_code && factions.includes(faction2_code)) ||
    (!!faction3_code && factions.includes(faction3_code))
  );
}

function slotsOf(card: Card): string[] {
  return (card.slot ?? '')
    .split('.')
    .map((slot) =>
      slot
        .trim()
        .replace(/ x\d+$/, '')
        .toLowerCase(),
    )
    .filter(Boolean);
}

function tagsOf(card: Card): string[] {
  return (card.tags ?? '').split('.').filter(Boolean);
}

const USES = /Uses \(\d+ ([a-z]+)/gi;
const patterns = new Map<string, RegExp>();

/** deck_options `text` entries are regular expressions over the English card text. */
function textMatches(list: readonly string[], card: Card): boolean {
  return list.some((source) => {
    let pattern = patterns.get(source);
    if (!pattern) {
      pattern = new RegExp(source, 'i');
      patterns.set(source, pattern);
    }
    return pattern.test(card.text ?? '');
  });
}

/** The class the player chose for a `faction_select` option (Grimoire "Deckbau": choices at deck creation). */
export function selectedFaction(option: DeckOption, ctx: InvestigatorContext): string | undefined {
  const key = option.id ?? 'faction_selected';
  const chosen = ctx.meta[key];
  return chosen && option.faction_select?.includes(chosen) ? chosen : undefined;
}

/** The sub-option the player chose for an `option_select` entry. */
export function selectedOption(option: DeckOption, ctx: InvestigatorContext): DeckOption | undefined {
  return option.option_select?.find((sub) => sub.id === ctx.meta.option_selected);
}

export function optionMatches(option: DeckOption, card: Card, ctx: InvestigatorContext, level = card.xp): boolean {
  if (option.deck_size_select !== undefined && !option.option_select) return false;
  if (option.option_select) {
    const chosen = selectedOption(option, ctx);
    return chosen ? optionMatches({ ...chosen, id: undefined }, card, ctx, level) : false;
  }
  if (option.faction && !inFactions(card, option.faction)) return false;
  if (option.faction_select) {
    const chosen = selectedFaction(option, ctx);
    if (!chosen || !inFactions(card, [chosen])) return false;
  }
  if (option.level && (level === undefined || level < option.level.min || level > option.level.max)) return false;
  if (option.base_level) {
    // The lowest printed level of the card's title (ArkhamDB's field; Subject 5U-21's is lifted by her
    // back text, investigator-context.ts).
    const base = ctx.baseLevel(card);
    if (base === undefined || base < option.base_level.min || base > option.base_level.max) return false;
  }
  if (option.type && !option.type.includes(card.type_code)) return false;
  if (option.trait && !traitsOf(card).some((t) => option.trait!.includes(t))) return false;
  if (option.tag && !tagsOf(card).some((t) => option.tag!.includes(t))) {
    // ArkhamDB pairs `tag` with `text` as alternatives (Alessandra Zorzi: Parley tag or text).
    if (!option.text || !textMatches(option.text, card)) return false;
  } else if (option.text && !option.tag && !textMatches(option.text, card)) return false;
  if (option.uses) {
    const uses = [...(card.text ?? '').matchAll(USES)].map((m) => m[1]!.toLowerCase());
    if (!uses.some((u) => option.uses!.includes(u))) return false;
  }
  if (option.slot && !slotsOf(card).some((s) => option.slot!.map((x) => x.toLowerCase()).includes(s))) return false;
  if (option.permanent !== undefined && Boolean(card.permanent) !== option.permanent) return false;
  return true;
}
