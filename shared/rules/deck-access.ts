import type { Card, DeckOption } from '../cards/card-types.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { assign } from './access-assignment.ts';
import { type CardFacts, factsOf } from './card-facts.ts';
import { restrictionsAllow } from './card-restrictions.ts';
import { optionMatches } from './deck-options.ts';
import { cardRule, type DeckProblem, grimoire } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import { requiredCodes } from './signature-requirements.ts';
import { COLLECTOR, ON_YOUR_OWN, VERSATILE } from './special-cards.ts';
import { parallelFrontAllows } from './text-requirements.ts';

// Access (Grimoire "Regeln für den Deckbau": every card must be allowed by the investigator's
// Deckbuilding Options), first matching option wins; `limit` and `atleast` are checked after.

export interface CountedCard {
  card: Card;
  count: number;
}

const ANY_CLASS = ['guardian', 'seeker', 'rogue', 'mystic', 'survivor'];

/** Collector (12181): "one other [[Relic]] or [[Charm]] asset of any class (…) level 0-3". */
const COLLECTOR_OPTION: DeckOption = {
  faction: ANY_CLASS,
  type: ['asset'],
  trait: ['relic', 'charm'],
  level: { min: 0, max: 3 },
  limit: 1,
  collector: true,
};

/** The investigator's options plus those special cards add (On Your Own first, Versatile, then Collector last). */
export function effectiveOptions(
  ctx: InvestigatorContext,
  codesInDeck: ReadonlySet<string>,
  versatileCopies: number,
): DeckOption[] {
  const options = [...ctx.options];
  // On Your Own (53010): "No assets that take up an ally slot."
  if (codesInDeck.has(ON_YOUR_OWN)) options.unshift({ not: true, type: ['asset'], slot: ['Ally'], on_your_own: true });
  // Versatile (06167): "one other level 0 card from any class" per copy.
  if (versatileCopies > 0)
    options.push({ faction: ANY_CLASS, level: { min: 0, max: 0 }, limit: versatileCopies, versatile: true });
  if (codesInDeck.has(COLLECTOR)) options.push(COLLECTOR_OPTION);
  return options;
}

function ruleOf(option: DeckOption) {
  if (option.on_your_own) return cardRule(ON_YOUR_OWN);
  if (option.versatile) return cardRule(VERSATILE);
  if (option.collector) return cardRule(COLLECTOR);
  return grimoire(GRIMOIRE_SECTIONS.deckbuilding);
}

/**
 * Cards whose place in the deck is not decided by the deckbuilding options: required cards,
 * weaknesses, story and bonded cards, and signature cards (Grimoire "Signaturkarten": they need
 * not follow the usual deckbuilding restrictions; `restrictions` decides who may take them).
 */
export function bypassesAccess(card: Card, required: ReadonlySet<string>): boolean {
  return factsBypassAccess(factsOf(card), required);
}

/** bypassesAccess for the card's facts. */
export function factsBypassAccess(f: CardFacts, required: ReadonlySet<string>): boolean {
  if (required.has(f.code) || (f.duplicateOf !== undefined && required.has(f.duplicateOf))) return true;
  return f.weakness || f.signature || Boolean(f.bondedTo) || f.typeCode === 'story' || f.scenarioCard;
}

/**
 * "Nur erlaubte Karten": what validation would accept for this investigator — signature and
 * other bypassing cards its restrictions allow, and everything its options admit. Never a bonded
 * card: it is set aside beside its parent, not part of the deck (rules.json `Bonded`).
 */
export function inclusionPredicate(
  ctx: InvestigatorContext,
  options: readonly DeckOption[] = ctx.options,
): (card: Card) => boolean {
  const required = requiredCodes(ctx);
  const access = accessPredicate(ctx, options);
  return (card) => {
    if (card.bonded_to) return false;
    return bypassesAccess(card, required)
      ? restrictionsAllow(card, ctx.front, ctx.codes) && parallelFrontAllows(ctx, card.code)
      : access(card);
  };
}

/** The predicate of the deck options alone: may this investigator take this card by its options? */
export function accessPredicate(
  ctx: InvestigatorContext,
  options: readonly DeckOption[] = ctx.options,
): (card: Card) => boolean {
  return (card) => {
    for (const option of options) {
      if (!optionMatches(option, card, ctx) || option.ignore_match) continue;
      return !option.not;
    }
    return false;
  };
}

