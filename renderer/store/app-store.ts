import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/api-client.ts';
import type { AppState } from './app-state.ts';
import { createBrowserSlice } from './browser-slice.ts';
import { createCardsSlice } from './cards-slice.ts';

export type AppStore = StoreApi<AppState>;

/** The renderer's store; tests pass an in-memory `api`. */
export function createAppStore({ api }: { api: ApiClient }): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createCardsSlice(api)(...args),
    ...createBrowserSlice(...args),
  }));
}
