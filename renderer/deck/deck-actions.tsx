import { useState } from 'react';
import { t } from '../i18n/messages.ts';
import type { AppState } from '../store/app-state.ts';
import { selectCampaignUpgrade } from '../store/campaign/campaign-upgrade-selectors.ts';
import { selectUnsaved, selectXpBudget } from '../store/deck/upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import styles from './deck-actions.module.css';
import { UpgradeDialog } from './versions/upgrade-dialog.tsx';
import { VersionHistory } from './versions/version-history.tsx';

/** What the last save did, as the line beside the buttons says it. */
function saveMessage(status: AppState['saveStatus'], opened: boolean, unsaved: boolean): string {
  if (status.kind === 'saving') return t.saving;
  if (status.kind === 'error') return status.error.message;
  if (!opened) return t.neverSaved;
  if (unsaved) return t.unsaved;
  return status.kind === 'saved' ? t.saved : '';
}

/** "Speichern" (Strg+S), "Deck verbessern" and "Verlauf" (none in a campaign upgrade), with what the last save did. */
export function DeckActions() {
  const opened = useAppStore((state) => state.opened);
  // A campaign upgrade is saved through the campaign bar; the deck's own buttons wait.
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

  const message = saveMessage(status, opened !== undefined, unsaved);
  return (
    <div className={styles.actions}>
      {/* In a campaign upgrade the bar above holds the one save („In der Kampagne speichern“,
          Strg+S); the deck's own save, upgrade and history would only compete with it. */}
      {!inCampaign && (
        <>
          <Button
            variant="primary"
            data-testid="save-deck"
            title={t.saveDeckHint}
            disabled={Boolean(blocked) || status.kind === 'saving'}
            onClick={() => void save()}
          >
            {t.saveDeck}
          </Button>
          <Button
            data-testid="upgrade-deck"
            title={campaignName ? t.upgradeDeckInCampaign(campaignName) : t.upgradeDeckHint}
            disabled={!opened || campaignName !== undefined}
            onClick={() => setUpgrading(true)}
          >
            {t.upgradeDeck}
          </Button>
          <Button data-testid="history-button" disabled={!opened} onClick={() => void showHistory(true)}>
            {t.history}
          </Button>
        </>
      )}
      <p
        className={styles.savedMessage}
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
