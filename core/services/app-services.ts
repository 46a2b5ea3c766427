import { AppError } from '../../shared/api/app-error.ts';
import type { MethodOutput, ParsedInput } from '../../shared/api/contract.ts';
import { type CardPool, createCardPool } from '../../shared/cards/card-pool.ts';
import { type AppDatabase, openDatabase } from '../db/database.ts';
import { databaseFile } from '../paths.ts';
import { arkhamDbBaseUrl } from './arkhamdb-client.ts';
import { CardImages } from './card-images.ts';
import { CardImportService } from './card-import-service.ts';
import { endIdleWriterThreads } from './card-source-writer.ts';
import { readCardPool } from './card-store.ts';
import { EventBus } from './event-bus.ts';
import { hasPrebuiltPool } from './prebuilt-pool.ts';

export interface AppServicesOptions {
  home: string;
  migrationsFolder: string;
  version: string;
  /** The card import's writing thread (see card-source-writer.ts); without it imports write on the main thread. */
  sourceWorker?: string;
  /** Native folder picker; only the Electron shell has one. */
  chooseFolder?: (title?: string) => Promise<string | undefined>;
  /** Prints or saves the window as PDF (`app.print`); only the Electron shell can. */
  print?: (request: ParsedInput<'app.print'>) => Promise<MethodOutput<'app.print'>>;
  /** Native file pickers (backups to and from a file); only the Electron shell has them. */
  chooseSaveFile?: (request: ParsedInput<'app.chooseSaveFile'>) => Promise<string | undefined>;
  chooseOpenFile?: (request: ParsedInput<'app.chooseOpenFile'>) => Promise<string | undefined>;
  /** Where card images are downloaded from; else ARKHAMDB_URL, else arkhamdb.com. */
  arkhamDbUrl?: string;
}

/** Everything the contract's handlers need, shared by Electron, the web host and the CLI. */
export class AppServices {
  readonly db: AppDatabase;
  readonly events = new EventBus();
  readonly cardImport: CardImportService;
  readonly cardImages: CardImages;
  private cachedPool: CardPool | undefined;

  constructor(readonly options: AppServicesOptions) {
    this.db = openDatabase(databaseFile(options.home), options.migrationsFolder);
    this.cardImport = new CardImportService(
      this.db,
      this.events,
      (pool) => {
        this.cachedPool = pool;
      },
      options.sourceWorker,
      () => this.cachedPool?.data,
    );
    this.cardImages = new CardImages(this.db, options.home, () => arkhamDbBaseUrl(options.arkhamDbUrl));
  }

  /** The imported pool, read once from SQLite or taken from the import that wrote it. */
  pool(): CardPool | undefined {
    if (!this.cachedPool) {
      const data = readCardPool(this.db);
      if (data) this.cachedPool = createCardPool(data);
    }
    return this.cachedPool;
  }

  /** The imported pool, or the typed refusal `no_card_pool` every caller gives when there is none. */
  requirePool(): CardPool {
    const pool = this.pool();
    if (!pool) throw new AppError('no_card_pool', { file: this.db.file });
    return pool;
  }

  /** After a restore the database holds another pool; read it again on next use. */
  forgetCachedPool(): void {
    this.cachedPool = undefined;
  }

  /** Imports from `folder` when the pool is still empty (ARKHAM_DATA at start). */
  async importIfEmpty(folder: string | undefined, onProgress?: Parameters<CardImportService['run']>[1]): Promise<void> {
    if (!folder || this.pool()) return;
    await this.cardImport.run(folder, onProgress);
  }

  /** Writes the pool shipped with the app when none is imported yet (a fresh installation). */
  async importPrebuiltIfEmpty(
    file: string | undefined,
    onProgress?: Parameters<CardImportService['run']>[1],
  ): Promise<void> {
    if (!hasPrebuiltPool(file) || this.pool()) return;
    await this.cardImport.installPrebuilt(file, onProgress);
  }

  close(): void {
    this.db.close();
    void endIdleWriterThreads();
  }
}
