import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import type { SavedDeckSummary } from './saved-deck-types.ts';

// "Meine Decks": the tags the saved decks carry, and the decks the tag filter leaves.

const allTags = memoizeLast((decks: readonly SavedDeckSummary[]) =>
  [...new Set(decks.flatMap((deck) => deck.tags))].sort((a, b) => a.localeCompare(b, 'de')),
);

/** Every tag of a saved deck, in German order. */
export function selectSavedDeckTags(state: AppState): string[] {
  return allTags(state.savedDecks);
}

const filtered = memoizeLast((decks: readonly SavedDeckSummary[], tag: string | undefined) =>
  tag ? decks.filter((deck) => deck.tags.includes(tag)) : decks,
);

/** The saved decks with the chosen tag (all without one); a tag no deck has any more shows all. */
export function selectVisibleSavedDecks(state: AppState): readonly SavedDeckSummary[] {
  const tag =
    state.deckTagFilter && selectSavedDeckTags(state).includes(state.deckTagFilter) ? state.deckTagFilter : undefined;
  return filtered(state.savedDecks, tag);
}
