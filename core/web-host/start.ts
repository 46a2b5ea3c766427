import { readFileSync } from 'node:fs';
import path from 'node:path';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { deHost } from '../../shared/i18n/de/host.ts';
import { IMPORT_PHASE_LABELS } from '../../shared/i18n/de/labels.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import { fileLocations, logbuchHome } from '../paths.ts';
import { backupAtStart } from '../services/startup-backup.ts';
import { startWebHost } from './server.ts';

// `npm run web`: the first line of output is the URL to open (with its secret).

const root = path.resolve(import.meta.dirname, '..', '..');
const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

try {
  const host = await startWebHost({
    ...fileLocations(root),
    home: logbuchHome(),
    port: Number(process.env.PORT ?? 5780),
    dataFolder: process.env.ARKHAM_DATA,
    version,
  });
  backupAtStart(host.services.db);
  console.log(host.url);
  console.log(deHost.running);
  let lastPhase = '';
  host.services.events.subscribe((name, payload) => {
    if (name === 'cards:import-progress') {
      const progress = payload as { phase: keyof typeof IMPORT_PHASE_LABELS; done: number; total: number };
      if (progress.phase !== lastPhase || progress.done === progress.total) {
        console.log(deHost.importProgress(IMPORT_PHASE_LABELS[progress.phase], progress.done, progress.total));
        lastPhase = progress.phase;
      }
    }
  });
  process.on('SIGINT', () => void host.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(deHost.portInUse(process.env.PORT ?? 5780));
  } else {
    const { code, details } = errorCodeAndDetails(error);
    console.error(germanErrorMessage(code, details));
  }
  process.exit(1);
}
