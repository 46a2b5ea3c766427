import { useEffect, useRef, useState } from 'react';
import { CardFolderForm } from '../first-run/card-folder-form.tsx';
import { ImportProgressView } from '../first-run/import-progress.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import styles from './card-data-panel.module.css';
import notes from './data-notes.module.css';
import section from './data-section.module.css';
import { UpdateReport } from './update-report.tsx';

/** "Kartendaten": what is imported and from where, what the last import changed, a folder import or the online update. */
export function CardDataPanel({ onOpenDeck }: { onOpenDeck(): void }) {
  const importing = useAppStore((state) => state.cardsStatus === 'importing');
  const progress = useAppStore((state) => state.importProgress);
  const error = useAppStore((state) => state.cardsError);
  const info = useAppStore((state) => state.cardStatus);
  // Counted but in no list: hidden printings (the browser and the deck builder list the others).
  const hidden = useAppStore((state) =>
    state.cardPool ? state.cardPool.playerCards.length - state.cardPool.listedCards.length : 0,
  );
  const report = useAppStore((state) => state.lastImport);
  const loadCardStatus = useAppStore((state) => state.loadCardStatus);
  const updateCardsOnline = useAppStore((state) => state.updateCardsOnline);
  // A report from before this dialog opened is still worth showing; "fertig" only for what ran while it was open.
  const [started, setStarted] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (importing) setStarted(true);
    else void loadCardStatus();
  }, [importing, loadCardStatus]);
  // The button that started it is gone: focus goes to the outcome, above the report.
  useEffect(() => {
    if (started && !importing) outcome.current?.focus();
  }, [started, importing]);

  const summary = info?.summary;
  return (
    <section className={section.section} aria-labelledby="data-cards-title">
      <h3 id="data-cards-title">{t.dataCardsTitle}</h3>
      <div className={styles.status} data-testid="card-data-status">
        {summary ? (
          <>
            <p className={styles.figures}>
              {t.dataStatusCounts({
                cards: summary.playerCards,
                hidden,
                investigators: summary.investigators,
                parallel: summary.parallelInvestigators,
                packs: summary.packs,
                taboos: summary.tabooLists,
              })}
              {summary.campaigns !== undefined && ` · ${t.cardDataCampaigns(summary.campaigns)}`}
            </p>
            <dl>
              {info.source && (
                <>
                  <dt>{t.dataStatusSource}</dt>
                  <dd data-testid="card-data-source">{info.source}</dd>
                </>
              )}
              {info.importedAt && (
                <>
                  <dt>{t.dataStatusDate}</dt>
                  <dd data-testid="card-data-date">{t.dateTime(info.importedAt)}</dd>
                </>
              )}
            </dl>
          </>
        ) : (
          <p className={notes.muted}>{t.dataStatusNone}</p>
        )}
      </div>

      {importing && <ImportProgressView progress={progress} />}
      {!importing && started && !error && (
        <p ref={outcome} tabIndex={-1} className={notes.done} role="status" data-testid="card-data-done">
          {report?.kind === 'online' ? t.dataUpdateDone : t.dataImportDone}
        </p>
      )}
      {error && !importing && (
        <Banner tone="error" ref={outcome} tabIndex={-1} testId="error-message">
          {error.message}
        </Banner>
      )}
      {!importing && report && <UpdateReport report={report} onOpenDeck={onOpenDeck} />}
      {!importing && (
        <>
          <div className={styles.action}>
            <h4>{t.dataFromFolder}</h4>
            <p className={notes.muted}>{t.dataFromFolderHint}</p>
            <CardFolderForm submitLabel={t.dataFromFolder} autoFocus={!started} tight />
          </div>
          <div className={`${styles.action} ${styles.online}`}>
            <h4>
              {t.dataOnlineTitle} <span className={styles.badge}>{t.dataOnlineNeedsInternet}</span>
            </h4>
            <p className={notes.muted}>{t.dataOnlineHint}</p>
            <Button data-testid="update-online" onClick={() => void updateCardsOnline()}>
              <span aria-hidden="true">⇣ </span>
              {t.dataOnlineButton}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
