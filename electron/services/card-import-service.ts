import path from 'node:path';
import { AppError } from '../../shared/api/app-error.ts';
import type { PoolSummary } from '../../shared/api/contract.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import type { AppDatabase } from '../db/database.ts';
import { readCardDataFolder } from './card-data-folder.ts';
import { importCardPool } from './card-store.ts';
import { findCampaignDataBeside, readCampaignDataFolder } from './campaign-data-folder.ts';
import { importCampaignDefinitions } from './campaign-definition-store.ts';
import type { EventBus } from './event-bus.ts';

/**
 * Imports the card pool and then, when an arkham-cards-data folder lies beside the card data,
 * the campaign definitions; without one the stored definitions stay. A broken campaign folder
 * rejects after the pool is written, leaving the previous definitions.
 */
export async function importCardData(db: AppDatabase, folder: string, onProgress: (progress: ImportProgress) => void = () => {}): Promise<PoolSummary> {
  const raw = await readCardDataFolder(folder, onProgress);
  const campaignFolder = await findCampaignDataBeside(folder);
  // With campaigns to follow, `done` is announced once, after them.
  const cardProgress = (progress: ImportProgress) => {
    if (!campaignFolder || progress.phase !== 'done') onProgress(progress);
  };
  const summary = importCardPool(db, raw, path.resolve(folder), cardProgress);
  if (!campaignFolder) return summary;
  const campaigns = importCampaignDefinitions(db, await readCampaignDataFolder(campaignFolder, onProgress));
  onProgress({ phase: 'done', done: 1, total: 1 });
  return { ...summary, campaigns };
}

/** Runs one card import at a time and reports its progress as events. */
export class CardImportService {
  private running: Promise<PoolSummary> | undefined;
  private lastProgress: ImportProgress | undefined;

  constructor(
    private readonly db: AppDatabase,
    private readonly events: EventBus,
    private readonly onImported: () => void,
  ) {}

  get importing(): boolean {
    return this.running !== undefined;
  }

  get progress(): ImportProgress | undefined {
    return this.running ? this.lastProgress : undefined;
  }

  /** Starts an import; resolves with the summary, rejects with a CardDataError or CampaignDataError. */
  run(folder: string, onProgress: (progress: ImportProgress) => void = () => {}): Promise<PoolSummary> {
    if (this.running) throw new AppError('import_running');
    const report = (progress: ImportProgress) => {
      this.lastProgress = progress;
      onProgress(progress);
      this.events.emit('cards:import-progress', progress);
    };
    this.running = (async () => {
      try {
        const summary = await importCardData(this.db, folder, report);
        this.onImported();
        this.events.emit('cards:import-finished', { ok: true, summary });
        return summary;
      } catch (error) {
        // A broken campaign folder fails after the new pool is written.
        this.onImported();
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
