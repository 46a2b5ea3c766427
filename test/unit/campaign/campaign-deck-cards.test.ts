import { expect, it } from 'vitest';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import { draftOf } from '../../../renderer/store/deck/deck-draft.ts';
import { campaignCardsMissing, withCampaignCards } from '../../../shared/campaign/campaign-deck-cards.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// Grimoire „… wird zum Träger von …“: a card the campaign gives is added ignoring deckbuilding
// restrictions and does not count toward the deck size.

const pool = await realPool().catch(() => undefined);

describeRealData('cards the campaign gives, at the next upgrade', () => {
  it('counts reprints as the same card: Amnesia (01096) in the deck covers the Revised Core printing 01596', () => {
    const deck = { ...ROLAND_STARTER, slots: { ...ROLAND_STARTER.slots, '01096': 1 } };
    expect(campaignCardsMissing(deck, { storyAssets: [], weaknesses: ['01596', '01596'] }, pool!)).toEqual([
      { code: '01596', missing: 1, outsideSize: false },
    ]);
  });

  it('puts a card that would count toward the size into ignoreDeckLimitSlots, so the deck keeps its 30', () => {
    // Blackjack (02016) stands in for a player card a campaign hands over: a player card without encounter set.
    const missing = campaignCardsMissing(ROLAND_STARTER, { storyAssets: ['02016', '01117'], weaknesses: [] }, pool!);
    expect(missing).toEqual([
      { code: '02016', missing: 1, outsideSize: true },
      { code: '01117', missing: 1, outsideSize: false },
    ]);
    const next = withCampaignCards(ROLAND_STARTER, missing);
    expect(next.ignoreDeckLimitSlots).toEqual({ '02016': 1 });
    expect(validateDeck(next, pool!)).toMatchObject({ deckSize: 30 });
    expect(validateDeck({ ...next, ignoreDeckLimitSlots: {} }, pool!)).toMatchObject({ deckSize: 31 });
  });
});

describeRealData('the editor with a card outside the deck limit', () => {
  it('takes a copy out of ignoreDeckLimitSlots when it leaves the deck, and puts it back outside the limit', () => {
    const store = createAppStore({ api: { call: () => Promise.reject(new Error('no api')), onEvent: () => () => {} } });
    store.setState({ cardPool: pool });
    store.getState().loadDraft(draftOf(ROLAND_STARTER, 'D'));
    store.getState().addCardOutsideLimit('02016');
    expect(store.getState().deck).toMatchObject({ slots: { '02016': 1 }, ignoreDeckLimitSlots: { '02016': 1 } });
    store.getState().removeCard('02016');
    expect(store.getState().deck?.slots['02016']).toBeUndefined();
    expect(store.getState().deck?.ignoreDeckLimitSlots).toEqual({});
  });
});
