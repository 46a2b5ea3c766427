import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/api-client.ts';
import type { AppState } from './app-state.ts';
import { createBrowserSlice } from './browser-slice.ts';
import { createCampaignSlice } from './campaign-slice.ts';
import { createCampaignUpgradeSlice } from './campaign-upgrade-slice.ts';
import { createCardsSlice } from './cards-slice.ts';
import { createDeckSlice } from './deck-slice.ts';
import { defaultDeckStorage, type DeckStorage } from './deck-storage.ts';
import { createNavSlice } from './nav-slice.ts';
import { createSavedDeckSlice } from './saved-deck-slice.ts';

export type AppStore = StoreApi<AppState>;

/** The renderer's store; tests pass an in-memory `api` (and `storage`, else none in Node). */
export function createAppStore({ api, storage = defaultDeckStorage() }: { api: ApiClient; storage?: DeckStorage }): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createCardsSlice(api)(...args),
    ...createBrowserSlice(...args),
    ...createNavSlice(storage)(...args),
    ...createDeckSlice(storage)(...args),
    ...createSavedDeckSlice(api, storage)(...args),
    ...createCampaignSlice(api, storage)(...args),
    ...createCampaignUpgradeSlice(api, storage)(...args),
  }));
}
