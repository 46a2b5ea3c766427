import { type ReactNode, useEffect, useRef } from 'react';
import { ruleLabel } from '../../shared/i18n/de/deck-problems.ts';
import { cardName, cardText } from '../cards/card-labels.ts';
import { CardText } from '../cards/card-text.tsx';
import { t } from '../i18n/messages.ts';
import { cardNameIn } from '../store/deck/deck-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { useFocusReturn } from '../ui/focus-return.ts';
import { LinkButton } from '../ui/link-button.tsx';
import styles from './rule-panel.module.css';
import { RuleText } from './rule-text.tsx';

/** The side panel a rule reference opens: the German glossary text from the imported data, or the card's own text. */
export function RulePanel() {
  const rule = useAppStore((state) => state.ruleShown);
  const entry = useAppStore((state) => state.ruleEntry);
  const pool = useAppStore((state) => state.cardPool);
  const closeRule = useAppStore((state) => state.closeRule);
  const showGlossaryEntry = useAppStore((state) => state.showGlossaryEntry);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusReturn(Boolean(rule));

  useEffect(() => {
    if (!rule) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeRule();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rule, closeRule]);
  if (!rule) return null;

  const nameOf = cardNameIn(pool);
  const card = rule.source === 'card' ? pool?.card(rule.code) : undefined;
  let body: ReactNode;
  if (card) {
    body = (
      <>
        <h3>{cardName(card)}</h3>
        <CardText slip markup={cardText(card) ?? ''} />
      </>
    );
  } else if (entry === 'loading') {
    body = <p className={styles.note}>{t.loading}</p>;
  } else if (entry?.found) {
    body = (
      <>
        <h3 data-testid="rule-title">{t.ruleGlossaryTitle(entry.title)}</h3>
        <RuleText text={entry.text} onEntry={showGlossaryEntry} />
        {entry.subRules.length > 0 && (
          <ul className={styles.subrules}>
            {entry.subRules.map((sub) => (
              <li key={sub.id}>
                <LinkButton onClick={() => showGlossaryEntry(sub.id)}>{sub.title}</LinkButton>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  } else {
    body = (
      <p className={styles.note} data-testid="rule-missing">
        {entry ? t.ruleMissing[entry.reason] : t.ruleOnlyGrimoire}
      </p>
    );
  }

  return (
    <aside className={styles.panel} data-testid="rule-panel" aria-label={t.rulePanelLabel} role="dialog">
      <header className={styles.head}>
        <h2 data-testid="rule-panel-ref">{ruleLabel(rule, nameOf)}</h2>
        <Button ref={closeButton} onClick={closeRule}>
          {t.close}
        </Button>
      </header>
      {rule.source === 'grimoire' && entry !== undefined && (
        <p className={styles.note}>{t.ruleGrimoireVia(rule.section)}</p>
      )}
      {body}
    </aside>
  );
}
