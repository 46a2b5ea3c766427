import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase, backupFolder } from '../db/backup.ts';
import { activeImportId } from '../db/card-source-rows.ts';
import type { AppDatabase } from '../db/database.ts';
import { type BackupInfo, listBackups } from './database-backups.ts';

// Automatic backups: one a day when the app starts and one before every card import
// or update, each kind rotated to its newest few. Manual backups and the safety copies before a
// migration or a restore are never deleted here.

/** How many automatic backups of each kind are kept. */
export const AUTOMATIC_BACKUPS_KEPT = 7;
export const DAILY_REASON = 'automatisch';
export const BEFORE_CARD_IMPORT_REASON = 'vor-kartenimport';
export const ROTATED_REASONS = [DAILY_REASON, BEFORE_CARD_IMPORT_REASON] as const;
type RotatedReason = (typeof ROTATED_REASONS)[number];

/** The calendar day of a moment in the player's own time zone. */
const localDay = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** A new database holds nothing worth a copy yet. */
function holdsData(db: AppDatabase): boolean {
  // The pool in use, not the files of an import still being written.
  return (
    activeImportId(db.sqlite) !== undefined ||
    ['decks', 'campaigns'].some((table) => db.sqlite.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() !== undefined)
  );
}

/** Deletes the automatic backups of `reason` beyond the newest `keep`; returns their names. */
export function rotateAutomaticBackups(
  databaseFile: string,
  reason: RotatedReason,
  keep = AUTOMATIC_BACKUPS_KEPT,
): string[] {
  const surplus = listBackups(databaseFile)
    .filter((backup) => backup.reason === reason)
    .slice(keep)
    .map((backup) => backup.name);
  for (const name of surplus) rmSync(path.join(backupFolder(databaseFile), name), { force: true });
  return surplus;
}

function automaticBackup(db: AppDatabase, reason: RotatedReason, now: Date, keep: number): BackupInfo {
  const file = backupDatabase(db.sqlite, db.file, reason, now);
  rotateAutomaticBackups(db.file, reason, keep);
  return { name: path.basename(file), createdAt: now.toISOString(), bytes: statSync(file).size, reason };
}

/** At app start: a backup unless one was written today already (or there is nothing to keep). */
export function dailyBackupIfDue(
  db: AppDatabase,
  now = new Date(),
  keep = AUTOMATIC_BACKUPS_KEPT,
): BackupInfo | undefined {
  const today = localDay(now);
  const done = listBackups(db.file).some(
    (backup) => backup.reason === DAILY_REASON && localDay(new Date(backup.createdAt)) === today,
  );
  if (done || !holdsData(db)) return undefined;
  return automaticBackup(db, DAILY_REASON, now, keep);
}

/** Before a card import or update replaces the pool (skipped for a database still empty). */
export function backupBeforeCardImport(
  db: AppDatabase,
  now = new Date(),
  keep = AUTOMATIC_BACKUPS_KEPT,
): BackupInfo | undefined {
  return holdsData(db) ? automaticBackup(db, BEFORE_CARD_IMPORT_REASON, now, keep) : undefined;
}
