import path from 'node:path';
import { AppError } from '../../shared/api/app-error.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { type CardPool, createCardPool } from '../../shared/cards/card-pool.ts';
import { openDatabase } from '../db/database.ts';
import { fileLocations, logbuchHome } from '../paths.ts';
import { AppServices } from '../services/app-services.ts';
import { readCardDataFolder } from '../services/card-data-folder.ts';
import { readCardPool } from '../services/card-store.ts';
import { reportImportProgress } from './progress-printer.ts';

export interface CardSourceOptions {
  data?: string;
  db?: string;
}

const LOCATIONS = fileLocations(path.resolve(import.meta.dirname, '..', '..'));
export const MIGRATIONS_FOLDER = LOCATIONS.migrationsFolder;
/** The card import's writing thread as `npm run build:electron` leaves it; imports write on the main thread without it. */
export const SOURCE_WORKER = LOCATIONS.sourceWorker;

/**
 * The card pool a command works on (docs/command-line.md "Card data"): `--data DIR` read directly,
 * `--db FILE` a database `cards import` filled, else the app's own database — imported from
 * ARKHAM_DATA first when it is still empty.
 */
export async function loadCardPool(options: CardSourceOptions): Promise<CardPool> {
  if (options.data) return createCardPool(buildCardPool(await readCardDataFolder(options.data)));
  if (options.db) {
    const db = openDatabase(path.resolve(options.db), MIGRATIONS_FOLDER);
    try {
      const data = readCardPool(db);
      if (!data) throw new AppError('no_card_pool', { file: options.db });
      return createCardPool(data);
    } finally {
      db.close();
    }
  }
  const services = new AppServices({
    home: logbuchHome(),
    migrationsFolder: MIGRATIONS_FOLDER,
    sourceWorker: SOURCE_WORKER,
    version: '',
  });
  try {
    await services.importIfEmpty(process.env.ARKHAM_DATA, reportImportProgress);
    return services.requirePool();
  } finally {
    services.close();
  }
}
