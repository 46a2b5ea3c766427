import path from 'node:path';
import Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { AppError } from '../../shared/api/app-error.ts';
import { deDatabase } from '../../shared/i18n/de/database.ts';

// Before any backup replaces the database it must be a sound Arkham Logbuch database this app
// can open: intact, our schema (our tables, only migrations we know), and not written by a newer
// version. Checked read-only; the file is never changed.

/** Tables every Arkham Logbuch database has had since its first migrations (the card tables changed with 0004). */
const OUR_TABLES = ['__drizzle_migrations', 'card_pool_info', 'decks', 'deck_versions', 'settings'];

function appliedMigrations(source: Database.Database): number[] {
  return source
    .prepare('SELECT created_at AS createdAt FROM __drizzle_migrations')
    .all()
    .map((row) => Number((row as { createdAt: number }).createdAt));
}

/** SQLite's English reason for a file it cannot read, in German and with what to do instead. */
function unreadableReason(error: Error): string {
  switch ((error as Error & { code?: string }).code) {
    case 'SQLITE_NOTADB':
      return deDatabase.notSqlite;
    case 'SQLITE_CORRUPT':
      return deDatabase.damaged;
    case 'SQLITE_CANTOPEN':
      return deDatabase.cannotOpen;
    default:
      return error.message;
  }
}

/** Throws `backup_invalid` (German reason in `details.reason`) unless `file` may be restored. */
export function checkBackupFile(file: string, migrationsFolder?: string): void {
  const refuse = (reason: string): never => {
    throw new AppError('backup_invalid', { file: path.basename(file), reason });
  };
  let source: Database.Database | undefined;
  try {
    source = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = source.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') refuse(String(integrity));
    const tables = new Set(
      source
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => (row as { name: string }).name),
    );
    if (!tables.has('__drizzle_migrations')) refuse(deDatabase.notOurs);
    const missing = OUR_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) refuse(deDatabase.notOursMissing(missing));
    if (migrationsFolder) {
      const known = new Set(readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
      const newest = Math.max(...known);
      const applied = appliedMigrations(source);
      if (applied.some((time) => time > newest)) refuse(deDatabase.newer);
      if (applied.some((time) => !known.has(time))) refuse(deDatabase.unknownMigrations);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    refuse(unreadableReason(error as Error));
  } finally {
    source?.close();
  }
}
