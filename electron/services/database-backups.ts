import Database from 'better-sqlite3';
import { copyFileSync, existsSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/api/app-error.ts';
import { backupDatabase, backupFolder, backupNamePattern, backupNames } from '../db/backup.ts';
import { migrateWithBackup, type AppDatabase } from '../db/database.ts';

// Backups of the whole database file: written on demand and before every migration, listed
// newest first, and restored into the running database after they were checked.

export interface BackupInfo {
  /** File name inside the backup folder; the only handle a caller gets. */
  name: string;
  createdAt: string;
  bytes: number;
  /** Why it was written: `manuell`, `vor-migration`, `vor-wiederherstellung`. */
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
  if (!backupNames(databaseFile).includes(name)) throw new AppError('backup_invalid', { file: name, reason: 'nicht im Sicherungsordner' });
  return path.join(backupFolder(databaseFile), name);
}

export function createBackup(db: AppDatabase): BackupInfo {
  const file = backupDatabase(db.sqlite, db.file, 'manuell');
  return listBackups(db.file).find((backup) => backup.name === path.basename(file))!;
}

/** Opens a backup read-only and checks that it is a sound Arkham Logbuch database. */
function checkBackup(file: string): void {
  let source: Database.Database | undefined;
  try {
    source = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = source.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new AppError('backup_invalid', { file: path.basename(file), reason: String(integrity) });
    const tables = source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => (row as { name: string }).name);
    if (!tables.includes('__drizzle_migrations')) throw new AppError('backup_invalid', { file: path.basename(file), reason: 'keine Datenbank von Arkham Logbuch' });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('backup_invalid', { file: path.basename(file), reason: (error as Error).message });
  } finally {
    source?.close();
  }
}

/**
 * Restores a listed backup into the running database: checks it, backs the current state up
 * ("vor-wiederherstellung"), copies it in with SQLite's backup API, then brings its schema
 * up to date. Returns the safety backup.
 */
export async function restoreBackup(db: AppDatabase, name: string, migrationsFolder: string): Promise<BackupInfo> {
  const file = listedBackup(db.file, name);
  checkBackup(file);
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

/**
 * Restores a backup when the database file itself cannot be opened (damaged or foreign): the
 * damaged file is kept, renamed to `…-beschaedigt-<time>.sqlite` in the backup folder, never
 * overwritten. Returns the name it was kept under.
 */
export function restoreOverDamaged(databaseFile: string, name: string): string {
  const file = listedBackup(databaseFile, name);
  checkBackup(file);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kept = `${path.basename(databaseFile, '.sqlite')}-beschaedigt-${stamp}.sqlite`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(databaseFile + suffix)) renameSync(databaseFile + suffix, path.join(backupFolder(databaseFile), kept + suffix));
  }
  copyFileSync(file, databaseFile);
  return kept;
}
