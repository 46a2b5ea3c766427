import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/api-client.ts';
import type { AppState } from './app-state.ts';
import { createBrowserSlice } from './browser-slice.ts';
import { createCampaignSlice } from './campaign-slice.ts';
import { createCampaignUpgradeSlice } from './campaign-upgrade-slice.ts';
import { createCardImageSlice } from './card-image-slice.ts';
import { createCardsSlice } from './cards-slice.ts';
import { createCollectionSlice } from './collection-slice.ts';
import { createDataSlice } from './data-slice.ts';
import { createDeckImportSlice } from './deck-import-slice.ts';
import { createDeckSlice } from './deck-slice.ts';
import { type DeckStorage, defaultDeckStorage } from './deck-storage.ts';
import { createEncounterSlice } from './encounter-slice.ts';
import { createGuideSlice } from './guide-slice.ts';
import type { GuideApi } from './guide-types.ts';
import { createNavSlice } from './nav-slice.ts';
import { createPrintSlice } from './print-slice.ts';
import type { PrintHost } from './print-types.ts';
import { createRuleSlice } from './rule-slice.ts';
import { createSavedDeckSlice } from './saved-deck-slice.ts';

export type AppStore = StoreApi<AppState>;

/** Without a window (tests in Node) there is nothing to print. */
const NO_PRINTING: PrintHost = { native: false, print: () => {} };

/** The renderer's store; tests pass an in-memory `api` (and `storage`, else none in Node); main.tsx passes the window's `printHost`. */
export function createAppStore({
  api,
  storage = defaultDeckStorage(),
  printHost = NO_PRINTING,
  guideApi,
}: {
  api: ApiClient;
  storage?: DeckStorage;
  printHost?: PrintHost;
  /** The guided campaign's calls; without them the campaign screen offers no guide. */
  guideApi?: GuideApi;
}): AppStore {
  return createStore<AppState>()((...args) => ({
    ...createCardsSlice(api)(...args),
    ...createBrowserSlice(...args),
    ...createNavSlice(storage)(...args),
    ...createDeckSlice(storage)(...args),
    ...createSavedDeckSlice(api, storage)(...args),
    ...createCampaignSlice(api, storage)(...args),
    ...createCampaignUpgradeSlice(api, storage)(...args),
    ...createDataSlice(api, storage)(...args),
    ...createDeckImportSlice(api)(...args),
    ...createPrintSlice(api, printHost)(...args),
    ...createCollectionSlice(api)(...args),
    ...createCardImageSlice(api)(...args),
    ...createEncounterSlice(api)(...args),
    ...createRuleSlice(api)(...args),
    ...createGuideSlice(guideApi)(...args),
  }));
}
