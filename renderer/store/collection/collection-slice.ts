import type { StateCreator } from 'zustand';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';
import type { CollectionSlice } from './collection-types.ts';

export const createCollectionSlice =
  (api: ApiClient): StateCreator<AppState, [], [], CollectionSlice> =>
  (set, get) => ({
    ownedPacks: undefined,
    packCopies: {},
    collectionOpen: false,
    collectionError: undefined,
    onlyOwned: {},

    async loadCollection() {
      try {
        const saved = await api.call('collection.get', {});
        set({ ownedPacks: saved.packs, packCopies: saved.copies ?? {}, collectionError: undefined });
      } catch (error) {
        set({ collectionError: asCallError(error) });
      }
    },

    async saveCollection(packs, copies = {}) {
      try {
        const several = Object.entries(copies).filter(([pack, boxes]) => boxes > 1 && packs?.includes(pack));
        const saved = await api.call('collection.set', {
          packs: packs ? [...packs] : null,
          ...(several.length ? { copies: Object.fromEntries(several) } : {}),
        });
        set({ ownedPacks: saved.packs, packCopies: saved.copies ?? {}, collectionError: undefined });
        return true;
      } catch (error) {
        set({ collectionError: asCallError(error) });
        return false;
      }
    },

    showCollection(open) {
      set({ collectionOpen: open, collectionError: undefined });
      if (open && get().ownedPacks === undefined) void get().loadCollection();
    },

    setOnlyOwned: (screen, only) => set({ onlyOwned: { ...get().onlyOwned, [screen]: only } }),
  });
