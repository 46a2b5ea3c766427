import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { z } from 'zod';
import type { PoolSummary } from '../../shared/api/contract.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { campaignDefinitionSchema, type CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import { buildCardPool, type CardPoolData } from '../../shared/cards/build-pool.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { diffCardPools } from '../../shared/cards/pool-diff.ts';
import type { AppDatabase } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { readCardDataFolder, resolveCardDataFolder } from './card-data-folder.ts';
import { summarizePool, writeCardPool } from './card-store.ts';
import { findCampaignDataBeside, readCampaignDataFolder } from './campaign-data-folder.ts';
import { writeCampaignDefinitions } from './campaign-definition-store.ts';

// A card pool built at packaging time (`npm run build:pool -- DATA_FOLDER`) and shipped beside the
// app, so a fresh installation needs no data folder: on first start, while no pool is imported,
// it is written to the database like an import. Built data, not the raw files: the German
// campaign catalogues alone are ~20 MB, the built definitions a fraction of that.

export const PREBUILT_POOL_FILE = 'card-pool.json.gz';
const FORMAT = 'arkham-logbuch-kartenbestand';
const VERSION = 1;

export interface PrebuiltPool {
  format: typeof FORMAT;
  version: typeof VERSION;
  builtAt: string;
  /** The data folder's name, shown as the pool's source. */
  source: string;
  pool: CardPoolData;
  campaigns?: CampaignDefinition[];
}

type Progress = (progress: ImportProgress) => void;

/** Reads a data folder (and arkham-cards-data beside it) and builds what the app would import. */
export async function buildPrebuiltPool(folder: string, onProgress: Progress = () => {}, now = new Date()): Promise<PrebuiltPool> {
  const pool = buildCardPool(await readCardDataFolder(folder, onProgress));
  const campaignFolder = await findCampaignDataBeside(folder);
  const campaigns = campaignFolder ? buildCampaignDefinitions(await readCampaignDataFolder(campaignFolder, onProgress)) : undefined;
  // Named by the card folder itself, also when given the folder holding it (../shared/data).
  const source = path.basename(await resolveCardDataFolder(folder));
  return { format: FORMAT, version: VERSION, builtAt: now.toISOString(), source, pool: { ...pool, duplicateRecords: [] }, ...(campaigns ? { campaigns } : {}) };
}

export async function writePrebuiltPool(snapshot: PrebuiltPool, file: string): Promise<number> {
  const packed = await promisify(gzip)(JSON.stringify(snapshot), { level: 9 });
  await writeFile(file, packed);
  return packed.length;
}

const record = z.looseObject({ code: z.string().min(1) });
const snapshotSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  builtAt: z.string(),
  source: z.string(),
  pool: z.object({
    cards: z.array(z.looseObject({ code: z.string().min(1), pack_code: z.string(), type_code: z.string(), faction_code: z.string() })).min(1),
    packs: z.array(record),
    cycles: z.array(record),
    taboos: z.array(z.looseObject({ id: z.number(), code: z.string(), cards: z.array(record) })),
    labels: z.looseObject({ factions: z.record(z.string(), z.string()), types: z.record(z.string(), z.string()), subtypes: z.record(z.string(), z.string()) }),
  }),
  campaigns: z.array(campaignDefinitionSchema).optional(),
});

/** Unpacks and checks a shipped pool; a damaged or foreign file is refused in German. */
export async function readPrebuiltPool(file: string): Promise<PrebuiltPool> {
  const name = path.basename(file);
  let json: unknown;
  try {
    json = JSON.parse((await promisify(gunzip)(await readFile(file))).toString('utf8'));
  } catch (error) {
    throw new CardDataError('invalid_json', { path: name, reason: (error as Error).message });
  }
  const parsed = snapshotSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CardDataError('invalid_file', { path: name, reason: `kein Kartenbestand von Arkham Logbuch: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() });
  }
  // Checked above as far as the app relies on it; the cards are the builder's own output.
  const snapshot = json as PrebuiltPool;
  if (summarizePool(snapshot.pool).investigators === 0) throw new CardDataError('no_player_cards', { path: name });
  return { ...snapshot, pool: { ...snapshot.pool, duplicateRecords: [] }, ...(parsed.data.campaigns ? { campaigns: parsed.data.campaigns } : {}) };
}

/** Writes the shipped pool and its campaign definitions in one transaction; a first import, so nothing to compare or back up. */
export function installPrebuiltPool(db: AppDatabase, snapshot: PrebuiltPool, onProgress: Progress = () => {}): PoolSummary {
  const source = `${snapshot.source} (mitgeliefert, Stand ${snapshot.builtAt.slice(0, 10)})`;
  inTransaction(db, () => {
    writeCardPool(db, snapshot.pool, source, onProgress);
    if (snapshot.campaigns) writeCampaignDefinitions(db, snapshot.campaigns);
  });
  onProgress({ phase: 'done', done: 1, total: 1 });
  return {
    ...summarizePool(snapshot.pool),
    ...(snapshot.campaigns ? { campaigns: snapshot.campaigns.length } : {}),
    changes: diffCardPools(undefined, snapshot.pool),
    illegalDecks: [],
  };
}

export async function installPrebuiltPoolFile(db: AppDatabase, file: string, onProgress: Progress = () => {}): Promise<PoolSummary> {
  onProgress({ phase: 'read', done: 0, total: 1, file: path.basename(file) });
  const snapshot = await readPrebuiltPool(file);
  onProgress({ phase: 'read', done: 1, total: 1, file: path.basename(file) });
  return installPrebuiltPool(db, snapshot, onProgress);
}

export const hasPrebuiltPool = (file: string | undefined): file is string => Boolean(file && existsSync(file));
