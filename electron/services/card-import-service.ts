import path from 'node:path';
import { AppError } from '../../shared/api/app-error.ts';
import type { PoolSummary } from '../../shared/api/contract.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import type { AppDatabase } from '../db/database.ts';
import { readCardDataFolder } from './card-data-folder.ts';
import { importCardPool } from './card-store.ts';
import type { EventBus } from './event-bus.ts';

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

  /** Starts an import; resolves with the summary, rejects with a CardDataError. */
  run(folder: string, onProgress: (progress: ImportProgress) => void = () => {}): Promise<PoolSummary> {
    if (this.running) throw new AppError('import_running');
    const report = (progress: ImportProgress) => {
      this.lastProgress = progress;
      onProgress(progress);
      this.events.emit('cards:import-progress', progress);
    };
    this.running = (async () => {
      try {
        const raw = await readCardDataFolder(folder, report);
        const summary = importCardPool(this.db, raw, path.resolve(folder), report);
        this.onImported();
        this.events.emit('cards:import-finished', { ok: true, summary });
        return summary;
      } catch (error) {
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
