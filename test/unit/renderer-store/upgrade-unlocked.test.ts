import { expect, it } from 'vitest';
import type { AppState } from '../../../renderer/store/app-state.ts';
import { draftOf } from '../../../renderer/store/deck/deck-draft.ts';
import { selectDeckUnlocked } from '../../../renderer/store/deck/deck-selectors.ts';
import { selectUpgradeProblems } from '../../../renderer/store/deck/upgrade-selectors.ts';
import { realPool } from '../../support/card-data.ts';
import { DECK_ID } from '../../support/deck-rows.ts';
import { describeRealData } from '../../support/real-data.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// Grimoire „Belohnungskarten“ (grimoire-de.md L2374): a reward card is allowed once „das Ergebnis
// einer Kampagne sie freigeschaltet“ has. While the campaign upgrades a deck, the editor checks the
// upgrade against the open campaign's unlocked cards, also one unlocked after "Meine Decks" was
// read. Collector (12181) still may not be bought then: its text says „Purchase only at deck
// creation.“ Roland Banks (01001) plays deck 7 with his core set starter cards.

const COLLECTOR = '12181';
const CAMPAIGN = 1;

const upgradeState = (pool: AppState['cardPool'], inCampaign: boolean) =>
  ({
    cardPool: pool,
    deck: draftOf({ ...ROLAND_STARTER, slots: { ...ROLAND_STARTER.slots, [COLLECTOR]: 1 } }, 'Rolands Deck'),
    opened: { deckId: DECK_ID, previous: ROLAND_STARTER, exileString: null, savedJson: '' },
    // "Meine Decks" as read before the campaign unlocked Collector.
    savedDecks: [{ id: DECK_ID, unlocked: [] }],
    ...(inCampaign
      ? {
          campaignUpgrade: { campaignId: CAMPAIGN, deckId: DECK_ID },
          campaign: { id: CAMPAIGN, state: { researched: ['03192'], rewards: [COLLECTOR] } },
        }
      : {}),
  }) as unknown as AppState;

const codes = (state: AppState) => selectUpgradeProblems(state).map((problem) => problem.code);

describeRealData('a campaign upgrade checks the campaign’s unlocked cards', () => {
  it('takes the open campaign’s Erforscht and reward cards while it upgrades the deck', async () => {
    const pool = await realPool();
    expect(selectDeckUnlocked(upgradeState(pool, true))).toEqual(['03192', COLLECTOR]);
    expect(selectDeckUnlocked(upgradeState(pool, false))).toEqual([]);
  });

  it('Collector unlocked by the campaign is not reward_locked, but still purchase_at_creation', async () => {
    const pool = await realPool();
    expect(codes(upgradeState(pool, true))).toEqual(['purchase_at_creation']);
    expect(codes(upgradeState(pool, false)).sort()).toEqual(['purchase_at_creation', 'reward_locked']);
  });
});
