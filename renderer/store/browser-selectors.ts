import type { Card } from '../../shared/cards/card-types.ts';
import { PLAYER_FACTIONS } from '../../shared/cards/card-types.ts';
import { searchCards, type SearchEntry } from '../../shared/cards/search.ts';
import type { AppState } from './app-state.ts';
import { selectAllowedPredicate } from './deck-selectors.ts';
import { memoizeLast } from './memoize-last.ts';

export const FILTER_FACTIONS = PLAYER_FACTIONS;
export const FILTER_LEVELS = [0, 1, 2, 3, 4, 5] as const;
/** Type filters in the order players think of them; other types follow as they occur. */
const TYPE_ORDER = ['investigator', 'asset', 'event', 'skill', 'treachery', 'enemy'];

const visibleCards = memoizeLast(
  (entries: readonly SearchEntry[], query: string, factions: readonly string[], types: readonly string[], levels: readonly number[]) =>
    searchCards(entries, { query, factions, types, levels }),
);

const allowedCards = memoizeLast((cards: Card[], allowed: (card: Card) => boolean) => cards.filter(allowed));

/** The cards the list shows, in search rank order; the deck editor may narrow them to allowed ones. */
export function selectVisibleCards(state: AppState): Card[] {
  const cards = visibleCards(state.entries, state.query, state.factions, state.types, state.levels);
  const allowed = state.screen === 'deck' && state.onlyAllowed ? selectAllowedPredicate(state) : undefined;
  return allowed ? allowedCards(cards, allowed) : cards;
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

export function selectSelectedCard(state: AppState): Card | undefined {
  return state.selectedCode ? state.cardPool?.card(state.selectedCode) : undefined;
}

export function selectFiltersActive(state: AppState): boolean {
  return Boolean(state.query || state.factions.length || state.types.length || state.levels.length);
}
