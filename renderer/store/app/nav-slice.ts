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
      set({ screen });
      saveScreen(storage, screen);
    },
  });
