import { DATA_ATTRIBUTION } from '../../shared/i18n/de/attribution.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import styles from './about-dialog.module.css';
import notes from './data-notes.module.css';

/** "Über Arkham Logbuch": the version and where the data comes from, as Electron's about box says it. */
export function AboutDialog({ onClose }: { onClose(): void }) {
  const version = useAppStore((state) => state.appVersion);
  const footer = <DialogFooter submit={{ label: t.close, testId: 'about-close', onClick: onClose }} />;
  return (
    <ModalDialog title={t.aboutTitle} testId="about-dialog" className={styles.about} onClose={onClose} footer={footer}>
      <p>{t.aboutText}</p>
      <p className={notes.muted} data-testid="about-version">
        {version ? t.aboutVersion(version) : '\u00a0'}
      </p>
      <h3>{t.aboutDataTitle}</h3>
      <ul className={styles.attribution} data-testid="about-attribution">
        {DATA_ATTRIBUTION.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </ModalDialog>
  );
}
