import { copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { AppError } from '../../shared/api/app-error.ts';
import { deDatabase } from '../../shared/i18n/de/database.ts';
import { backupDatabase, backupFolder, backupNamePattern, backupNames } from '../db/backup.ts';
import { checkBackupFile } from '../db/backup-check.ts';
import { type AppDatabase, migrateWithBackup } from '../db/database.ts';

// Backups of the whole database file: written on demand, automatically and before every
// migration, listed newest first, exported to any file, and restored (from the backup folder or
// any file) into the running database after they were checked.

export interface BackupInfo {
  /** File name inside the backup folder; the only handle a caller gets. */
  name: string;
  createdAt: string;
  bytes: number;
  /** Why it was written: `manuell`, `automatisch`, `vor-kartenimport`, `vor-migration`, `vor-wiederherstellung`. */
  reason: string;
}

/** Every backup beside `databaseFile`, newest first. */
export function listBackups(databaseFile: string): BackupInfo[] {
  const folder = backupFolder(databaseFile);
  const pattern = backupNamePattern(databaseFile);
  return backupNames(databaseFile).map((name) => {
    const [, stamp, reason] = pattern.exec(name) as unknown as [string, string, string];
    const createdAt = stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/, 'T$1:$2:$3.$4Z');
    return { name, createdAt, bytes: statSync(path.join(folder, name)).size, reason };
  });
}

function listedBackup(databaseFile: string, name: string): string {
  if (!backupNames(databaseFile).includes(name))
    throw new AppError('backup_invalid', { file: name, reason: deDatabase.notInBackupFolder });
  return path.join(backupFolder(databaseFile), name);
}

export function createBackup(db: AppDatabase): BackupInfo {
  const file = backupDatabase(db.sqlite, db.file, 'manuell');
  return listBackups(db.file).find((backup) => backup.name === path.basename(file))!;
}

/**
 * Restores a backup file into the running database: checks it (intact, our schema, not newer
 * than the app), backs the current state up ("vor-wiederherstellung"), copies it in with
 * SQLite's backup API, then brings its schema up to date. Returns the safety backup.
 */
export async function restoreBackupFile(db: AppDatabase, file: string, migrationsFolder: string): Promise<BackupInfo> {
  checkBackupFile(file, migrationsFolder);
  const safety = path.basename(backupDatabase(db.sqlite, db.file, 'vor-wiederherstellung'));
  const source = new Database(file, { readonly: true });
  try {
    await source.backup(db.file);
  } finally {
    source.close();
  }
  migrateWithBackup(db.sqlite, db.file, migrationsFolder);
  return listBackups(db.file).find((candidate) => candidate.name === safety)!;
}

/** Restores a backup named by its file name in the backup folder (`backups.restore`). */
export function restoreBackup(db: AppDatabase, name: string, migrationsFolder: string): Promise<BackupInfo> {
  return restoreBackupFile(db, listedBackup(db.file, name), migrationsFolder);
}

export interface ExportedBackup {
  file: string;
  bytes: number;
  createdAt: string;
}

/**
 * Writes the whole database (cards, decks with every version, campaigns with their journals,
 * settings) as one consistent SQLite file to `file`, which must not exist yet.
 */
export function exportBackup(db: AppDatabase, file: string): ExportedBackup {
  const target = path.resolve(file);
  const refuse = (reason: string): never => {
    throw new AppError('backup_write_failed', { file: target, reason });
  };
  if (existsSync(target)) refuse(deDatabase.targetExists);
  if (!existsSync(path.dirname(target))) refuse(deDatabase.targetFolderMissing);
  try {
    db.sqlite.prepare('VACUUM INTO ?').run(target);
  } catch (error) {
    refuse((error as Error).message);
  }
  return { file: target, bytes: statSync(target).size, createdAt: new Date().toISOString() };
}

/**
 * Restores a backup file when the database file itself cannot be opened (damaged or foreign):
 * the damaged file is kept, renamed to `…-beschaedigt-<time>.sqlite` in the backup folder,
 * never overwritten. Returns the name it was kept under.
 */
export function restoreFileOverDamaged(databaseFile: string, file: string, migrationsFolder?: string): string {
  checkBackupFile(file, migrationsFolder);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kept = `${path.basename(databaseFile, '.sqlite')}-beschaedigt-${stamp}.sqlite`;
  mkdirSync(backupFolder(databaseFile), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(databaseFile + suffix))
      renameSync(databaseFile + suffix, path.join(backupFolder(databaseFile), kept + suffix));
  }
  copyFileSync(file, databaseFile);
  return kept;
}

/** The same for a backup named in the backup folder. */
export function restoreOverDamaged(databaseFile: string, name: string, migrationsFolder?: string): string {
  return restoreFileOverDamaged(databaseFile, listedBackup(databaseFile, name), migrationsFolder);
}
