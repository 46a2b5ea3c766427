import type { NavSlice } from './app/nav-types.ts';
import type { CampaignSlice } from './campaign/campaign-types.ts';
import type { CampaignUpgradeSlice } from './campaign/campaign-upgrade-types.ts';
import type { BrowserSlice } from './cards/browser-types.ts';
import type { CardsSlice } from './cards/cards-types.ts';
import type { EncounterSlice } from './cards/encounter-slice.ts';
import type { CollectionSlice } from './collection/collection-types.ts';
import type { CardImageSlice } from './data/card-image-types.ts';
import type { DataSlice } from './data/data-types.ts';
import type { DeckSlice } from './deck/deck-types.ts';
import type { SavedDeckSlice } from './deck/saved-deck-types.ts';
import type { DeckImportSlice } from './deck-import/deck-import-types.ts';
import type { GuideSlice } from './guide/guide-types.ts';
import type { PrintSlice } from './print/print-types.ts';
import type { RuleSlice } from './rules/rule-slice.ts';

/** The whole renderer state: one slice per domain. */
export type AppState = CardsSlice &
  BrowserSlice &
  NavSlice &
  DeckSlice &
  SavedDeckSlice &
  CampaignSlice &
  CampaignUpgradeSlice &
  DeckImportSlice &
  PrintSlice &
  DataSlice &
  CollectionSlice &
  CardImageSlice &
  EncounterSlice &
  RuleSlice &
  GuideSlice;
