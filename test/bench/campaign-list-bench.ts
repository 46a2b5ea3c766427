import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { fillJournal, newCampaign } from './bench-campaign.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile, timeRuns } from './stats.ts';

// Large data: the start screen's campaign list over 200 campaigns of 50 scenarios
// each (255 events apiece, 51,000 in all), called as a window calls it.

const CAMPAIGNS = 200;
const EVENTS_EACH = 255;

export async function benchCampaignList(migrations: string, runs = 15): Promise<Figure> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const services = new AppServices({ home, migrationsFolder: migrations, version: 'bench' });
  try {
    for (let i = 0; i < CAMPAIGNS; i++)
      fillJournal(services.db, newCampaign(services.db, `Kampagne ${i + 1}`), EVENTS_EACH);
    const handlers = createHandlers(services);
    const list = async () => {
      const result = await dispatch(handlers, 'campaigns.list', {});
      if (!result.ok || (result.value as unknown[]).length !== CAMPAIGNS)
        throw new Error(`campaigns.list: ${JSON.stringify(result).slice(0, 200)}`);
    };
    const times = await timeRuns(runs, list);
    return {
      name: 'campaigns-list',
      value: round(median(times), 1),
      unit: 'ms',
      p95: round(percentile(times, 95), 1),
      campaigns: CAMPAIGNS,
      scenarios: 50,
      events: CAMPAIGNS * EVENTS_EACH,
      runs,
    };
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
