import { useState } from 'react';
import { t } from '../i18n/messages.ts';
import { selectCampaignUpgrade } from '../store/campaign-upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { selectUnsaved, selectXpBudget } from '../store/upgrade-selectors.ts';
import { UpgradeDialog } from './upgrade-dialog.tsx';
import { VersionHistory } from './version-history.tsx';

/** "Speichern" (Strg+S), "Deck verbessern" and "Verlauf", with what the last save did. */
export function DeckActions() {
  const opened = useAppStore((state) => state.opened);
  // A campaign upgrade is saved through the campaign; the deck's own upgrade and history wait.
  const inCampaign = useAppStore((state) => selectCampaignUpgrade(state) !== undefined);
  const status = useAppStore((state) => state.saveStatus);
  const unsaved = useAppStore(selectUnsaved);
  const blocked = useAppStore((state) => selectXpBudget(state)?.blocked);
  const historyOpen = useAppStore((state) => Boolean(state.versionHistory));
  // A deck a campaign investigator plays is upgraded from its campaign, where the XP are.
  const campaignName = useAppStore(
    (state) => state.savedDecks.find((deck) => deck.id === state.opened?.deckId)?.campaignName,
  );
  const save = useAppStore((state) => state.saveCurrentDeck);
  const showHistory = useAppStore((state) => state.showVersionHistory);
  const [upgrading, setUpgrading] = useState(false);

  const message =
    status.kind === 'saving'
      ? t.saving
      : status.kind === 'error'
        ? status.error.message
        : !opened
          ? t.neverSaved
          : unsaved
            ? t.unsaved
            : status.kind === 'saved'
              ? t.saved
              : '';
  return (
    <div className="deck-actions">
      <button
        type="button"
        className="primary-button"
        data-testid="save-deck"
        title={t.saveDeckHint}
        disabled={Boolean(blocked) || status.kind === 'saving'}
        onClick={() => void save()}
      >
        {t.saveDeck}
      </button>
      <button
        type="button"
        className="secondary-button"
        data-testid="upgrade-deck"
        title={campaignName ? t.upgradeDeckInCampaign(campaignName) : t.upgradeDeckHint}
        disabled={!opened || inCampaign || campaignName !== undefined}
        onClick={() => setUpgrading(true)}
      >
        {t.upgradeDeck}
      </button>
      <button
        type="button"
        className="secondary-button"
        data-testid="history-button"
        disabled={!opened || inCampaign}
        onClick={() => void showHistory(true)}
      >
        {t.history}
      </button>
      <p
        className="saved-message"
        data-testid="saved-message"
        data-kind={status.kind}
        data-unsaved={unsaved || undefined}
        role="status"
      >
        {message}
      </p>
      {upgrading && <UpgradeDialog onClose={() => setUpgrading(false)} />}
      {historyOpen && <VersionHistory />}
    </div>
  );
}
