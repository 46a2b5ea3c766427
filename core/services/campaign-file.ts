import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../shared/api/app-error.ts';
import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { CampaignEvent, JournalEntry } from '../../shared/campaign/campaign-events.ts';
import { reduceCampaign } from '../../shared/campaign/reduce-campaign.ts';
import { deckFileSchema, deckJsonSchema } from '../../shared/decks/deck-json.ts';
import { droppedOfAll, droppedSlots, droppedSlotWarnings } from '../../shared/decks/dropped-slots.ts';
import { deCampaignInput } from '../../shared/i18n/de/campaign-input.ts';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import type { AppDatabase } from '../db/database.ts';
import { campaignEvents, campaignProjections, campaigns, decks, deckVersions } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { type Appended, journalOf, parseEvent } from './campaign-journal.ts';
import { versionsOf } from './deck-versions.ts';

// One campaign as a JSON file: its whole journal and the decks it refers to. Importing checks
// everything first (format, every event, the journal adding up) and then writes it as a new
// campaign in one transaction, so a bad file changes nothing.

export const CAMPAIGN_FILE_FORMAT = 'arkham-logbuch-kampagne';

const versionSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  // Slots with a count of 0 or less are dropped and told (droppedInFile), as in a deck file.
  deck: deckFileSchema,
  locked: z.boolean(),
  xpGranted: z.number().int(),
  xpCarried: z.number().int(),
  xpSpent: z.number().int(),
  xpAdjustment: z.number().int(),
  adjustmentReason: z.string().nullable(),
  exileString: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const campaignFileSchema = z.object({
  format: z.literal(CAMPAIGN_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  name: z.string(),
  events: z
    .array(z.object({ seq: z.number().int().positive(), type: z.string(), payload: z.unknown(), at: z.string() }))
    .min(1)
    .max(100_000),
  decks: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().min(1),
      investigatorCode: z.string().min(1),
      versions: z.array(versionSchema).min(1),
    }),
  ),
});
export type CampaignFile = z.infer<typeof campaignFileSchema>;

/** The campaign's journal and every deck one of its investigators plays. */
export function exportCampaign(db: AppDatabase, campaignId: number): CampaignFile {
  const entries = journalOf(db, campaignId);
  const deckIds = new Set(
    entries.flatMap(({ event }) =>
      event.type === 'investigator_joined' && event.payload.deckId ? [event.payload.deckId] : [],
    ),
  );
  const exported = [...deckIds].flatMap((deckId) => {
    const deck = db.orm.select().from(decks).where(eq(decks.id, deckId)).get();
    if (!deck) return [];
    const versions = versionsOf(db, deckId).map(({ deckId: _, deck: stored, ...version }) => ({
      ...version,
      deck: deckJsonSchema.parse(JSON.parse(stored)),
    }));
    return [{ id: deck.id, name: deck.name, investigatorCode: deck.investigatorCode, versions }];
  });
  return {
    format: CAMPAIGN_FILE_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    name: reduceCampaign(entries).name,
    events: entries.map(({ seq, event, at }) => ({ seq, type: event.type, payload: event.payload, at })),
    decks: exported,
  };
}

/**
 * Writes the campaign file to FILE (a path the save dialog chose, so one already there is
 * replaced): first beside it, then renamed over it, so a failed write leaves FILE as it was.
 */
export function writeCampaignFile(db: AppDatabase, campaignId: number, file: string): { file: string; bytes: number } {
  const text = `${JSON.stringify(exportCampaign(db, campaignId), null, 2)}\n`;
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new CampaignError('campaign_file_write_failed', {
      file,
      reason: error instanceof Error && 'code' in error ? String(error.code) : String(error),
    });
  }
  return { file, bytes: Buffer.byteLength(text) };
}

function invalid(reason: string): never {
  throw new CampaignError('campaign_file_invalid', { reason });
}

/** The slots with a count of 0 or less the file's decks held (any version), one warning each naming the deck. */
function droppedInFile(input: unknown, file: CampaignFile): DeckProblem[] {
  const raw = (input as { decks: { versions: { deck: unknown }[] }[] }).decks;
  return file.decks.flatMap((deck, i) =>
    droppedSlotWarnings(droppedOfAll(raw[i]!.versions.map((version) => ({ dropped: droppedSlots(version.deck) })))).map(
      (warning) => ({ ...warning, details: { ...warning.details, deckName: deck.name } }),
    ),
  );
}

