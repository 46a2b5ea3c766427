import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { CardFolderForm } from './card-folder-form.tsx';
import styles from './first-run-screen.module.css';
import { ImportProgressView } from './import-progress.tsx';

/** Shown until card data is imported: where the ArkhamDB folder is, then the import's progress. */
export function FirstRunScreen() {
  const status = useAppStore((state) => state.cardsStatus);
  const progress = useAppStore((state) => state.importProgress);
  const error = useAppStore((state) => state.cardsError);

  return (
    <section className={styles.screen} data-testid="first-run">
      <div className={styles.card}>
        <h1>{t.firstRunTitle}</h1>
        <p>{t.firstRunIntro}</p>
        <div className={styles.step}>
          {status === 'importing' ? <ImportProgressView progress={progress} /> : <CardFolderForm />}
        </div>
        {error && status !== 'importing' && (
          <Banner tone="error" testId="error-message" className={styles.error}>
            {error.message}
          </Banner>
        )}
      </div>
    </section>
  );
}
