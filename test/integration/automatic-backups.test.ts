import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { backupDatabase } from '../../core/db/backup.ts';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import {
  AUTOMATIC_BACKUPS_KEPT,
  backupBeforeCardImport,
  dailyBackupIfDue,
} from '../../core/services/automatic-backups.ts';
import { startCampaign } from '../../core/services/campaign-actions.ts';
import { createBackup, listBackups } from '../../core/services/database-backups.ts';
import { backupAtStart } from '../../core/services/startup-backup.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// Automatic backups — one a day at start, one before each card import or update — each
// kind rotated to its newest seven; manual backups and safety copies are never deleted.

const newHome = useTempHome();

/** A morning of March 2026 in the player's own time zone. */
const day = (date: number, hour = 9) => new Date(2026, 2, date, hour, 0, 0);

function withDatabase(work: (db: AppDatabase) => void, withData = true) {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  try {
    if (withData) startCampaign(db, { name: 'Sicherungen', chaosBag: ['0', 'skull'] }, () => undefined);
    work(db);
  } finally {
    db.close();
  }
}

const reasons = (db: AppDatabase) => listBackups(db.file).map((backup) => backup.reason);

describe('daily backup at start', () => {
  it('writes one on the first start of a day and none on a later start that day', () =>
    withDatabase((db) => {
      expect(dailyBackupIfDue(db, day(1, 9))).toMatchObject({ reason: 'automatisch' });
      expect(dailyBackupIfDue(db, day(1, 18))).toBeUndefined();
      expect(dailyBackupIfDue(db, day(2, 8))).toMatchObject({ reason: 'automatisch' });
      expect(reasons(db)).toEqual(['automatisch', 'automatisch']);
    }));

  it('writes none for a database that holds nothing yet', () =>
    withDatabase((db) => {
      expect(dailyBackupIfDue(db, day(1))).toBeUndefined();
      expect(listBackups(db.file)).toEqual([]);
    }, false));

  it('keeps the newest seven and deletes older ones, never a manual backup or a safety copy', () =>
    withDatabase((db) => {
      const manual = createBackup(db);
      const safety = backupDatabase(db.sqlite, db.file, 'vor-migration', day(1, 5));
      for (let date = 1; date <= 10; date += 1) dailyBackupIfDue(db, day(date));
      const daily = listBackups(db.file).filter((backup) => backup.reason === 'automatisch');
      expect(daily).toHaveLength(AUTOMATIC_BACKUPS_KEPT);
      expect(daily.map((backup) => new Date(backup.createdAt).getDate())).toEqual([10, 9, 8, 7, 6, 5, 4]);
      expect(listBackups(db.file).map((backup) => backup.name)).toEqual(
        expect.arrayContaining([manual.name, path.basename(safety)]),
      );
    }));
});

describe('backup before a card import', () => {
  it('rotates its own kind separately from the daily ones', () =>
    withDatabase((db) => {
      dailyBackupIfDue(db, day(1));
      for (let minute = 0; minute < 9; minute += 1) backupBeforeCardImport(db, new Date(2026, 2, 2, 10, minute));
      expect(reasons(db).filter((reason) => reason === 'vor-kartenimport')).toHaveLength(AUTOMATIC_BACKUPS_KEPT);
      expect(reasons(db)).toContain('automatisch');
    }));
});

describe('backupAtStart', () => {
  it('logs a failed backup instead of stopping the start', () => {
    const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
    startCampaign(db, { name: 'x', chaosBag: ['0'] }, () => undefined);
    db.close();
    const log = vi.fn();
    expect(() => backupAtStart(db, log, day(1))).not.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Automatische Sicherung'), expect.any(Error));
  });
});
