import type Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** The folder beside the database where backups go. */
export function backupFolder(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), 'backups');
}

/** Writes a consistent copy of the database (VACUUM INTO) and returns its path. */
export function backupDatabase(sqlite: Database.Database, databaseFile: string, reason: string): string {
  const folder = backupFolder(databaseFile);
  mkdirSync(folder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.join(folder, `${path.basename(databaseFile, '.sqlite')}-${stamp}-${reason}.sqlite`);
  sqlite.prepare('VACUUM INTO ?').run(target);
  return target;
}
