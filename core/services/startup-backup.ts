import { deLog } from '../../shared/i18n/de/log.ts';
import type { AppDatabase } from '../db/database.ts';
import { dailyBackupIfDue } from './automatic-backups.ts';

/**
 * The daily automatic backup when the app starts. A failing backup is logged, never
 * in the player's way: the database itself is untouched by it.
 */
export function backupAtStart(
  db: AppDatabase,
  log: (message: string, error: unknown) => void = console.error,
  now = new Date(),
): void {
  try {
    dailyBackupIfDue(db, now);
  } catch (error) {
    log(deLog.startupBackupFailed, error);
  }
}
