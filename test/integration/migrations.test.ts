import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupFolder } from '../../core/db/backup.ts';
import { openDatabase } from '../../core/db/database.ts';
import { AppError } from '../../shared/api/app-error.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migrations (small, immutable, tested as a chain)', () => {
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
      const tables = db.sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type='table'")
        .all()
        .map((r) => (r as { name: string }).name);
      expect(tables).toEqual(expect.arrayContaining(['card_source_files', 'card_pool_info', 'settings']));
      expect(tables).not.toContain('cards');
      // Migration 0004 converts an existing pool; without one it writes no files and no active import.
      expect(db.sqlite.prepare('SELECT count(*) FROM card_source_files').pluck().get()).toBe(0);
      expect(db.sqlite.prepare('SELECT count(*) FROM card_pool_info').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('back up a database of the first schema before migrating it, and keep its rows', () => {
    const home = newHome();
    const file = path.join(home, 'logbuch.sqlite');
    // The app as it shipped first: only migration 0000.
    const firstOnly = path.join(home, 'migrations-0000');
    mkdirSync(path.join(firstOnly, 'meta'), { recursive: true });
    const first = journal.entries[0]!;
    writeFileSync(path.join(firstOnly, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: [first] }));
    copyFileSync(path.join(MIGRATIONS, `${first.tag}.sql`), path.join(firstOnly, `${first.tag}.sql`));
    const old = openDatabase(file, firstOnly);
    old.sqlite.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('theme', 'dark');
    old.close();

    const migrated = openDatabase(file, MIGRATIONS);
    expect(migrated.sqlite.prepare('SELECT value FROM settings WHERE key = ?').get('theme')).toEqual({ value: 'dark' });
    migrated.close();
    const backups = readdirSync(backupFolder(file));
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/vor-migration/);
    const copy = new Database(path.join(backupFolder(file), backups[0]!), { readonly: true });
    expect(copy.prepare('SELECT value FROM settings').get()).toEqual({ value: 'dark' });
    expect(copy.prepare("SELECT name FROM sqlite_master WHERE name = 'campaign_events'").get()).toBeUndefined();
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