/** Reads and checks a campaign file completely before anything is written. */
function checkedFile(input: unknown): { file: CampaignFile; entries: JournalEntry[]; warnings: DeckProblem[] } {
  const parsed = campaignFileSchema.safeParse(input);
  if (!parsed.success)
    invalid(
      parsed.error.issues
        .map((issue) => `${issue.path.join('.') || deCampaignInput.wholeFile}: ${issue.message}`)
        .join('; '),
    );
  const file = parsed.data;
  const entries = file.events.map(({ seq, type, payload, at }, index) => {
    if (seq !== index + 1) invalid(deCampaignInput.entryNumber(index + 1, seq));
    try {
      return { seq, at, event: parseEvent({ type, payload }) };
    } catch (error) {
      return invalid(
        deCampaignInput.entryIssue(
          seq,
          error instanceof AppError ? (error.details.issues ?? []).join('; ') : String(error),
        ),
      );
    }
  });
  try {
    reduceCampaign(entries);
  } catch (error) {
    invalid(deCampaignInput.journalDoesNotAddUp(error instanceof AppError ? error.code : String(error)));
  }
  checkUpgradeCosts(file, entries);
  return { file, entries, warnings: droppedInFile(input, file) };
}

/** Points deck and version ids of an imported event at the rows this database gave them. */
function remapped(event: CampaignEvent, deckIds: Map<number, number>, versionIds: Map<number, number>): CampaignEvent {
  const versionOf = (id: number) => versionIds.get(id) ?? invalid(deCampaignInput.versionMissing(id));
  if (event.type === 'investigator_joined' && event.payload.deckId) {
    const deckId = deckIds.get(event.payload.deckId);
    const { deckId: _, deckVersionId, ...payload } = event.payload;
    if (!deckId) return { ...event, payload };
    return {
      ...event,
      payload: { ...payload, deckId, ...(deckVersionId ? { deckVersionId: versionOf(deckVersionId) } : {}) },
    };
  }
  if (event.type === 'deck_upgraded') {
    const { deckVersionId, previousVersionId, ...payload } = event.payload;
    return {
      ...event,
      payload: {
        ...payload,
        deckVersionId: versionOf(deckVersionId),
        ...(previousVersionId ? { previousVersionId: versionOf(previousVersionId) } : {}),
      },
    };
  }
  return event;
}

/** Every upgrade entry names a version in the file that cost what the entry says (the ledger adds up). */
function checkUpgradeCosts(file: CampaignFile, entries: readonly JournalEntry[]): void {
  const versions = new Map(file.decks.flatMap((deck) => deck.versions.map((version) => [version.id, version])));
  for (const { seq, event } of entries) {
    if (event.type !== 'deck_upgraded') continue;
    const version = versions.get(event.payload.deckVersionId);
    if (version && version.xpSpent !== event.payload.xpSpent)
      invalid(deCampaignInput.upgradeCostMismatch(seq, version.xpSpent, event.payload.xpSpent));
  }
}

/** The journal with the campaign named NAME: its first event says what it is called. */
function renamed(entries: JournalEntry[], name: string | undefined): JournalEntry[] {
  const [created, ...rest] = entries;
  if (name === undefined || created?.event.type !== 'campaign_created') return entries;
  return [
    { ...created, event: parseEvent({ type: 'campaign_created', payload: { ...created.event.payload, name } }) },
    ...rest,
  ];
}

/**
 * Imports a campaign file as a new campaign, with its decks; NAME, when given, replaces the name it was
 * exported with. `warnings` tells the deck slots dropped for a count of 0 or less.
 */
export function importCampaign(db: AppDatabase, input: unknown, name?: string): Appended & { warnings: DeckProblem[] } {
  const { file, entries: read, warnings } = checkedFile(input);
  const entries = renamed(read, name);
  return inTransaction(db, () => {
    const deckIds = new Map<number, number>();
    const versionIds = new Map<number, number>();
    for (const deck of file.decks) {
      const created = db.orm
        .insert(decks)
        .values({ name: deck.name, investigatorCode: deck.investigatorCode, createdAt: deck.versions[0]!.createdAt })
        .returning()
        .get();
      deckIds.set(deck.id, created.id);
      for (const { id, deck: json, ...version } of deck.versions) {
        const previous = json.previous_deck ? versionIds.get(Number(json.previous_deck)) : undefined;
        const stored = { ...json, previous_deck: previous ?? null };
        const row = db.orm
          .insert(deckVersions)
          .values({ ...version, deckId: created.id, deck: JSON.stringify(stored) })
          .returning()
          .get();
        versionIds.set(id, row.id);
      }
    }
    const { id: campaignId } = db.orm.insert(campaigns).values({ createdAt: entries[0]!.at }).returning().get();
    const imported = entries.map((entry) => ({ ...entry, event: remapped(entry.event, deckIds, versionIds) }));
    for (const { seq, event, at } of imported) {
      db.orm
        .insert(campaignEvents)
        .values({ campaignId, seq, type: event.type, payload: JSON.stringify(event.payload), createdAt: at })
        .run();
    }
    const state = reduceCampaign(imported);
    db.orm
      .insert(campaignProjections)
      .values({ campaignId, seq: state.seq, state: JSON.stringify(state) })
      .run();
    return { campaignId, seq: state.seq, state, warnings };
  });
}
