import path from 'node:path';
import { AppError } from '../../shared/api/app-error.ts';
import type { PoolSummary } from '../../shared/api/contract.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { rawCardDataFromApi } from '../../shared/cards/arkhamdb-api.ts';
import { buildCardPool, type CardPoolData } from '../../shared/cards/build-pool.ts';
import { type CardPool, createCardPool } from '../../shared/cards/card-pool.ts';
import { diffCardPools } from '../../shared/cards/pool-diff.ts';
import type { AppDatabase } from '../db/database.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import { arkhamDbBaseUrl, fetchArkhamDbAnswers } from './arkhamdb-client.ts';
import { backupBeforeCardImport } from './automatic-backups.ts';
import { findCampaignDataBeside, readCampaignDataFolder } from './campaign-data-folder.ts';
import { importCampaignDefinitions } from './campaign-definition-store.ts';
import { readCardSourceFolder } from './card-data-folder.ts';
import { type CardSourceFile, cardSourcesOfRaw, parseCardSources } from './card-sources.ts';
import { readCardPool, storeCardSources, summarizePool } from './card-store.ts';
import type { BackupInfo } from './database-backups.ts';
import { checkLatestDecks, markDecksIllegalAfterUpdate, validDeckIds } from './deck-legality.ts';
import type { EventBus } from './event-bus.ts';
import { installPrebuiltPoolFile } from './prebuilt-pool.ts';

type Progress = (progress: ImportProgress) => void;

/**
 * Replaces the pool with `files` (a data folder, or the ArkhamDB API's answers as files): checks
 * the saved decks against the old pool, builds the new one with `build` (a broken source fails
 * here and nothing is kept), writes an automatic backup, then makes the new pool the one in use
 * and marks the decks it made illegal in one transaction. Reports what changed; decks are never altered.
 */
export async function replaceCardPool(
  db: AppDatabase,
  files: CardSourceFile[] | Promise<CardSourceFile[]>,
  build: (files: CardSourceFile[]) => CardPoolData,
  source: string,
  { onProgress = () => {}, sourceWorker, before = readCardPool(db), onPool }: ReplaceOptions,
): Promise<PoolSummary> {
  const validBefore = validDeckIds(checkLatestDecks(db, before && createCardPool(before)));
  let backup: BackupInfo | undefined;
  const buildAndBackUp = (read: CardSourceFile[]) => {
    const data = build(read);
    backup = backupBeforeCardImport(db);
    return data;
  };
  let pool: CardPool | undefined;
  const markIllegal = (built: CardPoolData) => {
    pool = createCardPool(built);
    return markDecksIllegalAfterUpdate(db, validBefore, pool);
  };
  const { data, result: illegalDecks } = await storeCardSources(db, files, source, buildAndBackUp, markIllegal, {
    onProgress,
    sourceWorker,
  });
  if (pool) onPool?.(pool);
  onProgress({ phase: 'done', done: 1, total: 1 });
  return {
    ...summarizePool(data),
    changes: diffCardPools(before, data),
    illegalDecks,
    ...(backup ? { backup: backup.name } : {}),
  };
}

/** How an import writes, and the pool in use when the caller has it at hand (else read from the database). */
export interface ImportOptions {
  sourceWorker?: string;
  before?: CardPoolData;
  /** Receives the new pool once it is in use, so the app need not read it back. */
  onPool?: (pool: CardPool) => void;
}

interface ReplaceOptions extends ImportOptions {
  onProgress?: Progress;
}

/**
 * Imports the card pool and then, when an arkham-cards-data folder lies beside the card data,
 * the campaign definitions; without one the stored definitions stay. A broken campaign folder
 * rejects after the pool is written, leaving the previous definitions.
 */
