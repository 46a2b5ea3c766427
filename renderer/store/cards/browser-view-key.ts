import type { AppState } from '../app-state.ts';
import type { AppStore } from '../app-store.ts';

/**
 * Whose search, filters and open card the card list shows: each screen its own, and on "Deck
 * bauen" each deck its own (a saved deck by its id, a new draft by its investigator), so a
 * campaign upgrade of one investigator never opens with another's search.
 */
export function browserViewKey(state: Pick<AppState, 'screen' | 'opened' | 'deck'>): string {
  if (state.screen !== 'deck') return state.screen;
  if (state.opened) return `deck:${state.opened.deckId}`;
  return state.deck ? `draft:${state.deck.investigatorCode}` : 'deck';
}

/**
 * Whenever the key changes, the shown view is kept under the old key and the new key's view comes
 * back. A draft saved for the first time keeps the view it was built with.
 */
export function keepBrowserViewsApart(store: AppStore): void {
  let key = browserViewKey(store.getState());
  store.subscribe((state) => {
    const next = browserViewKey(state);
    if (next === key) return;
    const from = key;
    key = next;
    if (from.startsWith('draft:') && next.startsWith('deck:') && !state.stashedViews[next]) return;
    state.swapBrowserView(from, next);
  });
}
