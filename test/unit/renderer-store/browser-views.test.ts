import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../renderer/api/api-client.ts';
import type { AppState } from '../../../renderer/store/app-state.ts';
import { createAppStore } from '../../../renderer/store/app-store.ts';

// "Karten" and "Deck bauen" each keep their own search, filters and card in focus: a search typed
// in the card browser never empties the deck builder's list, and coming back brings it back.

const api: ApiClient = { call: (() => Promise.resolve({})) as ApiClient['call'], onEvent: () => () => {} };

describe('search and filters per screen', () => {
  it('does not carry the browser search into "Deck bauen", and keeps each screen’s own', () => {
    const store = createAppStore({ api, storage: undefined });
    const state = () => store.getState();
    expect(state().screen).toBe('cards');
    state().setQuery('Wachhund');
    state().toggleFaction('guardian');
    state().toggleFacet('packs', 'core');
    state().selectCard('01021');

    state().showScreen('deck');
    expect(state().query).toBe('');
    expect(state().factions).toEqual([]);
    expect(state().packs).toEqual([]);
    expect(state().selectedCode).toBeUndefined();
    state().setQuery('Machete');
    state().toggleLevel(0);

    state().showScreen('campaigns');
    state().showScreen('cards');
    expect(state().query).toBe('Wachhund');
    expect(state().factions).toEqual(['guardian']);
    expect(state().packs).toEqual(['core']);
    expect(state().levels).toEqual([]);
    expect(state().selectedCode).toBe('01021');

    state().showScreen('deck');
    expect(state().query).toBe('Machete');
    expect(state().levels).toEqual([0]);
    expect(state().factions).toEqual([]);
  });
});

describe('search and open card per deck', () => {
  const opened = (deckId: number) => ({ deckId }) as AppState['opened'];
  const draft = (investigatorCode: string) => ({ investigatorCode, slots: {} }) as unknown as AppState['deck'];

  it('keeps each deck’s own search, filters and open card: Roland’s Machete never opens in Daisy’s deck', () => {
    const store = createAppStore({ api, storage: undefined });
    const state = () => store.getState();
    state().showScreen('deck');
    store.setState({ opened: opened(1), deck: draft('01001') });
    state().setQuery('Machete');
    state().toggleFacet('skills', 'combat');
    state().toggleFacet('traits', 'Weapon');
    state().toggleFacet('costs', '3');
    state().selectCard('01020');

    store.setState({ opened: opened(2), deck: draft('01002') });
    expect(state().query).toBe('');
    expect(state().skills).toEqual([]);
    expect(state().traits).toEqual([]);
    expect(state().costs).toEqual([]);
    expect(state().selectedCode).toBeUndefined();
    state().setQuery('Lupe');
    state().toggleFacet('skills', 'intellect');

    store.setState({ opened: opened(1), deck: draft('01001') });
    expect(state().query).toBe('Machete');
    expect(state().skills).toEqual(['combat']);
    expect(state().traits).toEqual(['Weapon']);
    expect(state().costs).toEqual(['3']);
    expect(state().selectedCode).toBe('01020');
    store.setState({ opened: opened(2), deck: draft('01002') });
    expect(state().skills).toEqual(['intellect']);
    store.setState({ opened: opened(1), deck: draft('01001') });
    // The other screens keep theirs apart from every deck.
    state().showScreen('cards');
    expect(state().query).toBe('');
  });

  it('a new draft keeps its search once saved for the first time', () => {
    const store = createAppStore({ api, storage: undefined });
    const state = () => store.getState();
    state().showScreen('deck');
    store.setState({ opened: undefined, deck: draft('01001') });
    state().setQuery('Machete');
    store.setState({ opened: opened(7) });
    expect(state().query).toBe('Machete');
  });
});
