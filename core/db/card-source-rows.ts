import type Database from 'better-sqlite3';
import type { CardSourceFile } from '../services/card-sources.ts';

// The rows of card_source_files, written by the card-source worker or, without one, on the main
// connection: the same statements either way.

const ACTIVE_KEY = 'importId';
/** The last id handed out: ids never come again, so a cleared import can never be mistaken for a newer one. */
const LAST_KEY = 'lastImportId';

/** The import the app loads its pool from; `undefined` before the first import. */
export function activeImportId(sqlite: Database.Database): number | undefined {
  return infoNumber(sqlite, ACTIVE_KEY);
}

function infoNumber(sqlite: Database.Database, key: string): number | undefined {
  const value = sqlite.prepare('SELECT value FROM card_pool_info WHERE key = ?').pluck().get(key) as string | undefined;
  return value === undefined ? undefined : Number(value);
}

function setInfo(sqlite: Database.Database, key: string, value: number): void {
  sqlite
    .prepare(
      'INSERT INTO card_pool_info (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .run(key, String(value));
}

/** Deletes the files of every import but the active one: left by a replaced pool, a failed or a killed import. */
export function deleteInactiveSources(sqlite: Database.Database): void {
  sqlite.prepare('DELETE FROM card_source_files WHERE import_id IS NOT ?').run(activeImportId(sqlite) ?? null);
}

/**
 * Writes `files` under a new import id in one durable transaction and returns the id. The pool
 * in use does not change: `activateSources` switches to the new files once they are checked.
 */
export function stageSources(sqlite: Database.Database, files: readonly CardSourceFile[]): number {
  return sqlite
    .transaction(() => {
      const highest = sqlite
        .prepare('SELECT coalesce(max(import_id), 0) FROM card_source_files')
        .pluck()
        .get() as number;
      const id = 1 + Math.max(highest, infoNumber(sqlite, LAST_KEY) ?? 0);
      setInfo(sqlite, LAST_KEY, id);
      deleteInactiveSources(sqlite);
      const insert = sqlite.prepare('INSERT INTO card_source_files (import_id, path, content) VALUES (?, ?, ?)');
      for (const file of files) insert.run(id, file.path, file.bytes);
      return id;
    })
    .immediate();
}

/** Forgets a staged import that failed its checks. */
export function discardSources(sqlite: Database.Database, importId: number): void {
  if (importId !== activeImportId(sqlite))
    sqlite.prepare('DELETE FROM card_source_files WHERE import_id = ?').run(importId);
}

/**
 * Makes a staged import the pool in use; runs inside the caller's transaction. Refuses when the
 * staged files are gone (another import started meanwhile and cleared them).
 */
export function activateSources(sqlite: Database.Database, importId: number, fileCount: number): boolean {
  const stored = sqlite
    .prepare('SELECT count(*) FROM card_source_files WHERE import_id = ?')
    .pluck()
    .get(importId) as number;
  if (stored !== fileCount) return false;
  setInfo(sqlite, ACTIVE_KEY, importId);
  return true;
}

/** The files of the active import, in path order. */
export function activeSources(sqlite: Database.Database): CardSourceFile[] {
  const id = activeImportId(sqlite);
  if (id === undefined) return [];
  return (
    sqlite.prepare('SELECT path, content FROM card_source_files WHERE import_id = ? ORDER BY path').all(id) as {
      path: string;
      content: Buffer;
    }[]
  ).map((row) => ({ path: row.path, bytes: row.content }));
}
