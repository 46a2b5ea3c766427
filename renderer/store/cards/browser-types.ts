import type { CardSlot, CostFilter, SkillIconName } from '../../../shared/cards/card-facets.ts';

/** The filters beside class, type and level (shared/cards/card-facets), each a list of chosen values. */
export interface BrowserFacets {
  costs: readonly CostFilter[];
  /** English traits (German names only on the labels). */
  traits: readonly string[];
  slots: readonly CardSlot[];
  skills: readonly SkillIconName[];
  packs: readonly string[];
}
export type FacetKey = keyof BrowserFacets;

/** Search, filters and focus as one view keeps them ("Karten" and "Deck bauen" each have their own). */
export interface BrowserView extends BrowserFacets {
  query: string;
  factions: readonly string[];
  types: readonly string[];
  levels: readonly number[];
  /** "Begegnung": encounter and story cards instead of player cards (card browser). */
  encounter: boolean;
  selectedCode: string | undefined;
  highlightedCode: string | undefined;
}

/** What the card browser shows: search, filters, and the card in focus. */
export interface BrowserSlice extends BrowserFacets {
  query: string;
  factions: readonly string[];
  types: readonly string[];
  /** Card levels 0–5. */
  levels: readonly number[];
  /** "Begegnung": encounter and story cards instead of player cards (card browser). */
  encounter: boolean;
  setEncounter(on: boolean): void;
  /** The card shown in the detail panel. */
  selectedCode: string | undefined;
  /** The row the arrow keys move; Enter selects it. */
  highlightedCode: string | undefined;
  setQuery(query: string): void;
  toggleFaction(code: string): void;
  toggleType(code: string): void;
  toggleLevel(level: number): void;
  /** Adds the value to the facet's filter, or takes it out. */
  toggleFacet<K extends FacetKey>(facet: K, value: BrowserFacets[K][number]): void;
  resetFilters(): void;
  selectCard(code: string): void;
  moveHighlight(step: 1 | -1): void;
  /** Highlights the list's first card (↓ from the search); false when the list is empty. */
  highlightFirst(): boolean;
  selectHighlighted(): void;
  /** The deck line under the mouse (or in focus): previewed beside the deck, not selected. */
  previewCode: string | undefined;
  previewCard(code: string | undefined): void;
  /** Closes the detail panel (the deck editor shows it only while a card is selected). */
  clearSelection(): void;
  /** The other screens' and decks' search and filters, kept while they are not shown (keys: browser-view-key.ts). */
  stashedViews: Partial<Record<string, BrowserView>>;
  /** Keeps the shown view's search and filters for `from` and brings back those of `to`. */
  swapBrowserView(from: string, to: string): void;
}
