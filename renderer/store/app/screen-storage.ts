import { type DeckStorage, readStored, writeStored } from '../deck/deck-storage.ts';
import type { Screen } from './nav-types.ts';

// What the app reopens after a reload: the last screen and the open campaign, kept
// through the same guarded storage as the deck draft.

const SCREEN_KEY = 'logbuch.screen';
const CAMPAIGN_KEY = 'logbuch.open-campaign';

const SCREENS: readonly Screen[] = ['cards', 'deck', 'campaigns'];
const isScreen = (value: unknown): value is Screen => SCREENS.includes(value as Screen);
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export const loadScreen = (storage: DeckStorage | undefined) => readStored(storage, SCREEN_KEY, isScreen);
export const saveScreen = (storage: DeckStorage | undefined, screen: Screen) =>
  writeStored(storage, SCREEN_KEY, screen);
export const loadOpenCampaign = (storage: DeckStorage | undefined) => readStored(storage, CAMPAIGN_KEY, isId);
export const saveOpenCampaign = (storage: DeckStorage | undefined, id: number | undefined) =>
  writeStored(storage, CAMPAIGN_KEY, id);
