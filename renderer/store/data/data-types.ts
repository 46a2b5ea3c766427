import type { MethodOutput } from '../../../shared/api/contract.ts';
import type { CallError } from '../../api/call-error.ts';

export type BackupInfo = MethodOutput<'backups.list'>[number];

/** A restore waiting for the player's yes: a listed backup, a path from the native picker, or a file picked in the browser. */
export type PendingRestore =
  | { kind: 'backup'; name: string; createdAt: string }
  | { kind: 'path'; file: string }
  | { kind: 'upload'; file: File };

/** What the backup section last did, for its status line. */
export type BackupNotice =
  | { kind: 'created'; backup: BackupInfo }
  | { kind: 'exported'; file: string }
  | { kind: 'downloaded'; file: string }
  | { kind: 'restored'; what: string; safetyBackup: BackupInfo };

/** "Daten & Sicherungen" and "Über": which dialog is open, the backups and what was done with them. */
export interface DataSlice {
  dataDialogOpen: boolean;
  aboutOpen: boolean;
  appVersion: string | undefined;
  /** In a browser backups leave as downloads and come back as uploads (no native pickers). */
  backupsInBrowser: boolean;
  backups: readonly BackupInfo[];
  pendingRestore: PendingRestore | undefined;
  backupBusy: boolean;
  backupNotice: BackupNotice | undefined;
  backupError: CallError | undefined;
  showDataDialog(open: boolean): void;
  /** Opens "Über Arkham Logbuch" and asks main for the version. */
  showAbout(open: boolean): void;
  loadBackups(): Promise<void>;
  createBackupNow(): Promise<boolean>;
  /** Electron: the native save picker, then `backups.export`; a browser downloads the file. */
  exportBackupFile(): Promise<boolean>;
  /** Asks for a yes before anything is replaced; `upload` is the browser's picked file. */
  askRestore(pending: PendingRestore | undefined): void;
  /** Electron: the native open picker, then the question. */
  chooseRestoreFile(): Promise<void>;
  /** Restores what `askRestore` named, then reads cards, decks and campaigns again. */
  confirmRestore(): Promise<boolean>;
}
