import type { AppDatabase } from '../../core/db/database.ts';
import { startCampaign } from '../../core/services/campaign-actions.ts';
import { appendEvent, parseEvent, rebuildProjection } from '../../core/services/campaign-journal.ts';

// Campaigns for the journal figures: four investigators and what a table records between
// scenarios, every fifth event a scenario.

const INVESTIGATORS = [
  { code: '01001', name: 'Roland Banks', health: 9, sanity: 5 },
  { code: '01002', name: 'Daisy Walker', health: 5, sanity: 9 },
  { code: '01003', name: 'Skids O’Toole', health: 8, sanity: 6 },
  { code: '01004', name: 'Agnes Baker', health: 6, sanity: 8 },
];

/** The i-th event of a long campaign. */
export function eventNumber(i: number): object {
  const code = INVESTIGATORS[i % 4]!.code;
  switch (i % 5) {
    case 0:
      return {
        type: 'scenario_recorded',
        payload: {
          scenario: { id: `s${i}`, name: `Szenario ${i}` },
          resolution: 'R1',
          investigators: INVESTIGATORS.map((inv) => ({ code: inv.code, xp: { victory: 2, bonus: 1 } })),
        },
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

/** A new campaign with its four investigators joined (events 1–5). */
export function newCampaign(db: AppDatabase, name = 'Messkampagne'): number {
  const { campaignId } = startCampaign(
    db,
    { name, chaosBag: ['+1', '0', '-1', '-2', 'skull', 'auto_fail', 'elder_sign'] },
    () => undefined,
  );
  for (const investigator of INVESTIGATORS)
    appendEvent(db, campaignId, { type: 'investigator_joined', payload: { ...investigator, player: 'Messung' } });
  return campaignId;
}

/**
 * Events 6…`lastSeq` written straight into the journal in one transaction (appending them one
 * by one would measure the setup), the projection then rebuilt as an append would leave it.
 */
export function fillJournal(db: AppDatabase, campaignId: number, lastSeq: number): void {
  const insert = db.sqlite.prepare(
    'INSERT INTO campaign_events (campaign_id, seq, type, payload, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  db.sqlite.transaction(() => {
    for (let seq = 6; seq <= lastSeq; seq++) {
      const { type, payload } = parseEvent(eventNumber(seq));
      insert.run(campaignId, seq, type, JSON.stringify(payload), new Date().toISOString());
    }
  })();
  rebuildProjection(db, campaignId);
}
