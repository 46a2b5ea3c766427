import type { StateCreator } from 'zustand';
import type { AppState } from '../app-state.ts';
import { selectVisibleCards } from './browser-selectors.ts';
import type { BrowserFacets, BrowserSlice, BrowserView } from './browser-types.ts';

const NO_FACETS: BrowserFacets = { costs: [], traits: [], slots: [], skills: [], packs: [] };
const FRESH_VIEW: BrowserView = {
  query: '',
  factions: [],
  types: [],
  levels: [],
  encounter: false,
  ...NO_FACETS,
  selectedCode: undefined,
  highlightedCode: undefined,
};

function viewOf(state: BrowserView): BrowserView {
  const view = { ...FRESH_VIEW };
  for (const key of Object.keys(FRESH_VIEW) as (keyof BrowserView)[]) Object.assign(view, { [key]: state[key] });
  return view;
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export const createBrowserSlice: StateCreator<AppState, [], [], BrowserSlice> = (set, get) => ({
  ...FRESH_VIEW,
  stashedViews: {},
  previewCode: undefined,
  previewCard: (code) => set({ previewCode: code }),
  clearSelection: () => set({ selectedCode: undefined }),

  setQuery: (query) => set({ query }),
  toggleFaction: (code) => set({ factions: toggled(get().factions, code) }),
  toggleType: (code) => set({ types: toggled(get().types, code) }),
  toggleLevel: (level) => set({ levels: toggled(get().levels, level) }),
  setEncounter(on) {
    set({ encounter: on, highlightedCode: undefined });
    if (on) void get().loadEncounterCards();
  },
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

  highlightFirst() {
    const first = selectVisibleCards(get())[0];
    if (first) set({ highlightedCode: first.code });
    return Boolean(first);
  },

  selectHighlighted() {
    const cards = selectVisibleCards(get());
    const code = get().highlightedCode;
    if (code && cards.some((card) => card.code === code)) set({ selectedCode: code });
    // Enter right after typing a search opens the best match.
    else if (cards[0]) set({ selectedCode: cards[0].code, highlightedCode: cards[0].code });
  },

  swapBrowserView(from, to) {
    if (from === to) return;
    const { stashedViews } = get();
    set({
      ...(stashedViews[to] ?? FRESH_VIEW),
      previewCode: undefined,
      stashedViews: { ...stashedViews, [from]: viewOf(get()) },
    });
  },
});
