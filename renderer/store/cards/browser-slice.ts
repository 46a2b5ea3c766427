import type { StateCreator } from 'zustand';
import type { AppState } from '../app-state.ts';
import { selectVisibleCards } from './browser-selectors.ts';
import type { BrowserFacets, BrowserSlice } from './browser-types.ts';

const NO_FACETS: BrowserFacets = { costs: [], traits: [], slots: [], skills: [], packs: [] };

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export const createBrowserSlice: StateCreator<AppState, [], [], BrowserSlice> = (set, get) => ({
  query: '',
  factions: [],
  types: [],
  levels: [],
  ...NO_FACETS,
  selectedCode: undefined,
  highlightedCode: undefined,

  setQuery: (query) => set({ query }),
  toggleFaction: (code) => set({ factions: toggled(get().factions, code) }),
  toggleType: (code) => set({ types: toggled(get().types, code) }),
  toggleLevel: (level) => set({ levels: toggled(get().levels, level) }),
  toggleFacet: (facet, value) => set({ [facet]: toggled<typeof value>(get()[facet], value) }),
  resetFilters: () => set({ query: '', factions: [], types: [], levels: [], ...NO_FACETS }),
  selectCard: (code) => set({ selectedCode: code, highlightedCode: code }),

  moveHighlight(step) {
    const cards = selectVisibleCards(get());
    if (cards.length === 0) return;
    const index = cards.findIndex((card) => card.code === get().highlightedCode);
    // Nothing highlighted yet: a step down starts at the first card, a step up at the last.
    const start = step > 0 ? 0 : cards.length - 1;
    const next = index < 0 ? start : Math.min(cards.length - 1, Math.max(0, index + step));
    set({ highlightedCode: cards[next]!.code });
  },

  selectHighlighted() {
    const code = get().highlightedCode;
    if (code && selectVisibleCards(get()).some((card) => card.code === code)) set({ selectedCode: code });
  },
});