// Which options match which card, bit i for option i. What `optionMatches` answers depends on the
// option, the card object and, through the context, only on the player's choices the options read
// (faction_select keys, option_selected) and `baseLevel` (the pool). So the answers are kept per
// baseLevel function, per options array, per those choices, per card object: another pool, taboo
// list (its changed cards and investigators are other objects), investigator or customization
// (customized cards are other objects) never reads another's answers.
const MAX_MASK_OPTIONS = 30;
type MaskCache = WeakMap<Card, number>;
const maskCaches = new WeakMap<
  InvestigatorContext['baseLevel'],
  WeakMap<readonly DeckOption[], Map<string, MaskCache>>
>();
const choiceKeys = new WeakMap<readonly DeckOption[], string[]>();

/** The meta keys `optionMatches` reads for these options (see selectedFaction, selectedOption). */
function choiceKeysOf(options: readonly DeckOption[]): string[] {
  let keys = choiceKeys.get(options);
  if (!keys) {
    const found = new Set<string>();
    const collect = (option: DeckOption, id: string | undefined) => {
      if (option.faction_select) found.add(id ?? 'faction_selected');
      if (option.option_select) {
        found.add('option_selected');
        // optionMatches follows the chosen sub-option with its id taken away.
        for (const sub of option.option_select) collect(sub, undefined);
      }
    };
    for (const option of options) collect(option, option.id);
    keys = [...found];
    choiceKeys.set(options, keys);
  }
  return keys;
}

function maskCacheFor(ctx: InvestigatorContext, options: readonly DeckOption[]): MaskCache {
  let byOptions = maskCaches.get(ctx.baseLevel);
  if (!byOptions) {
    byOptions = new WeakMap();
    maskCaches.set(ctx.baseLevel, byOptions);
  }
  let byChoice = byOptions.get(options);
  if (!byChoice) {
    byChoice = new Map();
    byOptions.set(options, byChoice);
  }
  const keys = choiceKeysOf(options);
  const choice = keys.length ? JSON.stringify(keys.map((key) => ctx.meta[key] ?? null)) : '';
  let cache = byChoice.get(choice);
  if (!cache) {
    // Choices come from deck files; keep odd ones from piling up.
    if (byChoice.size >= 64) byChoice.clear();
    cache = new WeakMap();
    byChoice.set(choice, cache);
  }
  return cache;
}

function maskOf(cache: MaskCache, ctx: InvestigatorContext, options: readonly DeckOption[], card: Card): number {
  let mask = cache.get(card);
  if (mask === undefined) {
    mask = 0;
    for (let i = 0; i < options.length; i++) if (optionMatches(options[i]!, card, ctx)) mask |= 1 << i;
    cache.set(card, mask);
  }
  return mask;
}

/**
 * Which card matches which option, card `index` and option `i` at `index * options.length + i`:
 * from the kept masks, or asked for every pair when there are too many options for a mask.
 */
function matchTable(ctx: InvestigatorContext, cards: readonly CountedCard[], options: readonly DeckOption[]): number[] {
  const n = options.length;
  const table: number[] = [];
  if (n <= MAX_MASK_OPTIONS) {
    const cache = maskCacheFor(ctx, options);
    for (let index = 0; index < cards.length; index++)
      addRow(table, n, maskOf(cache, ctx, options, cards[index]!.card));
  } else {
    for (let index = 0; index < cards.length; index++) {
      for (let i = 0; i < n; i++) table.push(optionMatches(options[i]!, cards[index]!.card, ctx) ? 1 : 0);
    }
  }
  return table;
}

function addRow(table: number[], n: number, mask: number): void {
  for (let i = 0; i < n; i++) table.push((mask >>> i) & 1);
}

export function accessProblems(
  ctx: InvestigatorContext,
  cards: readonly CountedCard[],
  options: readonly DeckOption[],
): DeckProblem[] {
  return problemsOf(cards, options, matchTable(ctx, cards, options));
}

// The options On Your Own, Versatile and Collector add, for matching only: none depends on the
// investigator, and Versatile's `limit` (its copies) plays no part in whether a card matches.
const SPECIAL_OPTIONS: readonly DeckOption[] = [
  { not: true, type: ['asset'], slot: ['Ally'], on_your_own: true },
  { faction: ANY_CLASS, level: { min: 0, max: 0 }, versatile: true },
  COLLECTOR_OPTION,
];

