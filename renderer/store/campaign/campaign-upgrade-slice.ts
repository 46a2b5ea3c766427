import type { StateCreator } from 'zustand';
import type { MethodOutput } from '../../../shared/api/contract.ts';
import { campaignCardsMissing, withCampaignCards } from '../../../shared/campaign/campaign-deck-cards.ts';
import { deckJsonSchema } from '../../../shared/decks/deck-json.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { asCallError } from '../../api/call-error.ts';
import { t } from '../../i18n/messages.ts';
import type { AppState } from '../app-state.ts';
import { deckJsonOf, draftOf } from '../deck/deck-draft.ts';
import { type DeckStorage, readStored, saveOpenedVersion, writeStored } from '../deck/deck-storage.ts';
import type { OpenedVersion } from '../deck/saved-deck-types.ts';
import { selectXpBudget } from '../deck/upgrade-selectors.ts';
import { selectCampaignUpgrade } from './campaign-upgrade-selectors.ts';
import type { CampaignUpgrade, CampaignUpgradeSlice } from './campaign-upgrade-types.ts';

// "Deck verbessern" from the campaign: the deck editor's upgrade mode, budgeted with the
// investigator's unspent campaign XP and the exiles since the last upgrade; saving goes through
// `campaigns.upgradeDeck`, which writes the version and the journal entry in one transaction and
// returns both, applied as they come.

const UPGRADE_KEY = 'logbuch.campaign-upgrade';
const isUpgrade = (value: unknown): value is CampaignUpgrade => {
  const upgrade = value as CampaignUpgrade | null;
  return (
    Boolean(upgrade) &&
    typeof upgrade!.campaignId === 'number' &&
    typeof upgrade!.deckId === 'number' &&
    typeof upgrade!.fromVersionId === 'number' &&
    Array.isArray(upgrade!.exiled)
  );
};

export const createCampaignUpgradeSlice =
  (api: ApiClient, storage: DeckStorage | undefined): StateCreator<AppState, [], [], CampaignUpgradeSlice> =>
  (set, get) => {
    const remember = (campaignUpgrade: CampaignUpgrade | undefined) => {
      set({ campaignUpgrade });
      writeStored(storage, UPGRADE_KEY, campaignUpgrade);
    };
    /** The editor back on the deck's saved latest version. */
    const reopen = async (deckId: number) => {
      remember(undefined);
      await get().openSavedDeck(deckId);
    };

    /**
     * The upgrade written: the editor opens the version the entry wrote, whose number the campaign
     * screen then knows; the campaign screen applies the state after this (nothing is read again).
     */
    const upgradeWritten = (upgrade: CampaignUpgrade, result: MethodOutput<'campaigns.upgradeDeck'>) => {
      const available = result.state.investigators.find((entry) => entry.code === upgrade.code)?.xp.available ?? 0;
      remember(undefined);
      get().openWrittenVersion(result.upgraded);
      const { version } = result.upgraded;
      const shown = get().campaign;
      set({
        campaignUpgradeResult: {
          campaignId: upgrade.campaignId,
          seq: result.seq,
          code: upgrade.code,
          name: upgrade.name,
          xpSpent: upgrade.available - available,
          available,
          problems: result.upgradeProblems,
        },
        ...(shown?.id === upgrade.campaignId && shown.deckVersions
          ? { campaign: { ...shown, deckVersions: { ...shown.deckVersions, [version.id]: version.version } } }
          : {}),
      });
      get().showScreen('campaigns');
    };

    return {
      campaignUpgrade: readStored(storage, UPGRADE_KEY, isUpgrade),
      campaignUpgradeResult: undefined,

      async startCampaignUpgrade(code) {
        const campaign = get().campaign;
        const investigator = campaign?.state.investigators.find((entry) => entry.code === code);
        if (!campaign || !investigator?.deckId || investigator.status !== 'active') return false;
        try {
          // The version the campaign has in force, not a later one an undone upgrade left behind.
          const history = await api.call('decks.history', { deckId: investigator.deckId });
          const latest = (
            history.find((entry) => entry.version.id === investigator.deckVersionId) ??
            history.findLast((entry) => !entry.withdrawn)!
          ).version;
          const deck = deckJsonSchema.parse(latest.deck);
          const pool = get().cardPool;
          // Grimoire „… wird zum Träger von …“: what the campaign gave goes into the deck, offered as an edit.
          const campaignCards = pool ? campaignCardsMissing(deck, investigator, pool) : [];
          const draft = draftOf(withCampaignCards(deck, campaignCards), t.deckDefaultName);
          const upgrade: CampaignUpgrade = {
            campaignId: campaign.id,
            campaignName: campaign.state.name,
            code,
            name: investigator.name,
            deckId: investigator.deckId,
            fromVersionId: latest.id,
            fromVersion: latest.version,
            available: investigator.xp.available,
            exiled: investigator.exilePending,
            ...(campaignCards.length ? { campaignCards } : {}),
          };
          // The version to come, not yet written: costs are measured against the latest saved one.
          const opened: OpenedVersion = {
            deckId: investigator.deckId,
            versionId: latest.id,
            version: latest.version + 1,
            previous: deck,
            exileString: investigator.exilePending.join(',') || null,
            xpGranted: investigator.xp.available,
            xpCarried: 0,
            xpAdjustment: 0,
            adjustmentReason: null,
            xpSpent: 0,
            previousId: latest.id,
            savedJson: JSON.stringify(deckJsonOf(draftOf(deck, t.deckDefaultName))),
          };
          get().loadDraft(draft);
          set({
            opened,
            saveStatus: { kind: 'idle' },
            adjustmentXp: '',
            adjustmentReason: '',
            versionHistory: undefined,
            campaignUpgradeResult: undefined,
          });
          saveOpenedVersion(storage, opened);
          remember(upgrade);
          get().showScreen('deck');
          return true;
        } catch (error) {
          set({ campaignError: asCallError(error) });
          return false;
        }
      },

      async saveCampaignUpgrade() {
        const upgrade = selectCampaignUpgrade(get());
        const { deck, saveStatus } = get();
        if (!upgrade || !deck || selectXpBudget(get())?.blocked || saveStatus.kind === 'saving') return false;
        set({ saveStatus: { kind: 'saving' } });
        try {
          const send = () =>
            api.call('campaigns.upgradeDeck', {
              campaignId: upgrade.campaignId,
              code: upgrade.code,
              deck: deckJsonOf(deck),
            });
          await get().writeToCampaign(send, (result) => upgradeWritten(upgrade, result));
          return true;
        } catch (error) {
          set({ saveStatus: { kind: 'error', error: asCallError(error) } });
          return false;
        }
      },

      async cancelCampaignUpgrade() {
        const upgrade = get().campaignUpgrade;
        if (upgrade) await reopen(upgrade.deckId);
        get().showScreen('campaigns');
      },

      dismissCampaignUpgradeResult: () => set({ campaignUpgradeResult: undefined }),
    };
  };
