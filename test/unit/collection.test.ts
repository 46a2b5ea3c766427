import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../renderer/api/api-client.ts';
import { createAppStore } from '../../renderer/store/app-store.ts';
import { selectVisibleCards } from '../../renderer/store/cards/browser-selectors.ts';
import {
  selectCardsOutsideCollection,
  selectOwnedPredicate,
} from '../../renderer/store/collection/collection-selectors.ts';
import { draftOf, slotsWithDrawnWeakness } from '../../renderer/store/deck/deck-draft.ts';
import { selectStandaloneWeaknessNeed } from '../../renderer/store/deck/standalone-selectors.ts';
import { searchEntry } from '../../shared/cards/search.ts';
import { RANDOM_BASIC_WEAKNESS } from '../../shared/rules/special-cards.ts';
import { realPool } from '../support/card-data.ts';
import { describeRealData } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';

// The collection in the renderer: a card is owned through any pack that prints it (reprints
// count), the lists narrow to it per screen, the deck names cards outside it, and the random basic
// weakness comes only from owned weaknesses (Grimoire "Zufällige Grundschwächen", "Sammlung").

const pool = await realPool().catch(() => undefined);
const noApi: ApiClient = { call: () => Promise.reject(new Error('no api')), onEvent: () => () => {} };

function storeWith(ownedPacks: readonly string[] | null) {
  const store = createAppStore({ api: noApi, storage: undefined });
  store.setState({
    cardPool: pool,
    entries: pool!.listedCards.map((card) => searchEntry(card, pool!.packsOf(card))),
    ownedPacks,
  });
  return store;
}

describeRealData('the collection', () => {
  it('owns a card through a reprint: Machete (01020) with only the Grundspiel (Neuauflage), not Blackjack (02016)', () => {
    const owned = selectOwnedPredicate(storeWith(['rcore']).getState())!;
    expect(owned(pool!.card('01020')!)).toBe(true);
    expect(owned(pool!.card('01520')!)).toBe(true);
    expect(owned(pool!.card('02016')!)).toBe(false);
    expect(selectOwnedPredicate(storeWith(null).getState())).toBeUndefined();
  });

  it('narrows the card browser to the collection only where "nur meine Sammlung" is on', () => {
    const store = storeWith(['core']);
    store.getState().showScreen('cards');
    const all = selectVisibleCards(store.getState()).length;
    store.getState().setOnlyOwned('cards', true);
    const owned = selectVisibleCards(store.getState());
    expect(owned.length).toBeGreaterThan(50);
    expect(owned.length).toBeLessThan(all / 5);
    expect(owned.every((card) => pool!.packsOf(card).includes('core'))).toBe(true);
    store.getState().showScreen('deck');
    expect(selectVisibleCards(store.getState()).length).toBeGreaterThan(owned.length);
  });

  it('names the deck cards no owned pack prints', () => {
    const store = storeWith(['core']);
    store.getState().loadDraft(draftOf({ ...ROLAND_STARTER, slots: { ...ROLAND_STARTER.slots, '02016': 2 } }, 'D'));
    expect(selectCardsOutsideCollection(store.getState()).map((card) => card.code)).toEqual(['02016']);
    store.setState({ ownedPacks: ['core', 'dwl'] });
    expect(selectCardsOutsideCollection(store.getState())).toEqual([]);
  });

  it('draws the random basic weakness of a core-only player from the core set’s weaknesses, for every seed', () => {
    const draft = draftOf(ROLAND_STARTER, 'D');
    const core = new Set(['01096', '01097', '01098', '01099', '01100', '01101', '01102', '01103', '01104']);
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const slots = slotsWithDrawnWeakness(pool!, draft, seed, ['core'])!;
      expect(slots[RANDOM_BASIC_WEAKNESS]).toBeUndefined();
      const weakness = Object.keys(slots).find((code) => !(code in draft.slots))!;
      drawn.add(weakness);
    }
    expect([...drawn].every((code) => core.has(code))).toBe(true);
    // Without a collection, weaknesses of other cycles come up.
    const any = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const slots = slotsWithDrawnWeakness(pool!, draft, seed, null)!;
      any.add(Object.keys(slots).find((code) => !(code in draft.slots))!);
    }
    expect([...any].some((code) => !core.has(code))).toBe(true);
  });

  it('draws the standalone table’s extra weaknesses of a core-only player from the core set’s weaknesses only (Grimoire "Einzelspielszenario")', () => {
    // 22 XP of cards (Lightning Gun 02301 ×2, Shotgun 01029 ×2, Beat Cop (2) 01028 ×2): 2 extra weaknesses
    // beside Roland's own, which the 01000 placeholder still stands for.
    const { '01016': _a, '01017': _b, '01018': _c, ...rest } = ROLAND_STARTER.slots;
    const deck = { ...ROLAND_STARTER, slots: { ...rest, '02301': 2, '01029': 2, '01028': 2 } };
    const core = new Set(['01096', '01097', '01098', '01099', '01100', '01101', '01102', '01103']);
    const drawnFrom = (ownedPacks: readonly string[] | null) => {
      const drawn = new Set<string>();
      const store = storeWith(ownedPacks);
      for (let seed = 1; seed <= 40; seed++) {
        store.getState().loadDraft(draftOf(deck, 'Einzelspiel'));
        expect(selectStandaloneWeaknessNeed(store.getState())).toEqual({ xp: 22, extra: 2, missing: 2 });
        store.getState().drawStandaloneWeaknesses(seed);
        const slots = store.getState().deck!.slots;
        const added = Object.keys(slots).filter((code) => !(code in deck.slots));
        expect(added.reduce((sum, code) => sum + slots[code]!, 0)).toBe(2);
        expect(slots[RANDOM_BASIC_WEAKNESS]).toBe(1);
        expect(selectStandaloneWeaknessNeed(store.getState())?.missing).toBe(0);
        for (const code of added) drawn.add(code);
      }
      return drawn;
    };
    expect([...drawnFrom(['core'])].every((code) => core.has(code))).toBe(true);
    // Without a collection, weaknesses of other cycles come up.
    expect([...drawnFrom(null)].some((code) => !core.has(code))).toBe(true);
    // "Campaign Mode only." weaknesses (Dark Pact 04038, Doomed 04040) are never drawn for a standalone deck.
    const withTfa = drawnFrom(['core', 'tfa']);
    expect(withTfa.has('04038') || withTfa.has('04040')).toBe(false);
    const campaignDraws = new Set(
      Array.from({ length: 100 }, (_, i) => {
        const slots = slotsWithDrawnWeakness(pool!, draftOf(deck, 'Kampagne'), i + 1, ['core', 'tfa'])!;
        return Object.keys(slots).find((code) => !(code in deck.slots));
      }),
    );
    expect(campaignDraws.has('04038') || campaignDraws.has('04040')).toBe(true);
  });
});

describe('the collection slice', () => {
  it('keeps "nur meine Sammlung" per screen', () => {
    const store = storeWith(['core']);
    store.getState().setOnlyOwned('deck', true);
    expect(store.getState().onlyOwned).toEqual({ deck: true });
  });
});
