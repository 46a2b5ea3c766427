import { asc, eq } from 'drizzle-orm';
import { type CampaignDefinition, campaignDefinitionSchema } from '../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import type { RawCampaignData } from '../../shared/campaign/definitions/raw-campaign-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { campaignDefinitions } from '../db/schema.ts';
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

/** Builds the definitions from a read folder and stores them; returns how many there are. */
export function importCampaignDefinitions(db: AppDatabase, raw: RawCampaignData): number {
  const definitions = buildCampaignDefinitions(raw);
  writeCampaignDefinitions(db, definitions);
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
