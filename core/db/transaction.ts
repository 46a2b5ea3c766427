import type { AppDatabase } from './database.ts';

/**
 * Runs `work` in one SQLite transaction: all of it is written, or none of it. BEGIN IMMEDIATE
 * takes the write lock first, so a second process (the CLI beside the app) waits instead of
 * reading a sequence number that is about to be taken.
 */
export function inTransaction<T>(db: AppDatabase, work: () => T): T {
  return db.sqlite.transaction(work).immediate();
}
