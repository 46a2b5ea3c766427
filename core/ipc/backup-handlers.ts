import type { AppServices } from '../services/app-services.ts';
import {
  createBackup,
  exportBackup,
  listBackups,
  restoreBackup,
  restoreBackupFile,
} from '../services/database-backups.ts';
import type { Handlers } from './handlers.ts';

type BackupHandlers = Pick<
  Handlers,
  'backups.list' | 'backups.create' | 'backups.restore' | 'backups.export' | 'backups.restoreFile'
>;

export function createBackupHandlers(services: AppServices): BackupHandlers {
  return {
    'backups.list': () => listBackups(services.db.file),
    'backups.create': () => createBackup(services.db),
    'backups.restore': async ({ name }) => {
      const safetyBackup = await restoreBackup(services.db, name, services.options.migrationsFolder);
      services.forgetCachedPool();
      return { restored: name, safetyBackup };
    },
    'backups.export': ({ file }) => exportBackup(services.db, file),
    'backups.restoreFile': async ({ file }) => {
      const safetyBackup = await restoreBackupFile(services.db, file, services.options.migrationsFolder);
      services.forgetCachedPool();
      return { restored: file, safetyBackup };
    },
  };
}
