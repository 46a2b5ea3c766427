import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupFolder } from '../../core/db/backup.ts';
import { openDatabase } from '../../core/db/database.ts';
import { startCampaign } from '../../core/services/campaign-actions.ts';
import { createBackup } from '../../core/services/database-backups.ts';
import { restorableBackup, restoreQuestion, startupErrorText } from '../../electron/shell/startup-error.ts';
import { AppError } from '../../shared/api/app-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Resilience: a corrupt or foreign database file is detected at start, explained in
// German with the newest backup offered, and never overwritten.

const newHome = useTempHome();

function openError(file: string): AppError {
  try {
    openDatabase(file, MIGRATIONS).close();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the database to be refused');
}

/** A home with one campaign and a backup of it, then the database file replaced by `damage`. */
function damagedHome(damage: (file: string) => void) {
  const home = newHome();
  const file = path.join(home, 'logbuch.sqlite');
  const db = openDatabase(file, MIGRATIONS);
  startCampaign(db, { name: 'Gerettet', chaosBag: ['0'] }, () => undefined);
  const backup = createBackup(db);
  db.close();
  for (const suffix of ['-wal', '-shm']) writeFileSync(file + suffix, '');
  damage(file);
  return { home, file, backup: backup.name, bytes: readFileSync(file) };
}

describe('a database that cannot be used', () => {
  it('refuses a damaged file in German, names the newest backup and leaves the file as it was', () => {
    const { file, backup, bytes } = damagedHome((target) =>
      writeFileSync(target, Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(8000, 7)])),
    );
    const error = openError(file);
    expect(error.code).toBe('database_corrupt');
    expect(error.details.backup).toBe(backup);
    expect(germanErrorMessage(error.code, error.details)).toMatch(
      /ist beschädigt.*Sie wird nicht verändert.*neueste Sicherung/,
    );
    expect(readFileSync(file)).toEqual(bytes);
    expect(restorableBackup(error)).toBe(backup);
    expect(restoreQuestion(startupErrorText(error, '/h'), backup).buttons[0]).toBe('Sicherung wiederherstellen');
  });

  it('refuses another program’s SQLite database instead of migrating into it', () => {
    const home = newHome();
    const file = path.join(home, 'logbuch.sqlite');
    mkdirSync(home, { recursive: true });
    const foreign = new Database(file);
    foreign.exec("CREATE TABLE rezepte (name TEXT); INSERT INTO rezepte VALUES ('Eintopf')");
    foreign.close();
    const error = openError(file);
    expect(error.code).toBe('database_foreign');
    expect(germanErrorMessage(error.code, error.details)).toMatch(
      /keine Datenbank von Arkham Logbuch.*keine Sicherung/,
    );
    const check = new Database(file, { readonly: true });
    expect(check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([{ name: 'rezepte' }]);
    check.close();
  });

  it('restores the backup from the command line and keeps the damaged file aside', () => {
    const { home, backup, bytes } = damagedHome((target) => writeFileSync(target, 'kaputt'));
    const env = { ARKHAM_LOGBUCH_HOME: home };
    const refused = runCli(['campaign', 'list'], env);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`backup restore ${backup}`);
    const listed = runCli(['backup', 'list'], env);
    expect(JSON.parse(listed.stdout)[0].name).toBe(backup);

    const restored = runCli(['backup', 'restore', backup], env);
    expect(restored.status).toBe(0);
    const { damagedKeptAs } = JSON.parse(restored.stdout);
    expect(readFileSync(path.join(backupFolder(path.join(home, 'logbuch.sqlite')), damagedKeptAs))).toEqual(bytes);
    expect(JSON.parse(runCli(['campaign', 'list'], env).stdout).map((c: { name: string }) => c.name)).toEqual([
      'Gerettet',
    ]);
    expect(
      readdirSync(backupFolder(path.join(home, 'logbuch.sqlite'))).some((name) => name.includes('beschaedigt')),
    ).toBe(true);
  });
});
