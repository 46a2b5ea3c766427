import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../shared/api/app-error.ts';
import type { Appended } from '../../shared/api/campaign-contract.ts';
import { applyEvent, applyEventInPlace } from '../../shared/campaign/apply-event.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import {
  type CampaignEvent,
  type CampaignEventInput,
  campaignEventSchema,
  type JournalEntry,
} from '../../shared/campaign/campaign-events.ts';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import { type CampaignSummary, campaignSummaryOf } from '../../shared/campaign/campaign-summary.ts';
import { checkUndo, reduceCampaign } from '../../shared/campaign/reduce-campaign.ts';
import { deCampaignInput } from '../../shared/i18n/de/campaign-input.ts';
import type { AppDatabase } from '../db/database.ts';
import { campaignEvents, campaignProjections, campaigns } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

// The campaign journal in SQLite (architecture: append-only log). An event is checked against
// the state it follows, then written with the refreshed projection in one transaction; only
// after the commit is it acknowledged. Nothing here updates or deletes an event.

// What every journal write answers is the contract's type, so service and IPC cannot drift apart.
export type { Appended };

/** Parses an event from outside (IPC, CLI, file); a bad one gets `invalid_input` with the zod issues. */
export function parseEvent(input: unknown): CampaignEvent {
  const parsed = campaignEventSchema.safeParse(input);
  if (!parsed.success)
    throw new AppError('invalid_input', {
      issues: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || deCampaignInput.wholeEntry}: ${issue.message}`,
      ),
    });
  return parsed.data;
}

/**
 * Stored events as parsed, by their stored text: parsing every entry again took most of a journal
 * read (a guide campaign reads its journal several times per answer). A hit is parsed from JSON
 * again, so no caller shares (and may change) another's objects.
 */
const PARSED_KEPT = 20_000;
const parsedRows = new Map<string, string>();
function storedEvent(type: string, payload: string): CampaignEvent {
  const key = `${type}\n${payload}`;
  const kept = parsedRows.get(key);
  if (kept !== undefined) return JSON.parse(kept) as CampaignEvent;
  const event = parseEvent({ type, payload: JSON.parse(payload) });
  if (parsedRows.size >= PARSED_KEPT) parsedRows.clear();
  parsedRows.set(key, JSON.stringify(event));
  return event;
}

export function journalOf(db: AppDatabase, campaignId: number): JournalEntry[] {
  const rows = db.orm
    .select()
    .from(campaignEvents)
    .where(eq(campaignEvents.campaignId, campaignId))
    .orderBy(asc(campaignEvents.seq))
    .all();
  if (rows.length === 0) throw new CampaignError('campaign_not_found', { campaignId });
  // Stored payloads were parsed before they were written; parsing again keeps old rows readable as the schema grows defaults.
  return rows.map((row) => ({
    seq: row.seq,
    at: row.createdAt,
    event: storedEvent(row.type, row.payload),
  }));
}

/** The stored projection when it is current (its seq is the journal's last), else the state rebuilt from the journal. */
function freshState(
  db: AppDatabase,
  campaignId: number,
  projection: string | null | undefined,
  last: number,
): CampaignState {
  const cached = projection ? (JSON.parse(projection) as CampaignState) : undefined;
  return cached && cached.seq === last ? cached : reduceCampaign(journalOf(db, campaignId));
}

function lastSeq(db: AppDatabase, campaignId: number): number {
  const row = db.sqlite
    .prepare('SELECT MAX(seq) AS seq FROM campaign_events WHERE campaign_id = ?')
    .get(campaignId) as { seq: number | null };
  return row.seq ?? 0;
}

function write(db: AppDatabase, campaignId: number, entry: JournalEntry, state: CampaignState): void {
  db.orm
    .insert(campaignEvents)
    .values({
      campaignId,
      seq: entry.seq,
      type: entry.event.type,
      payload: JSON.stringify(entry.event.payload),
      createdAt: entry.at,
    })
    .run();
  const projection = { campaignId, seq: entry.seq, state: JSON.stringify(state) };
  db.orm
    .insert(campaignProjections)
    .values(projection)
    .onConflictDoUpdate({ target: campaignProjections.campaignId, set: projection })
    .run();
}

/** Starts a campaign with its `campaign_created` event. */
export function createCampaign(
  db: AppDatabase,
  created: Extract<CampaignEventInput, { type: 'campaign_created' }>,
): Appended {
  const event = parseEvent(created);
  return inTransaction(db, () => {
    const at = new Date().toISOString();
    const { id: campaignId } = db.orm.insert(campaigns).values({ createdAt: at }).returning().get();
    const entry: JournalEntry = { seq: 1, event, at };
    const state = applyEvent(undefined, entry);
    write(db, campaignId, entry, state);
    return { campaignId, seq: 1, state };
  });
}

/** Appends one event after checking it against the current state; refuses anything that does not fit. */
export function appendEvent(db: AppDatabase, campaignId: number, input: unknown): Appended {
  const event = parseEvent(input);
  if (event.type === 'campaign_created') throw new CampaignError('campaign_event_order', { campaignId });
  return inTransaction(db, () => {
    const seq = lastSeq(db, campaignId) + 1;
    if (seq === 1) throw new CampaignError('campaign_not_found', { campaignId });
    const entry: JournalEntry = { seq, event, at: new Date().toISOString() };
    // currentState is a fresh object (parsed or rebuilt), so it may be changed in place.
    const state =
      event.type === 'undo'
        ? checkUndo(journalOf(db, campaignId), entry)
        : applyEventInPlace(currentState(db, campaignId), entry);
    write(db, campaignId, entry, state);
    return { campaignId, seq, state };
  });
}

/** The state now: the projection when it is current, else rebuilt from the journal. */
export function currentState(db: AppDatabase, campaignId: number): CampaignState {
  const row = db.orm
    .select({ state: campaignProjections.state })
    .from(campaignProjections)
    .where(eq(campaignProjections.campaignId, campaignId))
    .get();
  return freshState(db, campaignId, row?.state, lastSeq(db, campaignId));
}

/** The state after event `seq` ("Stand nach …"), always computed from the journal. */
export function stateAt(db: AppDatabase, campaignId: number, seq: number): CampaignState {
  return reduceCampaign(journalOf(db, campaignId), seq);
}

/** Rebuilds one projection from the journal and stores it; returns the rebuilt state. */
export function rebuildProjection(db: AppDatabase, campaignId: number): CampaignState {
  return inTransaction(db, () => {
    const state = reduceCampaign(journalOf(db, campaignId));
    const projection = { campaignId, seq: state.seq, state: JSON.stringify(state) };
    db.orm
      .insert(campaignProjections)
      .values(projection)
      .onConflictDoUpdate({ target: campaignProjections.campaignId, set: projection })
      .run();
    return state;
  });
}

/** Every campaign's current state with its latest activity, latest first: one read however many there are. */
export function currentStates(db: AppDatabase): { id: number; lastActivity: string; state: CampaignState }[] {
  // One read for all campaigns (200 × 50 scenarios), not a query pair per campaign.
  const rows = db.sqlite
    .prepare(
      `SELECT e.id, e.lastSeq, e.lastActivity, p.state FROM
         (SELECT campaign_id AS id, MAX(seq) AS lastSeq, MAX(created_at) AS lastActivity FROM campaign_events GROUP BY campaign_id) e
       LEFT JOIN campaign_projections p ON p.campaign_id = e.id
       ORDER BY e.lastActivity DESC, e.id DESC`,
    )
    .all() as { id: number; lastSeq: number; lastActivity: string; state: string | null }[];
  return rows.map(({ id, lastSeq: last, lastActivity, state }) => ({
    id,
    lastActivity,
    state: freshState(db, id, state, last),
  }));
}

/** Every campaign with what the start screen shows, latest activity first. */
export function listCampaigns(db: AppDatabase): CampaignSummary[] {
  return currentStates(db).map(({ id, lastActivity, state }) => campaignSummaryOf(id, state, lastActivity));
}
