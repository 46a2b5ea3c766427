import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import { draftOf } from '../../../renderer/store/deck/deck-draft.ts';
import type { SavedDeckSummary } from '../../../renderer/store/deck/saved-deck-types.ts';
import type { MethodOutput } from '../../../shared/api/contract.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { type Answers, countingApi } from '../../support/counting-api.ts';
import { listRow, versionRow } from '../../support/deck-rows.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// The deck editor's writes answer with what it shows next: `decks.create` and `decks.save` the
// saved version and the deck's row of "Meine Decks", `decks.upgrade` the new version, the deck
// it is built on and the row. The store applies them and reads neither the list (`decks.list`)
// nor the history (`decks.history`) again. Roland Banks (01001) with his core set starter cards;
// the save adds Magnifying Glass (01030).

const DECK: DeckJson = { ...ROLAND_STARTER, name: 'Rolands Deck' };
const UPGRADED: DeckJson = { ...DECK, previous_deck: 11 };
const OTHER: SavedDeckSummary = { ...listRow(1, 3), id: 2, name: 'Agnes' };
const created: MethodOutput<'decks.create'> = { ...versionRow(11, 1, DECK), summary: listRow(1, 11) };
const upgraded: MethodOutput<'decks.upgrade'> = {
  ...versionRow(12, 2, UPGRADED, 2),
  builtOnDeck: DECK,
  summary: listRow(2, 12),
};

function editorStore(answers: Answers) {
  const { api, calls } = countingApi(answers);
  const store = createAppStore({ api, storage: undefined });
  store.setState({ savedDecks: [OTHER] });
  store.getState().loadDraft(draftOf(DECK, 'Deck'));
  return { store, calls };
}

describe('deck writes apply what they return', () => {
  it('the first save creates the deck and puts its returned row into the list, in id order', async () => {
    const { store, calls } = editorStore({ 'decks.create': created });
    expect(await store.getState().saveCurrentDeck()).toBe(true);
    expect(calls).toEqual(['decks.create']);
    expect(store.getState().savedDecks).toEqual([OTHER, created.summary]);
    expect(store.getState().opened).toMatchObject({ deckId: 7, versionId: 11, version: 1 });
  });

  it('saving the open version replaces its row with the returned one', async () => {
    const saved: MethodOutput<'decks.save'> = {
      ...versionRow(11, 1, { ...DECK, slots: { ...DECK.slots, '01030': 1 } }),
      upgradeProblems: [],
      summary: { ...listRow(1, 11), problems: 1 },
    };
    const { store, calls } = editorStore({ 'decks.create': created, 'decks.save': saved });
    await store.getState().saveCurrentDeck();
    store.getState().addCard('01030');
    calls.length = 0;

    expect(await store.getState().saveCurrentDeck()).toBe(true);

    expect(calls).toEqual(['decks.save']);
    expect(store.getState().savedDecks).toEqual([OTHER, saved.summary]);
  });

  it('"Deck verbessern" opens the returned version on the deck it is built on, without reading the history', async () => {
    const { store, calls } = editorStore({ 'decks.create': created, 'decks.upgrade': upgraded });
    await store.getState().saveCurrentDeck();
    calls.length = 0;

    expect(await store.getState().upgradeDeck(2, [])).toBe(true);

    expect(calls).toEqual(['decks.upgrade']);
    const { opened, savedDecks, deck, saveStatus } = store.getState();
    expect(opened).toMatchObject({ deckId: 7, versionId: 12, version: 2, xpGranted: 2, previousId: 11 });
    expect(opened?.previous).toEqual(DECK);
    expect(deck?.slots).toEqual(DECK.slots);
    expect(saveStatus).toEqual({ kind: 'idle' });
    expect(savedDecks).toEqual([OTHER, upgraded.summary]);
  });
});
