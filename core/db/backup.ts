import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

/** The folder beside the database where backups go. */
export function backupFolder(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), 'backups');
}

/** Writes a consistent copy of the database (VACUUM INTO) and returns its path. */
export function backupDatabase(
  sqlite: Database.Database,
  databaseFile: string,
  reason: string,
  now = new Date(),
): string {
  const folder = backupFolder(databaseFile);
  mkdirSync(folder, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(folder, `${path.basename(databaseFile, '.sqlite')}-${stamp}-${reason}.sqlite`);
  sqlite.prepare('VACUUM INTO ?').run(target);
  return target;
}

/** Backup file names: `<database name>-<ISO time with dashes>-<reason>.sqlite` (`logbuch-…` for the app's own). */
export function backupNamePattern(databaseFile: string): RegExp {
  const base = path.basename(databaseFile, '.sqlite').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${base}-(\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z)-([a-z-]+)\\.sqlite$`);
}

/** Backup file names beside `databaseFile`, newest first. */
export function backupNames(databaseFile: string): string[] {
  let names: string[];
  try {
    names = readdirSync(backupFolder(databaseFile));
  } catch {
    return [];
  }
  const pattern = backupNamePattern(databaseFile);
  return names.filter((name) => pattern.test(name)).sort((a, b) => b.localeCompare(a));
}

export function newestBackupName(databaseFile: string): string | undefined {
  return backupNames(databaseFile)[0];
}
