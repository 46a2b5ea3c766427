import type { StateCreator } from 'zustand';
import type { AppState } from '../app-state.ts';
import type { DeckStorage } from '../deck/deck-storage.ts';
import type { NavSlice } from './nav-types.ts';
import { loadScreen, saveScreen } from './screen-storage.ts';

export const createNavSlice =
  (storage: DeckStorage | undefined): StateCreator<AppState, [], [], NavSlice> =>
  (set) => ({
    screen: loadScreen(storage) ?? 'cards',
    showScreen(screen) {
      // Each screen keeps its own search and filters (browser-view-key.ts swaps them).
      // A campaign's success message belongs to the screen that showed it: leaving it ends the message.
      set(screen === 'campaigns' ? { screen } : { screen, campaignUpgradeResult: undefined });
      saveScreen(storage, screen);
    },
  });
