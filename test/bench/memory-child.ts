import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppServices } from '../../core/services/app-services.ts';
import { cardSourcesSettled, endIdleWriterThreads } from '../../core/services/card-source-writer.ts';

// Child process of the `memory` figure: what the main process holds once the real data is
// imported and the pool is loaded for the windows. Prints one JSON line.

const [dataFolder, migrations, sourceWorker] = process.argv.slice(2) as [string, string, string];
const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
const services = new AppServices({ home, migrationsFolder: migrations, sourceWorker, version: 'bench' });
try {
  await services.cardImport.run(dataFolder);
  await cardSourcesSettled(services.db);
  const cards = services.pool()?.data.cards.length;
  const gc = () => (globalThis as { gc?: () => void }).gc?.();
  gc();
  // The writing thread waits 15 s for the next import; what stays is measured without it.
  const withWriterThread = process.memoryUsage().rss;
  await endIdleWriterThreads();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(
    JSON.stringify({ rss, heapUsed, withWriterThread, peakRss: process.resourceUsage().maxRSS * 1024, cards }),
  );
} finally {
  services.close();
  rmSync(home, { recursive: true, force: true });
}
