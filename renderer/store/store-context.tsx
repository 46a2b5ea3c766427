import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState } from './app-state.ts';
import type { AppStore } from './app-store.ts';

const StoreContext = createContext<AppStore | undefined>(undefined);

export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** Reads from the app store; the selector must return a stable value (see browser-selectors). */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs a StoreProvider around the app');
  return useStore(store, selector);
}
