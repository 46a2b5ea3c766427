import type { AppDatabase } from './database.ts';

/** Runs `work` in one SQLite transaction: all of it is written, or none of it. */
export function inTransaction<T>(db: AppDatabase, work: () => T): T {
  return db.sqlite.transaction(work)();
}