// effectiveOptions per investigator options and special cards, so the arrays (and their flags) last.
const effectiveArrays = new WeakMap<readonly DeckOption[], Map<string, readonly DeckOption[]>>();

function effectiveFor(
  ctx: InvestigatorContext,
  onYourOwn: boolean,
  versatileCopies: number,
  collector: boolean,
): readonly DeckOption[] {
  if (!onYourOwn && !(versatileCopies > 0) && !collector) return ctx.options;
  let byKey = effectiveArrays.get(ctx.options);
  if (!byKey) {
    byKey = new Map();
    effectiveArrays.set(ctx.options, byKey);
  }
  const key = `${onYourOwn}|${versatileCopies}|${collector}`;
  let options = byKey.get(key);
  if (!options) {
    const codes = new Set<string>();
    if (onYourOwn) codes.add(ON_YOUR_OWN);
    if (collector) codes.add(COLLECTOR);
    options = effectiveOptions(ctx, codes, versatileCopies);
    if (byKey.size >= 16) byKey.clear();
    byKey.set(key, options);
  }
  return options;
}

/**
 * The main deck's access problems under `effectiveOptions(ctx, codesInDeck, versatileCopies)`
 * (`onYourOwn`, `collector`: whether On Your Own, Collector is in the deck), with the matches of
 * the investigator's own options and of the special cards' options each kept per card.
 */
export function deckAccessProblems(
  ctx: InvestigatorContext,
  cards: readonly CountedCard[],
  onYourOwn: boolean,
  versatileCopies: number,
  collector = false,
): DeckProblem[] {
  const options = effectiveFor(ctx, onYourOwn, versatileCopies, collector);
  if (options.length > MAX_MASK_OPTIONS) return accessProblems(ctx, cards, options);
  const own = maskCacheFor(ctx, ctx.options);
  const special = onYourOwn || versatileCopies > 0 || collector ? maskCacheFor(ctx, SPECIAL_OPTIONS) : undefined;
  const shift = onYourOwn ? 1 : 0;
  const versatileBit = 1 << (shift + ctx.options.length);
  const collectorBit = 1 << (shift + ctx.options.length + (versatileCopies > 0 ? 1 : 0));
  const n = options.length;
  const table: number[] = [];
  for (let index = 0; index < cards.length; index++) {
    const card = cards[index]!.card;
    let mask = maskOf(own, ctx, ctx.options, card) << shift;
    if (special) {
      const extra = maskOf(special, ctx, SPECIAL_OPTIONS, card);
      if (onYourOwn && extra & 1) mask |= 1;
      if (versatileCopies > 0 && extra & 2) mask |= versatileBit;
      if (collector && extra & 4) mask |= collectorBit;
    }
    addRow(table, n, mask);
  }
  return problemsOf(cards, options, table);
}

function problemsOf(
  cards: readonly CountedCard[],
  options: readonly DeckOption[],
  matched: readonly number[],
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  let assignment = assign(cards, options, matched, false);
  // Only when a limit overflows can another order of placing the cards do better.
  if (assignment.overflow.some((n) => n > 0)) assignment = assign(cards, options, matched, true);
  const { accepted, used, overflow, matchedForAtleast, refused } = assignment;
  if (refused.size) {
    const byRule = new Map<string, string[]>();
    for (const [code, option] of refused) {
      const rule = option ? ruleOf(option) : grimoire(GRIMOIRE_SECTIONS.deckbuilding);
      const key = JSON.stringify(rule);
      byRule.set(key, [...(byRule.get(key) ?? []), code]);
    }
    for (const [key, codes] of byRule) problems.push({ code: 'invalid_cards', cards: codes, rule: JSON.parse(key) });
  }

  for (let i = 0; i < options.length; i++) {
    const option = options[i]!;
    if (option.limit !== undefined && overflow[i]! > 0) {
      const total = used[i]! + overflow[i]!;
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
        for (const f of factsOf(entry.card).factions)
          if (option.faction?.includes(f)) perFaction.set(f, (perFaction.get(f) ?? 0) + entry.count);
      }
      const enough = [...perFaction.values()].filter((n) => n >= option.atleast!.min).length;
      const needed = option.atleast.factions ?? 1;
      if (enough < needed) {
        problems.push({
          code: 'deck_options_limit',
          cards: [],
          rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding),
          details: { atleastFactions: needed, atleastMin: option.atleast.min },
        });
      }
    }
  }
  return problems;
}
