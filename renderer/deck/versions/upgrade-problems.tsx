import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { t } from '../../i18n/messages.ts';
import { RuleRefButton } from '../../rules/rule-ref-button.tsx';
import { selectCampaignUpgrade } from '../../store/campaign/campaign-upgrade-selectors.ts';
import { selectUpgradeProblems } from '../../store/deck/upgrade-selectors.ts';
import { useAppStore } from '../../store/store-context.tsx';
import findings from '../deck-problems.module.css';
import styles from './upgrade-problems.module.css';

/** What this upgrade breaks (Erforscht, Erfahrung, Dauerhaft) in German with its rule; a campaign refuses to save it. */
export function UpgradeProblems({ nameOf }: { nameOf(code: string): string }) {
  const problems = useAppStore(selectUpgradeProblems);
  // From the campaign the save is refused; only a deck outside a campaign saves anyway.
  const inCampaign = useAppStore((state) => selectCampaignUpgrade(state) !== undefined);
  if (problems.length === 0) return null;
  return (
    <section className={styles.problems} data-testid="upgrade-problems" aria-live="polite">
      <h4>{t.upgradeProblemsTitle(problems.length)}</h4>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${index}`} data-testid="upgrade-problem" data-code={problem.code}>
            <span className={findings.text}>{germanDeckProblem(problem, nameOf)}</span>
            <RuleRefButton rule={problem.rule} nameOf={nameOf} />
          </li>
        ))}
      </ul>
      <p className={styles.note} data-testid="upgrade-problems-note">
        {inCampaign ? t.upgradeProblemsCampaignNote : t.upgradeProblemsNote}
      </p>
    </section>
  );
}
