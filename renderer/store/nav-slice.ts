import type { StateCreator } from 'zustand';
import type { AppState } from './app-state.ts';
import type { NavSlice } from './nav-types.ts';

export const createNavSlice: StateCreator<AppState, [], [], NavSlice> = (set) => ({
  screen: 'cards',
  showScreen: (screen) => set({ screen }),
});
