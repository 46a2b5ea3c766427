import type { StateCreator } from 'zustand';
import { startingSlots } from '../../../shared/rules/starting-deck.ts';
import { t } from '../../i18n/messages.ts';
import type { AppState } from '../app-state.ts';
import { draftContext, slotsWithDrawnWeakness } from './deck-draft.ts';
import { type DeckStorage, loadDeck, saveDeck, saveOpenedVersion } from './deck-storage.ts';
import type { DeckDraft, DeckSlice } from './deck-types.ts';

const HISTORY_LIMIT = 200;

export const createDeckSlice =
  (storage: DeckStorage | undefined): StateCreator<AppState, [], [], DeckSlice> =>
  (set, get) => {
    // Typing a name is one undo step, not one per letter.
    let lastEdit: 'name' | 'other' = 'other';

    const show = (deck: DeckDraft | undefined, past: readonly DeckDraft[], future: readonly DeckDraft[]) => {
      set({ deck, past, future });
      saveDeck(storage, deck);
    };
    const edit = (change: (deck: DeckDraft) => DeckDraft | undefined, kind: 'name' | 'other' = 'other') => {
      const { deck, past } = get();
      if (!deck) return;
      const next = change(deck);
      if (!next) return;
      const merge = kind === 'name' && lastEdit === 'name' && past.length > 0;
      lastEdit = kind;
      show(next, merge ? past : [...past, deck].slice(-HISTORY_LIMIT), []);
    };
    const withCount = (code: string, step: 1 | -1) =>
      edit((deck) => {
        const count = (deck.slots[code] ?? 0) + step;
        if (count < 0) return undefined;
        const slots = { ...deck.slots, [code]: count };
        if (count === 0) delete slots[code];
        return { ...deck, slots };
      });
    const highlighted = () => (get().screen === 'deck' && !get().picking ? get().highlightedCode : undefined);

    const saved = loadDeck(storage);
    return {
      deck: saved,
      past: [],
      future: [],
      picking: !saved,
      onlyAllowed: true,

      startDeck(investigatorCode, meta) {
        const pool = get().cardPool;
        if (!pool) return;
        const draft: DeckDraft = { investigatorCode, name: t.deckDefaultName, slots: {}, meta, tabooId: null };
        const ctx = draftContext(pool, draft);
        if (!ctx) return;
        lastEdit = 'other';
        show({ ...draft, slots: startingSlots(ctx, (code) => pool.card(code)) }, [], []);
        // A new deck belongs to no saved version until its first save.
        saveOpenedVersion(storage, undefined);
        set({
          picking: false,
          opened: undefined,
          saveStatus: { kind: 'idle' },
          adjustmentXp: '',
          adjustmentReason: '',
          versionHistory: undefined,
        });
      },
      loadDraft(draft) {
        lastEdit = 'other';
        show(draft, [], []);
        set({ picking: false });
      },
      pickInvestigator: (open) => set({ picking: open || !get().deck }),
      addCard: (code) => withCount(code, 1),
      removeCard: (code) => withCount(code, -1),
      addHighlighted() {
        const code = highlighted();
        if (code) withCount(code, 1);
      },
      removeHighlighted() {
        const code = highlighted();
        if (code) withCount(code, -1);
      },
      renameDeck: (name) => edit((deck) => (deck.name === name ? undefined : { ...deck, name }), 'name'),
      setTaboo: (tabooId) => edit((deck) => (deck.tabooId === tabooId ? undefined : { ...deck, tabooId })),
      setCustomization(code, value) {
        const key = `cus_${code}`;
        edit((deck) => {
          if ((deck.meta[key] ?? '') === value) return undefined;
          const { [key]: _old, ...meta } = deck.meta;
          return { ...deck, meta: value ? { ...meta, [key]: value } : meta };
        });
      },
      drawWeakness(seed) {
        const pool = get().cardPool;
        if (!pool) return;
        edit((deck) => {
          const slots = slotsWithDrawnWeakness(pool, deck, seed);
          return slots && { ...deck, slots };
        });
      },
      setOnlyAllowed: (onlyAllowed) => set({ onlyAllowed }),

      undo() {
        const { deck, past, future } = get();
        const previous = past.at(-1);
        if (!deck || !previous) return;
        lastEdit = 'other';
        show(previous, past.slice(0, -1), [...future, deck]);
      },
      redo() {
        const { deck, past, future } = get();
        const next = future.at(-1);
        if (!deck || !next) return;
        lastEdit = 'other';
        show(next, [...past, deck], future.slice(0, -1));
      },
    };
  };
