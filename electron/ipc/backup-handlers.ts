import type { AppServices } from '../services/app-services.ts';
import { createBackup, listBackups, restoreBackup } from '../services/database-backups.ts';
import type { Handlers } from './handlers.ts';

type BackupHandlers = Pick<Handlers, 'backups.list' | 'backups.create' | 'backups.restore'>;

export function createBackupHandlers(services: AppServices): BackupHandlers {
  return {
    'backups.list': () => listBackups(services.db.file),
    'backups.create': () => createBackup(services.db),
    'backups.restore': async ({ name }) => {
      const safetyBackup = await restoreBackup(services.db, name, services.options.migrationsFolder);
      services.forgetCachedPool();
      return { restored: name, safetyBackup };
    },
  };
}
