import type { MethodOutput } from '../../shared/api/contract.ts';

// The web host has no file dialogs: a backup leaves as a download and comes back as an upload
// (core/web-host/backup-transfer.ts; the browser side in web-backup-transfer.ts). Electron
// uses native pickers and paths instead.

export type RestoredBackup = MethodOutput<'backups.restoreFile'>;

export interface BackupTransfer {
  /** Saves the whole database as a download; resolves with the file's name. */
  download(): Promise<string>;
  /** Restores from a file the player picked in the browser. */
  upload(file: File): Promise<RestoredBackup>;
}

/** The file name from `content-disposition: attachment; filename="…"`. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}
