import { germanDeckProblem, ruleLabel } from '../../shared/i18n/de/deck-problems.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import { t } from '../i18n/messages.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';

/** The live rule check: each problem as a German sentence with its rule, or the all-clear. */
export function DeckProblems({ problems }: { problems: readonly DeckProblem[] }) {
  const pool = useAppStore((state) => state.cardPool);
  if (problems.length === 0) {
    return (
      <p className="deck-valid" data-testid="deck-valid" role="status">
        {t.deckValid}
      </p>
    );
  }
  const nameOf = cardNameIn(pool);
  return (
    <section className="deck-problems" data-testid="deck-problems" aria-live="polite">
      <h3>{t.problemsTitle(problems.length)}</h3>
      <ul>
        {problems.map((problem, index) => (
          <li
            key={`${problem.code}-${index}`}
            className="deck-problem"
            data-testid="deck-problem"
            data-code={problem.code}
          >
            <span className="deck-problem-text">{germanDeckProblem(problem, nameOf)}</span>
            <span className="deck-problem-rule">{ruleLabel(problem.rule, nameOf)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
