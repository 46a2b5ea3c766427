import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import styles from './backup-list.module.css';
import notes from './data-notes.module.css';

/** Every backup, newest first: when, why (in German), how big, and "Wiederherstellen". */
export function BackupList() {
  const backups = useAppStore((state) => state.backups);
  const busy = useAppStore((state) => state.backupBusy);
  const askRestore = useAppStore((state) => state.askRestore);
  if (backups.length === 0)
    return (
      <p className={notes.muted} data-testid="backups-empty">
        {t.backupsEmpty}
      </p>
    );
  return (
    <ul className={styles.list} aria-label={t.backupsListLabel} data-testid="backup-list">
      {backups.map((backup) => {
        const date = t.dateTime(backup.createdAt);
        return (
          <li
            key={backup.name}
            className={styles.row}
            data-testid="backup-row"
            data-name={backup.name}
            data-reason={backup.reason}
          >
            <span className={styles.date}>{date}</span>
            <span className={styles.reason} data-testid="backup-reason">
              {t.backupReasons[backup.reason] ?? backup.reason}
            </span>
            <span className={styles.size}>{t.backupSize(backup.bytes)}</span>
            <Button
              className={styles.restore}
              data-testid="backup-restore"
              aria-label={t.backupRestoreLabel(date)}
              disabled={busy}
              onClick={() => askRestore({ kind: 'backup', name: backup.name, createdAt: backup.createdAt })}
            >
              {t.backupRestore}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
