import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/api-client.ts';
import { createNavSlice } from './app/nav-slice.ts';
import type { AppState } from './app-state.ts';
import { createCampaignSlice } from './campaign/campaign-slice.ts';
import { createCampaignUpgradeSlice } from './campaign/campaign-upgrade-slice.ts';
import { createBrowserSlice } from './cards/browser-slice.ts';
import { keepBrowserViewsApart } from './cards/browser-view-key.ts';
import { createCardsSlice } from './cards/cards-slice.ts';
import { createEncounterSlice } from './cards/encounter-slice.ts';
import { createCollectionSlice } from './collection/collection-slice.ts';
import { createCardImageSlice } from './data/card-image-slice.ts';
import { createDataSlice } from './data/data-slice.ts';
import { createDeckSlice } from './deck/deck-slice.ts';
import { type DeckStorage, defaultDeckStorage } from './deck/deck-storage.ts';
import { createSavedDeckSlice } from './deck/saved-deck-slice.ts';
import { createDeckImportSlice } from './deck-import/deck-import-slice.ts';
import { createGuideSlice } from './guide/guide-slice.ts';
import type { GuideApi } from './guide/guide-types.ts';
import { createPrintSlice } from './print/print-slice.ts';
import type { PrintHost } from './print/print-types.ts';
import { createRuleSlice } from './rules/rule-slice.ts';

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
  const store = createStore<AppState>()((...args) => ({
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
  keepBrowserViewsApart(store);
  return store;
}
