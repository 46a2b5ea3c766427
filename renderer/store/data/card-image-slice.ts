import type { StateCreator } from 'zustand';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';
import type { CardImageSlice } from './card-image-types.ts';

export const createCardImageSlice =
  (api: ApiClient): StateCreator<AppState, [], [], CardImageSlice> =>
  (set, get) => {
    const pending = new Set<string>();
    const settingsCall = async (call: () => Promise<AppState['cardImageSettings']>) => {
      try {
        set({ cardImageSettings: await call(), cardImageError: undefined });
      } catch (error) {
        set({ cardImageError: asCallError(error) });
      }
    };
    return {
      cardImageSettings: undefined,
      cardImageError: undefined,
      cardImages: {},

      loadCardImageSettings: () => settingsCall(() => api.call('cardImages.settings', {})),
      async configureCardImages(change) {
        await settingsCall(() => api.call('cardImages.configure', change));
        // Turned on again: images that failed or were off may come now.
        set({ cardImages: {} });
      },
      async clearCardImages() {
        await settingsCall(() => api.call('cardImages.clear', {}));
        set({ cardImages: {} });
      },

      async requestCardImage(code) {
        if (!get().cardImageSettings?.enabled || get().cardImages[code] || pending.has(code)) return;
        pending.add(code);
        try {
          const answer = await api.call('cardImages.get', { code });
          set({ cardImages: { ...get().cardImages, [code]: answer } });
          // A download grew the cache: the setting shows the new size.
          if (answer.status === 'downloaded') void get().loadCardImageSettings();
        } catch {
          set({ cardImages: { ...get().cardImages, [code]: { status: 'failed' } } });
        } finally {
          pending.delete(code);
        }
      },
    };
  };
