/** What the card browser shows: search, filters, and the card in focus. */
export interface BrowserSlice {
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
  resetFilters(): void;
  selectCard(code: string): void;
  moveHighlight(step: 1 | -1): void;
  selectHighlighted(): void;
}
