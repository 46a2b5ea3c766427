import { useEffect, useState } from 'react';
import { ModalDialog } from '../deck/modal-dialog.tsx';
import { CardFolderForm } from '../first-run/card-folder-form.tsx';
import { ImportProgressView } from '../first-run/import-progress.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';

/** "Kartendaten": what is imported, and a new import with the first run's form and progress; the app stays usable. */
export function CardDataDialog({ onClose }: { onClose(): void }) {
  const status = useAppStore((state) => state.cardsStatus);
  const progress = useAppStore((state) => state.importProgress);
  const error = useAppStore((state) => state.cardsError);
  const info = useAppStore((state) => state.cardStatus);
  const loadCardStatus = useAppStore((state) => state.loadCardStatus);
  const importing = status === 'importing';
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (importing) setStarted(true);
    else void loadCardStatus();
  }, [importing, loadCardStatus]);

  const summary = info?.summary;
  const footer = (
    <button type="button" className="primary-button" data-testid="card-data-close" onClick={onClose}>
      {t.close}
    </button>
  );
  return (
    <ModalDialog title={t.cardDataTitle} testId="card-data-dialog" onClose={onClose} footer={footer}>
      <div className="card-data-status" data-testid="card-data-status">
        {summary ? (
          <>
            <p className="card-data-figures">
              {t.cardDataSummary(summary.playerCards, summary.investigators, summary.packs)}
              {summary.campaigns !== undefined && ` · ${t.cardDataCampaigns(summary.campaigns)}`}
            </p>
            {info.source && info.importedAt && <p className="campaign-muted card-data-source">{t.cardDataFrom(info.source, t.dateTime(info.importedAt))}</p>}
          </>
        ) : (
          <p className="campaign-muted">{t.cardDataNone}</p>
        )}
      </div>
      <p className="dialog-intro">{t.cardDataIntro}</p>
      {importing ? <ImportProgressView progress={progress} /> : <CardFolderForm />}
      {!importing && started && !error && (
        <p className="card-data-done" role="status" data-testid="card-data-done">
          {t.cardDataDone}
        </p>
      )}
      {error && !importing && (
        <p className="error-message" data-testid="error-message" role="alert">
          {error.message}
        </p>
      )}
    </ModalDialog>
  );
}
