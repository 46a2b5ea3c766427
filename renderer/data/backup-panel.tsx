import { useEffect, useRef } from 'react';
import { t } from '../i18n/messages.ts';
import type { BackupNotice } from '../store/data/data-types.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { BackupList } from './backup-list.tsx';
import styles from './backup-panel.module.css';
import notes from './data-notes.module.css';
import section from './data-section.module.css';
import { RestoreConfirm } from './restore-confirm.tsx';

function noticeText(notice: BackupNotice): string {
  switch (notice.kind) {
    case 'created':
      return t.backupCreated(t.dateTime(notice.backup.createdAt));
    case 'exported':
      return t.backupExported(notice.file);
    case 'downloaded':
      return t.backupDownloaded(notice.file);
    case 'restored':
      return t.backupRestored(notice.what, notice.safetyBackup.name);
  }
}

/** "Sicherungen": back up now, export to a file, restore from a file or from the list, always after a yes. */
export function BackupPanel() {
  const inBrowser = useAppStore((state) => state.backupsInBrowser);
  const busy = useAppStore((state) => state.backupBusy);
  const notice = useAppStore((state) => state.backupNotice);
  const error = useAppStore((state) => state.backupError);
  const pending = useAppStore((state) => state.pendingRestore);
  const loadBackups = useAppStore((state) => state.loadBackups);
  const createBackupNow = useAppStore((state) => state.createBackupNow);
  const exportBackupFile = useAppStore((state) => state.exportBackupFile);
  const askRestore = useAppStore((state) => state.askRestore);
  const chooseRestoreFile = useAppStore((state) => state.chooseRestoreFile);
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  // What a finished action says gets the focus (after the question, if any, has handed it back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a notice or an error appears, to focus it
  useEffect(() => outcome.current?.focus(), [notice, error]);
  // Every card import writes a backup first: the list follows.
  const lastImport = useAppStore((state) => state.lastImport);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an import just wrote a backup: the list reloads
  useEffect(() => void loadBackups(), [loadBackups, lastImport]);

  // A browser has no native picker: a hidden file input stands in for it.
  const pickFile = () => (inBrowser ? fileInput.current?.click() : void chooseRestoreFile());
  return (
    <section className={section.section} aria-labelledby="data-backups-title">
      <h3 id="data-backups-title">{t.backupsTitle}</h3>
      <p className={notes.muted}>{t.backupsIntro}</p>
      <div className={styles.actions}>
        <Button variant="primary" data-testid="backup-create" disabled={busy} onClick={() => void createBackupNow()}>
          {t.backupNow}
        </Button>
        <Button data-testid="backup-export" disabled={busy} onClick={() => void exportBackupFile()}>
          {t.backupExport}
        </Button>
        <Button data-testid="backup-restore-file" disabled={busy} onClick={pickFile}>
          {t.backupImport}
        </Button>
        {inBrowser && (
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".sqlite,application/vnd.sqlite3,application/x-sqlite3"
            data-testid="backup-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) askRestore({ kind: 'upload', file });
            }}
          />
        )}
      </div>
      {pending && <RestoreConfirm pending={pending} />}
      {notice && (
        <p ref={outcome} tabIndex={-1} className={notes.done} role="status" data-testid="backup-notice">
          {noticeText(notice)}
        </p>
      )}
      {error && (
        <Banner tone="error" ref={outcome} tabIndex={-1} testId="backup-error">
          {error.message}
        </Banner>
      )}
      <BackupList />
    </section>
  );
}
