import type { CardSlot, CostBucket, SkillIconName } from '../../../shared/cards/card-facets.ts';

/** The filters beside class, type and level (shared/cards/card-facets), each a list of chosen values. */
export interface BrowserFacets {
  costs: readonly CostBucket[];
  /** English traits (German names only on the labels). */
  traits: readonly string[];
  slots: readonly CardSlot[];
  skills: readonly SkillIconName[];
  packs: readonly string[];
}
export type FacetKey = keyof BrowserFacets;

/** What the card browser shows: search, filters, and the card in focus. */
export interface BrowserSlice extends BrowserFacets {
  query: string;
  factions: readonly string[];
  types: readonly string[];
  /** Card levels 0–5. */
  levels: readonly number[];
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
  selectHighlighted(): void;
}
