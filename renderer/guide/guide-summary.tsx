import { t } from '../i18n/messages.ts';
import { MutedText } from '../ui/muted-text.tsx';
import { GuideMarkupView } from './guide-markup-view.tsx';
import styles from './guide-summary.module.css';

/** „Das wird eingetragen“: what the answer writes, one German line per change, before it is written. */
export function GuideSummary({ lines }: { lines: readonly string[] }) {
  return (
    <section className={styles.summary} data-testid="guide-summary" aria-live="polite">
      <h3>{t.guideSummary}</h3>
      {lines.length === 0 ? (
        <MutedText>{t.guideSummaryNothing}</MutedText>
      ) : (
        <ul>
          {lines.map((line, index) => (
            <li key={index}>
              <GuideMarkupView markup={line} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
