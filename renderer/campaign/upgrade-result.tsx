import { useEffect, useRef } from 'react';
import { germanDeckProblem } from '../../shared/i18n/de/deck-problems.ts';
import { t } from '../i18n/messages.ts';
import { RuleRefButton } from '../rules/rule-ref-button.tsx';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { focusLost } from '../ui/focus-return.ts';
import { IconButton } from '../ui/icon-button.tsx';
import styles from './upgrade-result.module.css';

/** After "Deck verbessern" from the campaign: what it cost, what is left, and the purchase rules it broke (in German). */
export function UpgradeResult() {
  // Only while the campaign is in the state the upgrade left: an undo or any later entry (here, in
  // another window or the CLI) makes the message stale, and looking back shows another state.
  const result = useAppStore((state) => {
    const shown = state.campaignUpgradeResult;
    const current = shown?.campaignId === state.openCampaignId && shown?.seq === state.campaign?.state.seq;
    return current && !state.campaignView ? shown : undefined;
  });
  const pool = useAppStore((state) => state.cardPool);
  const dismiss = useAppStore((state) => state.dismissCampaignUpgradeResult);
  const box = useRef<HTMLElement>(null);
  // The save removed the deck editor and the focus with it: the message is where the player goes on.
  useEffect(() => {
    if (result && focusLost()) box.current?.focus();
  }, [result]);
  if (!result) return null;
  const nameOf = cardNameIn(pool);
  return (
    <section
      ref={box}
      tabIndex={-1}
      className={styles.result}
      data-testid="upgrade-result"
      data-problems={result.problems.length}
      role="status"
    >
      <div className={styles.text}>
        <p>{t.upgradeResult(result.name, result.xpSpent, result.available)}</p>
        {result.problems.length > 0 && (
          <>
            <p>{t.upgradeResultProblems(result.problems.length)}</p>
            <ul>
              {result.problems.map((problem, index) => (
                <li key={`${problem.code}-${index}`} data-testid="upgrade-result-problem" data-code={problem.code}>
                  {germanDeckProblem(problem, nameOf)} <RuleRefButton rule={problem.rule} nameOf={nameOf} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <IconButton label={t.errorDismiss} glyph="×" onClick={dismiss} />
    </section>
  );
}
