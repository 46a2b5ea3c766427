import { t } from '../../i18n/messages.ts';
import { selectCampaignUpgrade } from '../../store/campaign/campaign-upgrade-selectors.ts';
import { cardNameIn, cardNameWithLevelIn } from '../../store/deck/deck-selectors.ts';
import { selectUpgradeCost, selectXpBudget } from '../../store/deck/upgrade-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Banner } from '../../ui/banner.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { UpgradeLineItem } from './upgrade-line-item.tsx';
import lineStyles from './upgrade-lines.module.css';
import styles from './upgrade-panel.module.css';
import { UpgradeProblems } from './upgrade-problems.tsx';

/** Upgrade mode: available, spent and remaining XP live, the priced changes, the upgrade rules broken, and the adjustment. */
export function UpgradePanel() {
  const opened = useAppStore((state) => state.opened);
  const cost = useAppStore(selectUpgradeCost);
  const budget = useAppStore(selectXpBudget);
  const pool = useAppStore((state) => state.cardPool);
  const adjustmentXp = useAppStore((state) => state.adjustmentXp);
  const adjustmentReason = useAppStore((state) => state.adjustmentReason);
  const setAdjustment = useAppStore((state) => state.setAdjustment);
  // Started in a campaign: its XP corrections are journal entries there, not deck adjustments.
  const inCampaign = useAppStore((state) => selectCampaignUpgrade(state) !== undefined);
  if (!opened || !cost || !budget) return null;

  const nameOf = cardNameIn(pool);
  const levelledNameOf = cardNameWithLevelIn(pool);
  const overBudget = inCampaign ? t.campaignOverBudget : t.overBudget;
  const hints = {
    over: () => overBudget(budget.spent, budget.available),
    reason: () => t.reasonMissing,
    invalid: () => t.adjustmentInvalid,
  };
  const hint = budget.blocked && hints[budget.blocked]();
  return (
    <section className={styles.panel} data-testid="upgrade-panel" data-blocked={budget.blocked}>
      <h3>{t.upgradeTitle(opened.version)}</h3>
      <div className={styles.xpBar}>
        <span data-testid="xp-available">{t.xpAvailable(budget.available)}</span>
        <span data-testid="xp-spent" title={t.xpSpentHint}>
          {t.xpSpent(budget.spent)}
        </span>
        <span className={styles.remaining} data-testid="xp-remaining" data-over={budget.remaining < 0 || undefined}>
          {t.xpRemaining(budget.remaining)}
        </span>
      </div>
      {cost.lines.length > 0 ? (
        <ul className={lineStyles.lines}>
          {cost.lines.map((line, index) => (
            <UpgradeLineItem key={`${line.code}-${line.change}-${index}`} line={line} nameOf={levelledNameOf} />
          ))}
        </ul>
      ) : (
        <p className={lineStyles.empty}>{t.upgradeNoChanges}</p>
      )}
      <UpgradeProblems nameOf={nameOf} />
      <div className={styles.adjustment} hidden={inCampaign}>
        <NumberField
          label={t.adjustmentXp}
          value={adjustmentXp}
          min={-100}
          max={100}
          optional
          placeholder="0"
          testId="adjustment-xp"
          onChange={(text) => setAdjustment(text, adjustmentReason)}
        />
        <TextField label={t.adjustmentReason}>
          <input
            type="text"
            value={adjustmentReason}
            placeholder={t.adjustmentReasonPlaceholder}
            maxLength={500}
            data-testid="adjustment-reason"
            onChange={(event) => setAdjustment(adjustmentXp, event.target.value)}
          />
        </TextField>
      </div>
      {hint && (
        <Banner tone="error" testId="xp-hint">
          {hint}
        </Banner>
      )}
    </section>
  );
}
