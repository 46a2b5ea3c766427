import { t } from '../i18n/messages.ts';
import { selectCampaignUpgrade } from '../store/campaign/campaign-upgrade-selectors.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { selectXpBudget } from '../store/deck/upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './campaign-upgrade-bar.module.css';

/** Above the deck editor while it upgrades a campaign's deck: whose, the campaign's XP, exiles, save and back. */
export function CampaignUpgradeBar() {
  const upgrade = useAppStore(selectCampaignUpgrade);
  const pool = useAppStore((state) => state.cardPool);
  const blocked = useAppStore((state) => selectXpBudget(state)?.blocked);
  const saving = useAppStore((state) => state.saveStatus.kind === 'saving');
  const save = useAppStore((state) => state.saveCurrentDeck);
  const cancel = useAppStore((state) => state.cancelCampaignUpgrade);
  if (!upgrade) return null;
  const nameOf = cardNameIn(pool);
  return (
    <section
      className={styles.bar}
      data-testid="campaign-upgrade-bar"
      aria-label={t.upgradeBar(upgrade.name, upgrade.campaignName)}
    >
      <div className={styles.text}>
        <strong>{t.upgradeBar(upgrade.name, upgrade.campaignName)}</strong>
        <span>
          <span className={styles.xp} data-testid="campaign-upgrade-xp">
            {t.upgradeBarXp(upgrade.available)}
          </span>
          {upgrade.exiled.length > 0 && <> · {t.upgradeBarExiled(upgrade.exiled.map(nameOf).join(', '))}</>}
        </span>
        <MutedText as="span">{t.upgradeBarHint}</MutedText>
      </div>
      <div className={styles.actions}>
        <Button type="button" data-testid="campaign-upgrade-cancel" onClick={() => void cancel()}>
          {t.upgradeBarCancel}
        </Button>
        <Button
          type="button"
          variant="primary"
          data-testid="campaign-upgrade-save"
          disabled={Boolean(blocked) || saving}
          onClick={() => void save()}
        >
          {t.upgradeBarSave}
        </Button>
      </div>
    </section>
  );
}
