import { germanDeckProblem } from '../../shared/i18n/de/deck-problems.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import { t } from '../i18n/messages.ts';
import { RuleRefButton } from '../rules/rule-ref-button.tsx';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './deck-problems.module.css';

type Kind = 'problem' | 'warning';

/** Each finding as a German sentence with its rule. */
function Findings({ kind, findings }: { kind: Kind; findings: readonly DeckProblem[] }) {
  const pool = useAppStore((state) => state.cardPool);
  const nameOf = cardNameIn(pool);
  return (
    <ul>
      {findings.map((finding, index) => (
        <li
          key={`${finding.code}-${index}`}
          className={styles.finding}
          data-testid={`deck-${kind}`}
          data-code={finding.code}
        >
          <span className={styles.text}>{germanDeckProblem(finding, nameOf)}</span>
          <RuleRefButton rule={finding.rule} nameOf={nameOf} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The live rule check: the problems (the deck is illegal) or the all-clear, and apart from them,
 * under their own heading and in their own colour, the warnings (good to know, the deck stays legal).
 */
export function DeckProblems({
  problems,
  warnings = [],
}: {
  problems: readonly DeckProblem[];
  warnings?: readonly DeckProblem[];
}) {
  return (
    <>
      {problems.length === 0 ? (
        <p className={styles.valid} data-testid="deck-valid" role="status">
          {t.deckValid}
        </p>
      ) : (
        <section className={styles.problems} data-testid="deck-problems" aria-live="polite">
          <h3>{t.problemsTitle(problems.length)}</h3>
          <Findings kind="problem" findings={problems} />
        </section>
      )}
      {warnings.length > 0 && (
        <section className={styles.warnings} data-testid="deck-warnings" aria-live="polite">
          <h3>{t.warningsTitle(warnings.length)}</h3>
          <Findings kind="warning" findings={warnings} />
        </section>
      )}
    </>
  );
}
