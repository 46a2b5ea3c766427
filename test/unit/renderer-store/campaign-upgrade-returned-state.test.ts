import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import type { Appended } from '../../../shared/api/campaign-contract.ts';
import type { MethodOutput } from '../../../shared/api/contract.ts';
import type { CampaignState, InvestigatorState } from '../../../shared/campaign/campaign-state.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { type Answers, countingApi } from '../../support/counting-api.ts';
import { DECK_ID, listRow, versionRow } from '../../support/deck-rows.ts';
import { ROLAND_STARTER } from '../../support/starter-decks.ts';

// "Deck verbessern" from the campaign (Grimoire „Das Deck verbessern“): `campaigns.upgradeDeck`
// answers with the campaign's new state and the version it wrote, so the editor opens that
// version and the campaign screen shows that state without `decks.history` or `campaigns.state`.
// Later journal writes reopen the editor's campaign deck only when they change the version in
// force (an undone upgrade). Roland Banks (01001) plays deck 7 with his core set starter cards.

const CAMPAIGN = 1;
const DECK: DeckJson = { ...ROLAND_STARTER, name: 'Rolands Deck' };
const UPGRADED: DeckJson = { ...DECK, previous_deck: 11 };

const roland = (deckVersionId: number, available: number) =>
  ({
    code: '01001',
    name: 'Roland Banks',
    player: 'Anna',
    status: 'active',
    deckId: DECK_ID,
    deckVersionId,
    xp: { earned: 3, adjusted: 0, spent: 3 - available, available },
    exilePending: [],
  }) as unknown as InvestigatorState;
const stateWith = (seq: number, investigator: InvestigatorState) =>
  ({
    seq,
    name: 'Die Nacht der Zelotin',
    investigators: [investigator],
    played: [],
    nextScenario: null,
  }) as unknown as CampaignState;

const before = stateWith(4, roland(11, 3));
const upgraded: MethodOutput<'campaigns.upgradeDeck'> = {
  campaignId: CAMPAIGN,
  seq: 5,
  state: stateWith(5, roland(12, 1)),
  upgradeProblems: [],
  upgraded: { version: versionRow(12, 2, UPGRADED, 3), builtOnDeck: DECK, summary: listRow(2, 12) },
};

function campaignStore(answers: Answers) {
  const { api, calls } = countingApi({ 'campaigns.journal': [], 'campaigns.list': [], ...answers });
  const store = createAppStore({ api, storage: undefined });
  store.setState({
    openCampaignId: CAMPAIGN,
    campaign: { id: CAMPAIGN, state: before, journal: [], deckVersions: { 11: 1 } },
  });
  return { store, calls };
}

describe('a campaign deck upgrade applies what it returns', () => {
  it('opens the written version in the editor and shows the returned state, reading neither again', async () => {
    const { store, calls } = campaignStore({
      'decks.history': [{ version: versionRow(11, 1, DECK), lines: [], available: 0 }],
      'campaigns.upgradeDeck': upgraded,
    });
    expect(await store.getState().startCampaignUpgrade('01001')).toBe(true);
    calls.length = 0;

    expect(await store.getState().saveCampaignUpgrade()).toBe(true);

    expect([...calls].sort()).toEqual(['campaigns.journal', 'campaigns.upgradeDeck']);
    const { opened, campaign, campaignUpgrade, campaignUpgradeResult, savedDecks } = store.getState();
    expect(opened).toMatchObject({ deckId: DECK_ID, versionId: 12, version: 2, previous: DECK });
    expect(campaign?.state).toBe(upgraded.state);
    expect(campaign?.deckVersions).toEqual({ 11: 1, 12: 2 });
    expect(campaignUpgrade).toBeUndefined();
    expect(campaignUpgradeResult).toMatchObject({ xpSpent: 2, available: 1 });
    expect(savedDecks).toEqual([upgraded.upgraded.summary]);
  });

  it('a later write that keeps the version in force leaves the editor as it is; undoing the upgrade reopens it', async () => {
    const noted: Appended = { campaignId: CAMPAIGN, seq: 6, state: stateWith(6, roland(12, 1)) };
    const undone: Appended = { campaignId: CAMPAIGN, seq: 7, state: stateWith(7, roland(11, 3)) };
    const { store, calls } = campaignStore({
      'campaigns.append': noted,
      'campaigns.undo': undone,
      'decks.history': [
        { version: versionRow(11, 1, DECK), lines: [], available: 0 },
        { version: versionRow(12, 2, UPGRADED, 3), lines: [], available: 3, withdrawn: true, builtOn: 1 },
      ],
    });
    store.getState().openWrittenVersion(upgraded.upgraded);
    store.setState({ campaign: { id: CAMPAIGN, state: upgraded.state, journal: [], deckVersions: { 11: 1, 12: 2 } } });

    expect(
      await store.getState().appendToCampaign([{ type: 'note_added', payload: { text: 'Lita folgt uns.' } }]),
    ).toBe(true);
    expect([...calls].sort()).toEqual(['campaigns.append', 'campaigns.journal']);

    calls.length = 0;
    expect(await store.getState().undoCampaignEntry(5)).toBe(true);
    expect(calls).toContain('decks.history');
    expect(store.getState().opened).toMatchObject({ versionId: 11, version: 1 });
  });
});
