import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../core/db/database.ts';
import { appendEvent, rebuildProjection } from '../../core/services/campaign-journal.ts';
import { eventNumber, fillJournal, newCampaign } from './bench-campaign.ts';
import { round } from './import-bench.ts';
import { type Figure, median, percentile, timeRuns } from './stats.ts';

// The journal's two figures: one durable write (synchronous=FULL, WAL, projection updated in the
// same transaction) and rebuilding a campaign's state from 10,000 events.

export async function benchJournal(migrations: string): Promise<Figure[]> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), migrations);
  try {
    const writes = newCampaign(db);
    let i = 0;
    const writeTimes = await timeRuns(500, () => appendEvent(db, writes, eventNumber(++i)));

    const big = newCampaign(db);
    fillJournal(db, big, 10_000);
    const rebuildTimes = await timeRuns(5, () => rebuildProjection(db, big));
    return [
      {
        name: 'journal-write',
        value: round(median(writeTimes), 2),
        unit: 'ms',
        p95: round(percentile(writeTimes, 95), 2),
        runs: writeTimes.length,
        durable: 'WAL, synchronous=FULL',
      },
      {
        name: 'journal-rebuild',
        value: round(median(rebuildTimes), 1),
        unit: 'ms',
        events: 10_000,
        runs: rebuildTimes.length,
      },
    ];
  } finally {
    db.close();
    rmSync(home, { recursive: true, force: true });
  }
}
