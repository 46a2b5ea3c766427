import type { BrowserSlice } from './browser-types.ts';
import type { CardsSlice } from './cards-types.ts';

/** The whole renderer state: one slice per domain. */
export type AppState = CardsSlice & BrowserSlice;
