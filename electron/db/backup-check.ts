import path from 'node:path';
import Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { AppError } from '../../shared/api/app-error.ts';

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
      return 'keine SQLite-Datenbank; wähle eine Sicherung von Arkham Logbuch, eine .sqlite-Datei';
    case 'SQLITE_CORRUPT':
      return 'die Datei ist beschädigt; wähle eine andere Sicherung';
    case 'SQLITE_CANTOPEN':
      return 'die Datei lässt sich nicht öffnen; prüfe, ob es sie gibt und ob sie lesbar ist';
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
    if (!tables.has('__drizzle_migrations')) refuse('keine Datenbank von Arkham Logbuch');
    const missing = OUR_TABLES.filter((table) => !tables.has(table));
    if (missing.length > 0) refuse(`keine Datenbank von Arkham Logbuch, es fehlt ${missing.join(', ')}`);
    if (migrationsFolder) {
      const known = new Set(readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
      const newest = Math.max(...known);
      const applied = appliedMigrations(source);
      if (applied.some((time) => time > newest))
        refuse('von einer neueren Version von Arkham Logbuch geschrieben; bitte aktualisiere zuerst die App');
      if (applied.some((time) => !known.has(time))) refuse('unbekannter Datenbankstand, keine Sicherung dieser App');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    refuse(unreadableReason(error as Error));
  } finally {
    source?.close();
  }
}
