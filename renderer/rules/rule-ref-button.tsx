import { ruleLabel } from '../../shared/i18n/de/deck-problems.ts';
import type { RuleRef } from '../../shared/rules/deck-problem.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import styles from './rule-ref-button.module.css';

/**
 * A rule reference, the same everywhere: "§ Grimoire: „…“" as a link that opens the rule's text in the side panel.
 * `nameOf` names the card of a card-text reference (a Grimoire or glossary reference needs none).
 */
export function RuleRefButton({ rule, nameOf = (code) => code }: { rule: RuleRef; nameOf?(code: string): string }) {
  const showRule = useAppStore((state) => state.showRule);
  const label = ruleLabel(rule, nameOf);
  return (
    <button
      type="button"
      className={styles.ruleRef}
      data-testid="rule-ref"
      title={t.ruleOpen(label)}
      aria-haspopup="dialog"
      onClick={() => showRule(rule)}
    >
      <span aria-hidden="true">§ </span>
      {label}
    </button>
  );
}
