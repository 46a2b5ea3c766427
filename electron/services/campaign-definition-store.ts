import { asc, eq } from 'drizzle-orm';
import { type CampaignDefinition, campaignDefinitionSchema } from '../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import type { RawCampaignData } from '../../shared/campaign/definitions/raw-campaign-data.ts';
import { type StoredGuide, storedGuides } from '../../shared/guide/stored-guide.ts';
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

/** Replaces the stored guides of the guided campaigns. */
export function writeCampaignGuides(db: AppDatabase, guides: StoredGuide[]): void {
  inTransaction(db, () => {
    db.orm.delete(campaignGuides).run();
    for (const stored of guides) {
      db.orm
        .insert(campaignGuides)
        .values({ id: stored.guide.campaignId, version: stored.guide.version, data: JSON.stringify(stored) })
        .run();
    }
  });
}

export function readCampaignGuide(db: AppDatabase, id: string): StoredGuide | undefined {
  const row = db.orm.select({ data: campaignGuides.data }).from(campaignGuides).where(eq(campaignGuides.id, id)).get();
  return row ? (JSON.parse(row.data) as StoredGuide) : undefined;
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
