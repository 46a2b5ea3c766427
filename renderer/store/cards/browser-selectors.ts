import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import { PLAYER_FACTIONS } from '../../../shared/cards/card-types.ts';
import { namesakeCodes } from '../../../shared/cards/namesakes.ts';
import { type PackGroup, packGroups } from '../../../shared/cards/pack-groups.ts';
import { type CardFilter, type SearchEntry, type SearchHit, searchHits } from '../../../shared/cards/search.ts';
import { type TraitName, traitNames } from '../../../shared/cards/trait-labels.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { selectCollectionFilter } from '../collection/collection-selectors.ts';
import { selectAllowedPredicate } from '../deck/deck-selectors.ts';
import { selectEnvironmentPredicate } from '../deck/environment-selectors.ts';
import type { BrowserFacets } from './browser-types.ts';

export const FILTER_FACTIONS = PLAYER_FACTIONS;
export const FILTER_LEVELS = [0, 1, 2, 3, 4, 5] as const;
/** Type filters in the order players think of them; other types follow as they occur. */
const TYPE_ORDER = ['investigator', 'asset', 'event', 'skill', 'treachery', 'enemy'];

const filterOf = memoizeLast(
  (
    query: string,
    factions: readonly string[],
    types: readonly string[],
    levels: readonly number[],
    costs: BrowserFacets['costs'],
    traits: BrowserFacets['traits'],
    slots: BrowserFacets['slots'],
    skills: BrowserFacets['skills'],
    packs: BrowserFacets['packs'],
  ): CardFilter => ({ query, inText: true, factions, types, levels, costs, traits, slots, skills, packs }),
);

/** Search and every filter of the browser as one filter object (stable while they are). */
export function selectCardFilter(state: AppState): CardFilter {
  return filterOf(
    state.query,
    state.factions,
    state.types,
    state.levels,
    state.costs,
    state.traits,
    state.slots,
    state.skills,
    state.packs,
  );
}

const visibleHits = memoizeLast((entries: readonly SearchEntry[], filter: CardFilter) => searchHits(entries, filter));
const cardsOf = memoizeLast((hits: readonly SearchHit[]) => hits.map((hit) => hit.card));
const textHitsOf = memoizeLast(
  (hits: readonly SearchHit[]) => new Set(hits.filter((hit) => hit.match === 'text').map((hit) => hit.card.code)),
);

const allowedCards = memoizeLast((cards: Card[], allowed: (card: Card) => boolean) => cards.filter(allowed));
const environmentCards = memoizeLast((cards: Card[], allows: (card: Card) => boolean) => cards.filter(allows));

const ownedCards = memoizeLast((cards: Card[], owned: (card: Card) => boolean) => cards.filter(owned));

const NO_ENTRIES: readonly SearchEntry[] = [];

/** The cards searched: the listed player cards, or behind "Begegnung" the encounter and story cards (once fetched). */
export function selectSearchEntries(state: AppState): readonly SearchEntry[] {
  if (!state.encounter) return state.entries;
  return state.encounterPool === state.cardPool ? (state.encounterEntries ?? NO_ENTRIES) : NO_ENTRIES;
}

/** The cards the list shows, in search rank order; the deck editor may narrow them to allowed ones, either screen to the collection. */
export function selectVisibleCards(state: AppState): Card[] {
  const found = cardsOf(visibleHits(selectSearchEntries(state), selectCardFilter(state)));
  const owned = selectCollectionFilter(state);
  const cards = owned ? ownedCards(found, owned) : found;
  const allowed = state.screen === 'deck' && state.onlyAllowed ? selectAllowedPredicate(state) : undefined;
  const inEnvironment =
    state.screen === 'deck' && state.onlyEnvironment ? selectEnvironmentPredicate(state) : undefined;
  const mayTake = allowed ? allowedCards(cards, allowed) : cards;
  return inEnvironment ? environmentCards(mayTake, inEnvironment) : mayTake;
}

/** The codes of the cards found only through their text, not their name or traits (the list marks them). */
export function selectTextHitCodes(state: AppState): ReadonlySet<string> {
  return textHitsOf(visibleHits(selectSearchEntries(state), selectCardFilter(state)));
}

const typeCodes = memoizeLast((entries: readonly SearchEntry[]) => {
  const present = new Set(entries.map((entry) => entry.card.type_code));
  const rank = (code: string) => (TYPE_ORDER.includes(code) ? TYPE_ORDER.indexOf(code) : TYPE_ORDER.length);
  return [...present].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
});

/** The card types the pool lists, for the type filter. */
export function selectTypeCodes(state: AppState): string[] {
  return typeCodes(state.entries);
}

const encounterByCode = memoizeLast(
  (entries: readonly SearchEntry[] | undefined) =>
    new Map((entries ?? []).map((entry) => [entry.card.code, entry.card])),
);

/** A card of the pool, or one of the encounter cards fetched for the "Begegnung" switch. */
export function selectCardByCode(state: AppState, code: string | undefined): Card | undefined {
  if (!code) return undefined;
  return state.cardPool?.card(code) ?? encounterByCode(state.encounterEntries).get(code);
}

export function selectSelectedCard(state: AppState): Card | undefined {
  return selectCardByCode(state, state.selectedCode);
}

/** How many of the filters under "Weitere Filter" are in use. */
export function selectExtraFilterCount(state: AppState): number {
  return state.costs.length + state.traits.length + state.slots.length + state.skills.length + state.packs.length;
}

export function selectFiltersActive(state: AppState): boolean {
  return Boolean(
    state.query || state.factions.length || state.types.length || state.levels.length || selectExtraFilterCount(state),
  );
}

const traits = memoizeLast((pool: CardPool | undefined): TraitName[] => (pool ? traitNames(pool.listedCards) : []));

/** The traits of the listed cards with German names, for the trait filter. */
export function selectTraitNames(state: AppState): TraitName[] {
  return traits(state.cardPool);
}

const everyTrait = memoizeLast((pool: CardPool | undefined): TraitName[] => (pool ? traitNames(pool.data.cards) : []));

/** The traits of every card, encounter cards too (Grizzled names enemy traits such as Ghoul), for choose_trait. */
export function selectEveryTraitName(state: AppState): TraitName[] {
  return everyTrait(state.cardPool);
}

const packs = memoizeLast((pool: CardPool | undefined): PackGroup[] =>
  pool
    ? packGroups(pool.data.packs, pool.data.cycles, new Set(pool.listedCards.flatMap((card) => pool.packsOf(card))))
    : [],
);

/** Cycles and their packs with German names, for the pack filter. */
export function selectPackGroups(state: AppState): PackGroup[] {
  return packs(state.cardPool);
}

const namesakes = memoizeLast((pool: CardPool | undefined) => namesakeCodes(pool?.listedCards ?? []));

/** Cards the list names with their pack: another card has their name, subtitle, type and level. */
export function selectNamesakeCodes(state: AppState): ReadonlySet<string> {
  return namesakes(state.cardPool);
}
