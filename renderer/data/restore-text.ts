import { t } from '../i18n/messages.ts';
import type { PendingRestore } from '../store/data/data-types.ts';

/** How a restore is named in its question and its message: the backup's date, or the file's name. */
export function restoredWhat(pending: PendingRestore): string {
  if (pending.kind === 'backup') return t.confirmRestoreBackup(t.dateTime(pending.createdAt));
  return t.confirmRestoreFile(
    pending.kind === 'upload' ? pending.file.name : (pending.file.split(/[\\/]/).at(-1) ?? pending.file),
  );
}
