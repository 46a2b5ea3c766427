import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../renderer/store/app-store.ts';
import type { BackupInfo } from '../../../renderer/store/data/data-types.ts';
import { countingApi } from '../../support/counting-api.ts';

// "Jetzt sichern" answers with the backup it wrote (`backups.create`); the list is newest first
// and a manual backup is never pruned (docs/data-notes.md „Sicherungen“), so the dialog puts it on top
// without reading `backups.list` again.

const daily: BackupInfo = {
  name: 'logbuch-2026-11-24T08-00-00-000Z-automatisch.sqlite',
  createdAt: '2026-11-24T08:00:00.000Z',
  bytes: 4096,
  reason: 'automatisch',
};
const manual: BackupInfo = {
  name: 'logbuch-2026-11-25T18-00-00-000Z-manuell.sqlite',
  createdAt: '2026-11-25T18:00:00.000Z',
  bytes: 8192,
  reason: 'manuell',
};

describe('a manual backup applies what backups.create returns', () => {
  it('puts the new backup on top of the list and reads no list', async () => {
    const { api, calls } = countingApi({ 'backups.create': manual });
    const store = createAppStore({ api, storage: undefined });
    store.setState({ backups: [daily] });

    await store.getState().createBackupNow();

    expect(calls).toEqual(['backups.create']);
    expect(store.getState().backups).toEqual([manual, daily]);
    expect(store.getState().backupNotice).toEqual({ kind: 'created', backup: manual });
  });
});
