import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { AppError } from '../../shared/api/app-error.ts';
import { deDatabase } from '../../shared/i18n/de/database.ts';
import { backupDatabase, newestBackupName } from './backup.ts';
import * as schema from './schema.ts';

export interface AppDatabase {
  readonly file: string;
  readonly sqlite: Database.Database;
  readonly orm: BetterSQLite3Database<typeof schema>;
  close(): void;
}

const MIGRATIONS_TABLE = '__drizzle_migrations';

function appliedMigrationTimes(sqlite: Database.Database): number[] {
  const table = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(MIGRATIONS_TABLE);
  if (!table) return [];
  return sqlite
    .prepare(`SELECT created_at AS createdAt FROM ${MIGRATIONS_TABLE}`)
    .all()
    .map((row) => Number((row as { createdAt: number }).createdAt));
}

function hasUserTables(sqlite: Database.Database): boolean {
  return Boolean(
    sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 1").get(),
  );
}

/**
 * Opens (or creates) the app database: WAL, foreign keys, full sync so an acknowledged write
 * survives a crash; then applies pending migrations after backing the file up.
 */
export function openDatabase(file: string, migrationsFolder: string): AppDatabase {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    checkReadable(sqlite, file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    migrateWithBackup(sqlite, file, migrationsFolder);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const orm = drizzle(sqlite, { schema });
  return { file, sqlite, orm, close: () => sqlite.close() };
}

/**
 * A damaged file or another program's database is refused before anything writes to it; the
 * error names the newest backup so the player can go back to it.
 */
function checkReadable(sqlite: Database.Database, file: string): void {
  const refuse = (code: 'database_corrupt' | 'database_foreign', reason: string): never => {
    const backup = newestBackupName(file);
    throw new AppError(code, { file, reason, ...(backup ? { backup } : {}) });
  };
  let check: unknown;
  try {
    check = sqlite.pragma('quick_check', { simple: true });
  } catch (error) {
    refuse('database_corrupt', (error as Error).message);
  }
  if (check !== 'ok') refuse('database_corrupt', String(check));
  if (
    hasUserTables(sqlite) &&
    !sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(MIGRATIONS_TABLE)
  ) {
    refuse('database_foreign', deDatabase.noMigrationsTable(MIGRATIONS_TABLE));
  }
}

export function migrateWithBackup(sqlite: Database.Database, file: string, migrationsFolder: string): void {
  const known = readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  const newest = Math.max(...known);
  const applied = appliedMigrationTimes(sqlite);
  // A database written by a newer app must not be touched by an older one.
  if (applied.some((time) => time > newest)) {
    throw new AppError('database_newer', { file });
  }
  const pending = known.filter((time) => !applied.includes(time));
  if (pending.length === 0) return;
  if (hasUserTables(sqlite)) backupDatabase(sqlite, file, 'vor-migration');
  migrate(drizzle(sqlite, { schema }), { migrationsFolder, migrationsTable: MIGRATIONS_TABLE });
}
