import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { CardFolderForm } from './card-folder-form.tsx';
import { ImportProgressView } from './import-progress.tsx';

/** Shown until card data is imported: where the ArkhamDB folder is, then the import's progress. */
export function FirstRunScreen() {
  const status = useAppStore((state) => state.cardsStatus);
  const progress = useAppStore((state) => state.importProgress);
  const error = useAppStore((state) => state.cardsError);

  return (
    <section className="first-run" data-testid="first-run">
      <div className="first-run-card">
        <h1>{t.firstRunTitle}</h1>
        <p>{t.firstRunIntro}</p>
        {status === 'importing' ? <ImportProgressView progress={progress} /> : <CardFolderForm />}
        {error && status !== 'importing' && (
          <Banner tone="error" testId="error-message" className="first-run-error">
            {error.message}
          </Banner>
        )}
      </div>
    </section>
  );
}
