import { readCardDataFolder } from '../../core/services/card-data-folder.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { type CardPool, createCardPool } from '../../shared/cards/card-pool.ts';
import { ARKHAMDB_DATA, FIXTURE_DATA } from './real-data.ts';

const cache = new Map<string, Promise<CardPool>>();

/** The pool of a data folder, read once per test process (per file; in the unit tests per worker). */
export function poolFrom(folder: string): Promise<CardPool> {
  let pool = cache.get(folder);
  if (!pool) {
    pool = readCardDataFolder(folder).then((raw) => createCardPool(buildCardPool(raw)));
    cache.set(folder, pool);
  }
  return pool;
}

export const realPool = () => poolFrom(ARKHAMDB_DATA);
export const fixturePool = () => poolFrom(FIXTURE_DATA);
