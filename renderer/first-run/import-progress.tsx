import type { ImportProgress } from '../../shared/api/progress.ts';
import { IMPORT_PHASE_LABELS } from '../../shared/i18n/de/labels.ts';
import { t } from '../i18n/messages.ts';
import styles from './import-progress.module.css';

/** The running import: phase, a bar, and how many steps of the phase are done. */
export function ImportProgressView({ progress }: { progress: ImportProgress | undefined }) {
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  return (
    <div className={styles.progress} data-testid="import-progress" role="status">
      <h2>{t.cardImportTitle}</h2>
      <p className={styles.phase} data-testid="import-phase">
        {progress ? IMPORT_PHASE_LABELS[progress.phase] : t.importStarting}
      </p>
      <progress max={total || 1} value={total ? done : undefined} />
      <p className={styles.count}>{total > 0 ? t.importCount(done, total) : '\u00a0'}</p>
    </div>
  );
}
