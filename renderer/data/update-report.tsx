import { cardName } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import type { ImportReport } from '../store/cards/cards-types.ts';
import { useAppStore } from '../store/store-context.tsx';
import notes from './data-notes.module.css';
import { IllegalDecks } from './illegal-decks.tsx';
import { reportSections } from './report-sections.ts';
import styles from './update-report.module.css';

/** Short lists open, long ones folded until asked for. */
const OPEN_UP_TO = 12;

/** After an import or update: what changed in the pool, the decks it made illegal, the backup written before. */
export function UpdateReport({ report, onOpenDeck }: { report: ImportReport; onOpenDeck(): void }) {
  const pool = useAppStore((state) => state.cardPool);
  const { changes, illegalDecks = [], backup } = report.summary;
  if (!changes) return null;
  const nameOf = (code: string) => {
    const card = pool?.card(code);
    return card ? cardName(card) : undefined;
  };
  const sections = changes.firstImport ? [] : reportSections(changes, nameOf, report.removedNames);
  return (
    <section className={styles.report} data-testid="update-report" aria-labelledby="update-report-title">
      <h4 id="update-report-title">{t.reportTitle}</h4>
      {changes.firstImport && <p>{t.reportFirst}</p>}
      {!changes.firstImport && sections.length === 0 && <p data-testid="report-nothing">{t.reportNothing}</p>}
      {sections.map((section) => (
        <details
          key={section.id}
          className={styles.section}
          data-testid="report-section"
          data-section={section.id}
          open={section.count <= OPEN_UP_TO}
        >
          <summary>
            {section.title} ({section.count.toLocaleString('de-DE')})
          </summary>
          <ul>
            {section.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {section.more > 0 && <p className={notes.muted}>{t.reportMore(section.more)}</p>}
        </details>
      ))}
      {!changes.firstImport && <IllegalDecks decks={illegalDecks} onOpen={onOpenDeck} />}
      {backup && (
        <p className={notes.muted} data-testid="report-backup">
          {t.reportBackup(backup)}
        </p>
      )}
    </section>
  );
}
