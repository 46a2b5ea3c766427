import { asc, eq } from 'drizzle-orm';
import { type CampaignDefinition, campaignDefinitionSchema } from '../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import type { RawCatalog } from '../../shared/campaign/definitions/german-dictionary.ts';
import type { RawCampaignData } from '../../shared/campaign/definitions/raw-campaign-data.ts';
import { type StoredGuide, type StoredGuides, storedGuides } from '../../shared/guide/stored-guide.ts';
import { isGuided } from '../../shared/guide/supported-campaigns.ts';
import { encounterSetEntries } from '../../shared/guide/text/encounter-set-names.ts';
import type { GuideData } from '../../shared/guide/types.ts';
import { listedCampaignName } from '../../shared/i18n/de/campaign-names.ts';
import type { AppDatabase } from '../db/database.ts';
import { campaignDefinitions, campaignGuides } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

// The imported campaign definitions (table campaign_definitions): replaced as a whole, read
// back as the shared type.

/** Replaces every definition in one transaction: on failure the previous ones stay. */
export function writeCampaignDefinitions(db: AppDatabase, definitions: CampaignDefinition[]): void {
  inTransaction(db, () => {
    db.orm.delete(campaignDefinitions).run();
    for (const definition of definitions) {
      db.orm
        .insert(campaignDefinitions)
        .values({
          id: definition.id,
          position: definition.position,
          kind: definition.kind,
          name: definition.name,
          data: JSON.stringify(definition),
        })
        .run();
    }
  });
}

/** The row beside the guides that holds the German catalogs of every campaign guide. */
const CATALOGS_ROW = '$catalogs';
/** The row with the encounter sets' codes and English names (setups name them in German through the catalogs). */
const ENCOUNTER_SETS_ROW = '$encounter_sets';

/** Replaces the stored guides of the guided campaigns and their German catalogs. */
export function writeCampaignGuides(db: AppDatabase, stored: StoredGuides): void {
  readGuides.delete(db);
  inTransaction(db, () => {
    db.orm.delete(campaignGuides).run();
    for (const guide of stored.guides) {
      db.orm
        .insert(campaignGuides)
        .values({ id: guide.campaignId, version: guide.version, data: JSON.stringify(guide) })
        .run();
    }
    db.orm
      .insert(campaignGuides)
      .values({ id: CATALOGS_ROW, version: 0, data: JSON.stringify(stored.catalogs) })
      .run();
    db.orm
      .insert(campaignGuides)
      .values({ id: ENCOUNTER_SETS_ROW, version: 0, data: JSON.stringify(stored.encounterSets) })
      .run();
  });
}

const guideRow = (db: AppDatabase, id: string) =>
  db.orm.select({ data: campaignGuides.data }).from(campaignGuides).where(eq(campaignGuides.id, id)).get();

/** A guide row (with its side stories about a megabyte of JSON) changes only with an import: parsed once per text. */
const parsedGuides = new Map<string, { text: string; guide: GuideData }>();
function guideOfRow(id: string, text: string): GuideData {
  const parsed = parsedGuides.get(id);
  if (parsed?.text === text) return parsed.guide;
  const guide = JSON.parse(text) as GuideData;
  parsedGuides.set(id, { text, guide });
  return guide;
}

/** The catalogs row changes only with an import: parsed once per text (about 6 MB of JSON), then shared. */
let parsedCatalogs: { text: string; catalogs: RawCatalog[] } | undefined;
function catalogsOf(text: string): RawCatalog[] {
  if (parsedCatalogs?.text !== text) parsedCatalogs = { text, catalogs: JSON.parse(text) as RawCatalog[] };
  return parsedCatalogs.catalogs;
}

/**
 * The guides as read, per database until it changes: reading one means about 7 MB of rows (guide
 * and catalogs), which took 50–100 ms of every guide call. SQLite's `data_version` changes when
 * another connection (the CLI, an import worker) commits; this connection's own import clears them.
 */
const readGuides = new WeakMap<AppDatabase, { version: number; guides: Map<string, StoredGuide | undefined> }>();

export function readCampaignGuide(db: AppDatabase, id: string): StoredGuide | undefined {
  const version = db.sqlite.pragma('data_version', { simple: true }) as number;
  let read = readGuides.get(db);
  if (read?.version !== version) {
    read = { version, guides: new Map() };
    readGuides.set(db, read);
  }
  if (!read.guides.has(id)) read.guides.set(id, readGuideRows(db, id));
  return read.guides.get(id);
}

function readGuideRows(db: AppDatabase, id: string): StoredGuide | undefined {
  const row = id === CATALOGS_ROW || id === ENCOUNTER_SETS_ROW ? undefined : guideRow(db, id);
  if (!row) return undefined;
  const catalogs = guideRow(db, CATALOGS_ROW);
  const encounterSets = guideRow(db, ENCOUNTER_SETS_ROW);
  return {
    guide: guideOfRow(id, row.data),
    catalogs: catalogs ? catalogsOf(catalogs.data) : [],
    encounterSets: encounterSets ? encounterSetEntries(JSON.parse(encounterSets.data)) : [],
  };
}

/** Builds the definitions (and the guides of the guided campaigns) from a read folder and stores them; returns how many definitions there are. */
export function importCampaignDefinitions(db: AppDatabase, raw: RawCampaignData): number {
  const definitions = buildCampaignDefinitions(raw);
  const guides = storedGuides(raw);
  inTransaction(db, () => {
    writeCampaignDefinitions(db, definitions);
    writeCampaignGuides(db, guides);
  });
  return definitions.length;
}

const parseRow = (row: { data: string }) => campaignDefinitionSchema.parse(JSON.parse(row.data));

export function readCampaignDefinitions(db: AppDatabase): CampaignDefinition[] {
  return db.orm
    .select({ data: campaignDefinitions.data })
    .from(campaignDefinitions)
    .orderBy(asc(campaignDefinitions.position))
    .all()
    .map(parseRow);
}

export function readCampaignDefinition(db: AppDatabase, id: string): CampaignDefinition | undefined {
  const row = db.orm
    .select({ data: campaignDefinitions.data })
    .from(campaignDefinitions)
    .where(eq(campaignDefinitions.id, id))
    .get();
  return row ? parseRow(row) : undefined;
}

/** The names of the guided campaigns, in the campaign list's order and spelling, a fan-made one marked so. */
export function readGuidedCampaignNames(db: AppDatabase): string[] {
  return db.orm
    .select({ id: campaignDefinitions.id, data: campaignDefinitions.data })
    .from(campaignDefinitions)
    .orderBy(asc(campaignDefinitions.position))
    .all()
    .filter((row) => isGuided(row.id))
    .map(parseRow)
    .map((definition) => listedCampaignName(definition.name, definition.official));
}
