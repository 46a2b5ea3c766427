import type { BrowserSlice } from './browser-types.ts';
import type { CampaignSlice } from './campaign-types.ts';
import type { CampaignUpgradeSlice } from './campaign-upgrade-types.ts';
import type { CardImageSlice } from './card-image-types.ts';
import type { CardsSlice } from './cards-types.ts';
import type { CollectionSlice } from './collection-types.ts';
import type { DataSlice } from './data-types.ts';
import type { DeckImportSlice } from './deck-import-types.ts';
import type { DeckSlice } from './deck-types.ts';
import type { EncounterSlice } from './encounter-slice.ts';
import type { GuideSlice } from './guide-types.ts';
import type { NavSlice } from './nav-types.ts';
import type { PrintSlice } from './print-types.ts';
import type { RuleSlice } from './rule-slice.ts';
import type { SavedDeckSlice } from './saved-deck-types.ts';

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