export async function importCardData(
  db: AppDatabase,
  folder: string,
  onProgress: Progress = () => {},
  options: ImportOptions = {},
): Promise<PoolSummary> {
  const campaignFolder = await findCampaignDataBeside(folder);
  // With campaigns to follow, `done` is announced once, after them.
  const cardProgress = (progress: ImportProgress) => {
    if (!campaignFolder || progress.phase !== 'done') onProgress(progress);
  };
  const files = readCardSourceFolder(folder, onProgress);
  const build = (read: CardSourceFile[]) => buildCardPool(parseCardSources(read));
  const summary = await replaceCardPool(db, files, build, path.resolve(folder), {
    ...options,
    onProgress: cardProgress,
  });
  if (!campaignFolder) return summary;
  const campaigns = importCampaignDefinitions(db, await readCampaignDataFolder(campaignFolder, onProgress));
  onProgress({ phase: 'done', done: 1, total: 1 });
  return { ...summary, campaigns };
}

export interface OnlineUpdateOptions {
  /** Base address; without it ARKHAMDB_URL, else https://arkhamdb.com. */
  url?: string;
  timeoutMs?: number;
}

/** The online update: every answer fetched and checked first, then the same pipeline as a folder. */
export async function updateCardDataOnline(
  db: AppDatabase,
  options: OnlineUpdateOptions = {},
  onProgress: Progress = () => {},
  importOptions: ImportOptions = {},
): Promise<PoolSummary> {
  const base = arkhamDbBaseUrl(options.url);
  const answers = await fetchArkhamDbAnswers(base, { timeoutMs: options.timeoutMs, onProgress });
  const before = importOptions.before ?? readCardPool(db);
  const raw = rawCardDataFromApi(answers, before?.cycles);
  return replaceCardPool(db, cardSourcesOfRaw(raw), () => buildCardPool(raw), answers.source, {
    ...importOptions,
    onProgress,
    before,
  });
}

/** Runs one card import or update at a time and reports its progress as events. */
export class CardImportService {
  private running: Promise<PoolSummary> | undefined;
  private lastProgress: ImportProgress | undefined;

  constructor(
    private readonly db: AppDatabase,
    private readonly events: EventBus,
    /** After every import, also a failed one; with the new pool when one was written. */
    private readonly onImported: (pool?: CardPool) => void,
    private readonly sourceWorker?: string,
    /** The pool in use, kept by the app: no need to read it again to compare. */
    private readonly currentPool: () => CardPoolData | undefined = () => undefined,
  ) {}

  private fresh: CardPool | undefined;

  private importOptions(): ImportOptions {
    return { sourceWorker: this.sourceWorker, before: this.currentPool(), onPool: (pool) => (this.fresh = pool) };
  }

  get importing(): boolean {
    return this.running !== undefined;
  }

  get progress(): ImportProgress | undefined {
    return this.running ? this.lastProgress : undefined;
  }

  /** Starts an import; resolves with the summary, rejects with a CardDataError or CampaignDataError. */
  run(folder: string, onProgress: Progress = () => {}): Promise<PoolSummary> {
    return this.start((report) => importCardData(this.db, folder, report, this.importOptions()), onProgress);
  }

  /** Starts an online update from ArkhamDB; rejects with a CardUpdateError having changed nothing. */
  update(options: OnlineUpdateOptions = {}, onProgress: Progress = () => {}): Promise<PoolSummary> {
    return this.start((report) => updateCardDataOnline(this.db, options, report, this.importOptions()), onProgress);
  }

  /** Writes the pool shipped with the app (first start, nothing imported yet). */
  installPrebuilt(file: string, onProgress: Progress = () => {}): Promise<PoolSummary> {
    return this.start((report) => installPrebuiltPoolFile(this.db, file, report, this.sourceWorker), onProgress);
  }

  private start(work: (report: Progress) => Promise<PoolSummary>, onProgress: Progress): Promise<PoolSummary> {
    if (this.running) throw new AppError('import_running');
    const report = (progress: ImportProgress) => {
      this.lastProgress = progress;
      onProgress(progress);
      this.events.emit('cards:import-progress', progress);
    };
    this.fresh = undefined;
    this.running = (async () => {
      try {
        const summary = await work(report);
        this.onImported(this.fresh);
        this.events.emit('cards:import-finished', { ok: true, summary });
        return summary;
      } catch (error) {
        // A broken campaign folder fails after the new pool is written.
        this.onImported(this.fresh);
        const { code, details } = errorCodeAndDetails(error);
        this.events.emit('cards:import-finished', { ok: false, code, details: { ...details } });
        throw error;
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
