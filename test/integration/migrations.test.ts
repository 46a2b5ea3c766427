import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/api/app-error.ts';
import { backupFolder } from '../../electron/db/backup.ts';
import { openDatabase } from '../../electron/db/database.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migrations (style.md 7: small, immutable, tested as a chain)', () => {
  it('are strictly increasing in time, so drizzle never skips one', () => {
    const times = journal.entries.map((e) => e.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it('apply to an empty database with WAL and foreign keys on', () => {
    const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
    try {
      expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      const tables = db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table'").all().map((r) => (r as { name: string }).name);
      expect(tables).toEqual(expect.arrayContaining(['cards', 'packs', 'cycles', 'taboo_lists', 'settings']));
    } finally {
      db.close();
    }
  });

  it('back up an existing database before migrating it', () => {
    const home = newHome();
    const file = path.join(home, 'logbuch.sqlite');
    const old = new Database(file);
    old.exec("CREATE TABLE notizen (text TEXT); INSERT INTO notizen VALUES ('nicht verlieren')");
    old.close();
    openDatabase(file, MIGRATIONS).close();
    const backups = readdirSync(backupFolder(file));
    expect(backups).toHaveLength(1);
    const copy = new Database(path.join(backupFolder(file), backups[0]!), { readonly: true });
    expect(copy.prepare('SELECT text FROM notizen').get()).toEqual({ text: 'nicht verlieren' });
    copy.close();
  });

  it('refuse a database written by a newer app and leave it untouched', () => {
    const file = path.join(newHome(), 'logbuch.sqlite');
    openDatabase(file, MIGRATIONS).close();
    const raw = new Database(file);
    raw.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('zukunft', Date.now() * 2);
    raw.close();
    const before = readFileSync(file);
    let error: unknown;
    try {
      openDatabase(file, MIGRATIONS).close();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('database_newer');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
