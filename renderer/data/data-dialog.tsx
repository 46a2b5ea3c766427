import { t } from '../i18n/messages.ts';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { BackupPanel } from './backup-panel.tsx';
import { CardDataPanel } from './card-data-panel.tsx';
import { CardImagePanel } from './card-image-panel.tsx';
import styles from './data-dialog.module.css';

/** "Daten & Sicherungen": card data beside the backups; the app stays usable while an import runs. */
export function DataDialog({ onClose }: { onClose(): void }) {
  const footer = <DialogFooter submit={{ label: t.close, testId: 'card-data-close', onClick: onClose }} />;
  return (
    <ModalDialog title={t.dataTitle} testId="data-dialog" className={styles.box} onClose={onClose} footer={footer}>
      <div className={styles.columns}>
        <CardDataPanel onOpenDeck={onClose} />
        <div className={styles.stack}>
          <BackupPanel />
          <CardImagePanel />
        </div>
      </div>
    </ModalDialog>
  );
}
