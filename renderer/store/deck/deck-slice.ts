import type { StateCreator } from 'zustand';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import { slotsWithStandaloneWeaknesses } from '../../../shared/rules/standalone-weakness-draw.ts';
import { startingSlots } from '../../../shared/rules/starting-deck.ts';
import { t } from '../../i18n/messages.ts';
import type { AppState } from '../app-state.ts';
import { selectCopyLimit } from './copy-limit-selectors.ts';
import { deckJsonOf, draftContext, slotsWithDrawnWeakness } from './deck-draft.ts';
import {
  type DeckStorage,
  loadDeck,
  loadDeckHistory,
  saveDeck,
  saveDeckHistory,
  saveOpenedVersion,
} from './deck-storage.ts';
import type { DeckDraft, DeckSlice } from './deck-types.ts';
import { selectDrawPacks } from './environment-selectors.ts';

const HISTORY_LIMIT = 200;

export const createDeckSlice =
  (storage: DeckStorage | undefined): StateCreator<AppState, [], [], DeckSlice> =>
  (set, get) => {
    // Typing a name is one undo step, not one per letter.
    let lastEdit: 'name' | 'notes' | 'other' = 'other';

    const show = (deck: DeckDraft | undefined, past: readonly DeckDraft[], future: readonly DeckDraft[]) => {
      set({ deck, past, future });
      saveDeck(storage, deck);
      saveDeckHistory(storage, deck && { past, future });
    };
    const edit = (change: (deck: DeckDraft) => DeckDraft | undefined, kind: typeof lastEdit = 'other') => {
      const { deck, past } = get();
      if (!deck) return;
      const next = change(deck);
      if (!next) return;
      const merge = kind !== 'other' && lastEdit === kind && past.length > 0;
      lastEdit = kind;
      show(next, merge ? past : [...past, deck].slice(-HISTORY_LIMIT), []);
    };
    const withCount = (code: string, step: 1 | -1) =>
      edit((deck) => {
        const count = (deck.slots[code] ?? 0) + step;
        if (count < 0) return undefined;
        const slots = { ...deck.slots, [code]: count };
        if (count === 0) delete slots[code];
        // Copies outside the deck limit (ignoreDeckLimitSlots) never outnumber the copies in the deck.
        const ignored = deck.ignoreDeckLimitSlots?.[code] ?? 0;
        if (ignored <= count) return { ...deck, slots };
        const ignoreDeckLimitSlots = { ...deck.ignoreDeckLimitSlots, [code]: count };
        if (count === 0) delete ignoreDeckLimitSlots[code];
        return { ...deck, slots, ignoreDeckLimitSlots };
      });
    const highlighted = () => (get().screen === 'deck' && !get().picking ? get().highlightedCode : undefined);

    const saved = loadDeck(storage);
    // The undo history comes back with the draft it belongs to.
    const history = saved ? loadDeckHistory(storage) : { past: [], future: [] };
    return {
      deck: saved,
      past: history.past,
      future: history.future,
      picking: !saved,
      onlyAllowed: true,
      onlyEnvironment: true,

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
      addCardOutsideLimit: (code) =>
        edit((deck) => ({
          ...deck,
          slots: { ...deck.slots, [code]: (deck.slots[code] ?? 0) + 1 },
          ignoreDeckLimitSlots: { ...deck.ignoreDeckLimitSlots, [code]: (deck.ignoreDeckLimitSlots?.[code] ?? 0) + 1 },
        })),
      addHighlighted() {
        const code = highlighted();
        // "+" on the keyboard stops where the button does (a copy limit).
        if (code && !selectCopyLimit(get(), code)) withCount(code, 1);
      },
      removeHighlighted() {
        const code = highlighted();
        if (code) withCount(code, -1);
      },
      renameDeck: (name) => edit((deck) => (deck.name === name ? undefined : { ...deck, name }), 'name'),
      setNotes: (notes) =>
        edit((deck) => {
          if ((deck.notes ?? '') === notes) return undefined;
          const { notes: _old, ...rest } = deck;
          return notes ? { ...rest, notes } : rest;
        }, 'notes'),
      setTags: (tags) =>
        edit((deck) => {
          if ((deck.tags ?? []).join(' ') === tags.join(' ')) return undefined;
          const { tags: _old, ...rest } = deck;
          return tags.length ? { ...rest, tags: [...tags] } : rest;
        }),
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
          const slots = slotsWithDrawnWeakness(pool, deck, seed, selectDrawPacks(get()));
          return slots && { ...deck, slots };
        });
      },
      drawStandaloneWeaknesses(seed) {
        const pool = get().cardPool;
        if (!pool) return;
        // Only owned weaknesses, as the draw above (Grimoire "Sammlung").
        const owned = selectDrawPacks(get()) ?? undefined;
        edit((deck) => {
          const slots = slotsWithStandaloneWeaknesses(deckJsonOf(deck), pool, seededRandom(seed), owned);
          return slots && { ...deck, slots };
        });
      },
      setOnlyAllowed: (onlyAllowed) => set({ onlyAllowed }),
      setOnlyEnvironment: (onlyEnvironment) => set({ onlyEnvironment }),

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
