import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../renderer/api/api-client.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import type { DeckStorage } from '../../../renderer/store/deck/deck-storage.ts';

// The deck editor keeps its draft on this device; its undo history comes back with it after a
// reload, so Strg+Z still takes back the last edits (and a new draft starts without history).

const api: ApiClient = { call: (() => Promise.resolve({})) as ApiClient['call'], onEvent: () => () => {} };
/** Roland Banks and two core Guardian cards: Machete (01020) and Wachhund (01021). */
const ROLAND = '01001';

function memoryStorage(): DeckStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('deck editor undo history across a reload', () => {
  it('undoes and redoes the edits made before the reload', () => {
    const storage = memoryStorage();
    const before = createAppStore({ api, storage });
    before.getState().loadDraft({ investigatorCode: ROLAND, name: 'Roland', slots: {}, meta: {}, tabooId: null });
    before.getState().addCard('01020');
    before.getState().addCard('01020');
    before.getState().addCard('01021');
    before.getState().undo();

    const reloaded = createAppStore({ api, storage }).getState;
    expect(reloaded().deck?.slots).toEqual({ '01020': 2 });
    expect(reloaded().past).toHaveLength(2);
    reloaded().redo();
    expect(reloaded().deck?.slots).toEqual({ '01020': 2, '01021': 1 });
    reloaded().undo();
    reloaded().undo();
    reloaded().undo();
    expect(reloaded().deck?.slots).toEqual({});
    expect(reloaded().past).toHaveLength(0);
  });

  it('starts a freshly loaded deck without the history of the one before', () => {
    const storage = memoryStorage();
    const store = createAppStore({ api, storage });
    store.getState().loadDraft({ investigatorCode: ROLAND, name: 'A', slots: {}, meta: {}, tabooId: null });
    store.getState().addCard('01020');
    store.getState().loadDraft({ investigatorCode: ROLAND, name: 'B', slots: {}, meta: {}, tabooId: null });
    expect(createAppStore({ api, storage }).getState().past).toHaveLength(0);
  });
});
