import type { StateCreator } from 'zustand';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import type { AppState } from '../app-state.ts';
import { selectImportCheck } from './deck-import-selectors.ts';
import type { DeckImportDraft, DeckImportSlice } from './deck-import-types.ts';

const EMPTY: DeckImportDraft = { text: '', urlOrId: '', name: '' };

export const createDeckImportSlice =
  (api: ApiClient): StateCreator<AppState, [], [], DeckImportSlice> =>
  (set, get) => {
    const update = (change: Partial<DeckImportDraft>) => {
      const current = get().deckImport;
      if (current) set({ deckImport: { ...current, ...change } });
    };
    return {
      deckImport: undefined,
      openDeckImport: () => set({ deckImport: get().deckImport ?? EMPTY }),
      closeDeckImport: () => set({ deckImport: undefined }),
      setImportText: (text, fileName) => update({ text, fileName, online: undefined, error: undefined }),
      setImportUrl: (urlOrId) => update({ urlOrId, error: undefined }),
      setImportName: (name) => update({ name }),

      async fetchImportDeck() {
        const draft = get().deckImport;
        if (!draft?.urlOrId.trim() || draft.busy) return;
        update({ busy: 'fetching', error: undefined });
        try {
          const online = await api.call('decks.fetch', { urlOrId: draft.urlOrId.trim() });
          update({ busy: undefined, online, text: '', fileName: undefined });
        } catch (error) {
          update({ busy: undefined, error: asCallError(error) });
        }
      },

      async saveImportedDeck() {
        const draft = get().deckImport;
        const check = selectImportCheck(get());
        if (!draft || draft.busy || !check?.ok) return false;
        update({ busy: 'saving', error: undefined });
        const name = draft.name.trim() ? { name: draft.name.trim().slice(0, 200) } : {};
        try {
          const imported = await api.call(
            'decks.import',
            draft.online ? { decks: draft.online.decks, ...name } : { text: draft.text, ...name },
          );
          set({ deckImport: undefined });
          // The answer carries the latest version and the deck's list row: nothing is read again.
          get().openWrittenVersion(imported.opened);
          get().showScreen('deck');
          return true;
        } catch (error) {
          update({ busy: undefined, error: asCallError(error) });
          return false;
        }
      },
    };
  };
