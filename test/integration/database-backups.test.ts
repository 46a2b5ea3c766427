import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFolder } from '../../core/db/backup.ts';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { startCampaign } from '../../core/services/campaign-actions.ts';
import { appendEvent, currentState } from '../../core/services/campaign-journal.ts';
import { createBackup, listBackups, restoreBackup } from '../../core/services/database-backups.ts';
import { AppError } from '../../shared/api/app-error.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// Backups on demand and restore from a backup; the running database takes the
// restored content, and the state before the restore is kept as a backup too.

const newHome = useTempHome();

async function withCampaign(work: (db: AppDatabase, campaignId: number) => Promise<void>) {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  try {
    const { campaignId } = startCampaign(db, { name: 'Sicherungstest', chaosBag: ['0', 'skull'] }, () => undefined);
    await work(db, campaignId);
  } finally {
    db.close();
  }
}

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected an AppError');
};

describe('database backups', () => {
  it('restores a backup into the running database and keeps the state before it', () =>
    withCampaign(async (db, campaignId) => {
      const backup = createBackup(db);
      expect(backup).toMatchObject({ reason: 'manuell' });
      appendEvent(db, campaignId, { type: 'note_added', payload: { text: 'nach der Sicherung' } });
      expect(currentState(db, campaignId).notes).toHaveLength(1);

      const safety = await restoreBackup(db, backup.name, MIGRATIONS);
      expect(currentState(db, campaignId).notes).toHaveLength(0);
      expect(safety.reason).toBe('vor-wiederherstellung');
      expect(listBackups(db.file).map((entry) => entry.name)).toEqual([safety.name, backup.name]);
      expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');

      // The safety backup brings the note back.
      await restoreBackup(db, safety.name, MIGRATIONS);
      expect(currentState(db, campaignId).notes.map((note) => note.text)).toEqual(['nach der Sicherung']);
    }));

  it('refuses a damaged backup or a name outside the backup folder and changes nothing', () =>
    withCampaign(async (db, campaignId) => {
      createBackup(db);
      const damaged = 'logbuch-2026-01-01T00-00-00-000Z-manuell.sqlite';
      writeFileSync(path.join(backupFolder(db.file), damaged), 'kein SQLite');
      appendEvent(db, campaignId, { type: 'note_added', payload: { text: 'bleibt' } });
      expect(await refusal(() => restoreBackup(db, damaged, MIGRATIONS))).toBe('backup_invalid');
      expect(await refusal(() => restoreBackup(db, '../logbuch.sqlite', MIGRATIONS))).toBe('backup_invalid');
      expect(currentState(db, campaignId).notes).toHaveLength(1);
      expect(listBackups(db.file).filter((entry) => entry.reason === 'vor-wiederherstellung')).toEqual([]);
    }));
});
