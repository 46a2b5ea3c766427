import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type AppDatabase } from '../../electron/db/database.ts';
import { startCampaign } from '../../electron/services/campaign-actions.ts';
import { appendEvent, parseEvent, rebuildProjection } from '../../electron/services/campaign-journal.ts';
import { round } from './import-bench.ts';
import { median, percentile, timeRuns, type Figure } from './stats.ts';

// The journal's two figures: one durable write (synchronous=FULL, WAL, projection updated in the
// same transaction) and rebuilding a campaign's state from 10,000 events.

const INVESTIGATORS = [
  { code: '01001', name: 'Roland Banks', health: 9, sanity: 5 },
  { code: '01002', name: 'Daisy Walker', health: 5, sanity: 9 },
  { code: '01003', name: 'Skids O’Toole', health: 8, sanity: 6 },
  { code: '01004', name: 'Agnes Baker', health: 6, sanity: 8 },
];

/** The i-th event of a long campaign: mostly what a table records between scenarios. */
function eventNumber(i: number): object {
  const code = INVESTIGATORS[i % 4]!.code;
  switch (i % 5) {
    case 0:
      return {
        type: 'scenario_recorded',
        payload: { scenario: { id: `s${i}`, name: `Szenario ${i}` }, resolution: 'R1', investigators: INVESTIGATORS.map((inv) => ({ code: inv.code, xp: { victory: 2, bonus: 1 } })) },
      };
    case 1:
      return { type: 'xp_adjusted', payload: { code, xp: 1, reason: 'Kartenfähigkeit' } };
    case 2:
      return { type: 'chaos_token_added', payload: { token: 'bless' } };
    case 3:
      return { type: 'chaos_token_removed', payload: { token: 'bless' } };
    default:
      return { type: 'log_updated', payload: { changes: [{ section: 'campaign_notes', entry: `Eintrag ${i}` }] } };
  }
}

function newCampaign(db: AppDatabase): number {
  const { campaignId } = startCampaign(db, { name: 'Messkampagne', chaosBag: ['+1', '0', '-1', '-2', 'skull', 'auto_fail', 'elder_sign'] }, () => undefined);
  for (const investigator of INVESTIGATORS) appendEvent(db, campaignId, { type: 'investigator_joined', payload: { ...investigator, player: 'Messung' } });
  return campaignId;
}

export async function benchJournal(migrations: string): Promise<Figure[]> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), migrations);
  try {
    const writes = newCampaign(db);
    let i = 0;
    const writeTimes = await timeRuns(500, () => appendEvent(db, writes, eventNumber(++i)));

    // 10,000 events written straight into the journal (appending them one by one would measure the setup, not the rebuild).
    const big = newCampaign(db);
    const insert = db.sqlite.prepare('INSERT INTO campaign_events (campaign_id, seq, type, payload, created_at) VALUES (?, ?, ?, ?, ?)');
    db.sqlite.transaction(() => {
      for (let seq = 6; seq <= 10_000; seq++) {
        const { type, payload } = parseEvent(eventNumber(seq));
        insert.run(big, seq, type, JSON.stringify(payload), new Date().toISOString());
      }
    })();
    const rebuildTimes = await timeRuns(5, () => rebuildProjection(db, big));
    return [
      { name: 'journal-write', value: round(median(writeTimes), 2), unit: 'ms', p95: round(percentile(writeTimes, 95), 2), runs: writeTimes.length, durable: 'WAL, synchronous=FULL' },
      { name: 'journal-rebuild', value: round(median(rebuildTimes), 1), unit: 'ms', events: 10_000, runs: rebuildTimes.length },
    ];
  } finally {
    db.close();
    rmSync(home, { recursive: true, force: true });
  }
}
