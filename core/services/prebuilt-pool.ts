import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { z } from 'zod';
import type { PoolSummary } from '../../shared/api/contract.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { type CampaignDefinition, campaignDefinitionSchema } from '../../shared/campaign/campaign-definition.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { diffCardPools } from '../../shared/cards/pool-diff.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { findCampaignDataBeside, readCampaignDataFolder } from './campaign-data-folder.ts';
import { writeCampaignDefinitions } from './campaign-definition-store.ts';
import { readCardSourceFolder, resolveCardDataFolder } from './card-data-folder.ts';
import { type CardSourceFile, parseCardSources } from './card-sources.ts';
import { storeCardSources, summarizePool } from './card-store.ts';

// A card pool built at packaging time (`npm run build:pool -- DATA_FOLDER`) and shipped beside the
// app, so a fresh installation needs no data folder: on first start, while no pool is imported,
// it is written to the database like an import. The card files as the import reads them, and the
// campaign definitions built (the German campaign catalogues alone are ~20 MB, the definitions a
// fraction of that).

export const PREBUILT_POOL_FILE = 'card-pool.json.gz';
const FORMAT = 'arkham-logbuch-kartenbestand';
/** 2: the card data folder's files (1 held the merged pool, which the database no longer keeps). */
const VERSION = 2;

export interface PrebuiltPool {
  format: typeof FORMAT;
  version: typeof VERSION;
  builtAt: string;
  /** The data folder's name, shown as the pool's source. */
  source: string;
  /** The files of the data folder the import reads, as text. */
  files: { path: string; text: string }[];
  campaigns?: CampaignDefinition[];
}

type Progress = (progress: ImportProgress) => void;

/** Reads a data folder (and arkham-cards-data beside it) and packs what the app would import. */
export async function buildPrebuiltPool(
  folder: string,
  onProgress: Progress = () => {},
  now = new Date(),
): Promise<PrebuiltPool> {
  const files = await readCardSourceFolder(folder, onProgress);
  // Refuses a broken folder before anything is written.
  buildCardPool(parseCardSources(files));
  const campaignFolder = await findCampaignDataBeside(folder);
  const campaigns = campaignFolder
    ? buildCampaignDefinitions(await readCampaignDataFolder(campaignFolder, onProgress))
    : undefined;
  // Named by the card folder itself, also when given the folder holding it (../shared/data).
  const source = path.basename(await resolveCardDataFolder(folder));
  const decoder = new TextDecoder();
  return {
    format: FORMAT,
    version: VERSION,
    builtAt: now.toISOString(),
    source,
    files: files.map((file) => ({ path: file.path, text: decoder.decode(file.bytes) })),
    ...(campaigns ? { campaigns } : {}),
  };
}

export async function writePrebuiltPool(snapshot: PrebuiltPool, file: string): Promise<number> {
  const packed = await promisify(gzip)(JSON.stringify(snapshot), { level: 9 });
  await writeFile(file, packed);
  return packed.length;
}

const snapshotSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  builtAt: z.string(),
  source: z.string(),
  files: z.array(z.object({ path: z.string().min(1), text: z.string() })).min(1),
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
    throw new CardDataError('invalid_file', {
      path: name,
      reason: deCardData.notOurPool(issue?.path.join('.') ?? '', issue?.message ?? ''),
    });
  }
  return parsed.data as PrebuiltPool;
}

/** The shipped files as the import stores them. */
export function prebuiltSources(snapshot: PrebuiltPool): CardSourceFile[] {
  const encoder = new TextEncoder();
  return snapshot.files.map((file) => ({ path: file.path, bytes: encoder.encode(file.text) }));
}

/** Writes the shipped pool and its campaign definitions in one transaction; a first import, so nothing to compare or back up. */
export async function installPrebuiltPool(
  db: AppDatabase,
  snapshot: PrebuiltPool,
  onProgress: Progress = () => {},
  sourceWorker?: string,
): Promise<PoolSummary> {
  const source = deCardData.shippedSource(snapshot.source, snapshot.builtAt.slice(0, 10));
  const files = prebuiltSources(snapshot);
  const build = (read: CardSourceFile[]) => {
    const data = buildCardPool(parseCardSources(read));
    if (summarizePool(data).investigators === 0)
      throw new CardDataError('no_player_cards', { path: PREBUILT_POOL_FILE });
    return data;
  };
  const { data } = await storeCardSources(
    db,
    files,
    source,
    build,
    () => snapshot.campaigns && writeCampaignDefinitions(db, snapshot.campaigns),
    { onProgress, sourceWorker },
  );
  onProgress({ phase: 'done', done: 1, total: 1 });
  return {
    ...summarizePool(data),
    ...(snapshot.campaigns ? { campaigns: snapshot.campaigns.length } : {}),
    changes: diffCardPools(undefined, data),
    illegalDecks: [],
  };
}

export async function installPrebuiltPoolFile(
  db: AppDatabase,
  file: string,
  onProgress: Progress = () => {},
  sourceWorker?: string,
): Promise<PoolSummary> {
  onProgress({ phase: 'read', done: 0, total: 1, file: path.basename(file) });
  const snapshot = await readPrebuiltPool(file);
  onProgress({ phase: 'read', done: 1, total: 1, file: path.basename(file) });
  return installPrebuiltPool(db, snapshot, onProgress, sourceWorker);
}

export const hasPrebuiltPool = (file: string | undefined): file is string => Boolean(file && existsSync(file));
