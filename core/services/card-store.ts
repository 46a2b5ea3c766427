import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/api/app-error.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { buildCardPool, type CardPoolData, isPlayerCard } from '../../shared/cards/build-pool.ts';
import { activateSources, activeSources } from '../db/card-source-rows.ts';
import type { AppDatabase } from '../db/database.ts';
import { cardPoolInfo } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { stageCardSources } from './card-source-writer.ts';
import { type CardSourceFile, parseCardSources } from './card-sources.ts';

export interface PoolSummary {
  cards: number;
  playerCards: number;
  investigators: number;
  parallelInvestigators: number;
  packs: number;
  tabooLists: number;
}

export function summarizePool(data: CardPoolData): PoolSummary {
  const distinct = data.cards.filter((card) => isPlayerCard(card) && !card.duplicate_of);
  const investigators = distinct.filter((card) => card.type_code === 'investigator' && !card.hidden);
  return {
    cards: data.cards.length,
    playerCards: distinct.length,
    investigators: investigators.length,
    parallelInvestigators: investigators.filter((card) => card.alternate_of).length,
    packs: data.packs.length,
    tabooLists: data.taboos.length,
  };
}

/** Options of a card import. */
export interface StoreOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** The card-source worker bundle (see card-source-writer.ts); without it the files are written on this thread. */
  sourceWorker?: string;
}

/** A stored import: the pool now in use and what `alsoWrite` returned. */
export interface StoredImport<T> {
  data: CardPoolData;
  result: T;
}

/**
 * Runs `work` without SQLite moving the WAL into the database at its commit: after the worker
 * wrote an import the WAL holds some 10 MB, which the worker itself checkpoints afterwards.
 */
function withoutCheckpoint<T>(db: AppDatabase, work: () => T): T {
  const previous = db.sqlite.pragma('wal_autocheckpoint', { simple: true }) as number;
  db.sqlite.pragma('wal_autocheckpoint = 0');
  try {
    return work();
  } finally {
    db.sqlite.pragma(`wal_autocheckpoint = ${previous}`);
  }
}

/**
 * Replaces the pool with `files`: they are written as a new import (the writing thread starts
 * before they are read) while `build` merges and checks them (a broken source fails here and the
 * written files are forgotten), then, in one transaction, the new import becomes the pool in use
 * together with whatever `alsoWrite` writes. A failure at any point, or a killed process, leaves
 * the previous pool exactly as it was.
 */
export async function storeCardSources<T>(
  db: AppDatabase,
  files: CardSourceFile[] | Promise<CardSourceFile[]>,
  source: string,
  build: (files: CardSourceFile[]) => CardPoolData,
  alsoWrite: (data: CardPoolData) => T,
  { onProgress = () => {}, sourceWorker }: StoreOptions = {},
): Promise<StoredImport<T>> {
  const staged = stageCardSources(db, files, sourceWorker);
  try {
    const read = await files;
    onProgress({ phase: 'merge', done: 0, total: 1 });
    const data = build(read);
    onProgress({ phase: 'merge', done: 1, total: 1 });
    onProgress({ phase: 'write', done: 0, total: 1 });
    const importId = await staged.written;
    const result = withoutCheckpoint(db, () =>
      inTransaction(db, () => {
        if (!activateSources(db.sqlite, importId, read.length)) throw new AppError('import_running');
        db.orm
          .insert(cardPoolInfo)
          .values([
            { key: 'source', value: source },
            { key: 'importedAt', value: new Date().toISOString() },
          ])
          .onConflictDoUpdate({ target: cardPoolInfo.key, set: { value: sql`excluded.value` } })
          .run();
        return alsoWrite(data);
      }),
    );
    onProgress({ phase: 'write', done: 1, total: 1 });
    // Clearing the replaced files runs beside; cardSourcesSettled() waits for it.
    void staged.finish();
    return { data, result };
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** Imports the files of a data folder (or the files once read) as the pool; returns what was imported. */
export async function importCardPool(
  db: AppDatabase,
  files: CardSourceFile[] | Promise<CardSourceFile[]>,
  source: string,
  options: StoreOptions = {},
): Promise<StoredImport<PoolSummary>> {
  const stored = await storeCardSources(
    db,
    files,
    source,
    (read) => buildCardPool(parseCardSources(read)),
    () => undefined,
    options,
  );
  options.onProgress?.({ phase: 'done', done: 1, total: 1 });
  return { ...stored, result: summarizePool(stored.data) };
}

/** Reads the stored pool back (merging its files); `undefined` when nothing was imported yet. */
export function readCardPool(db: AppDatabase): CardPoolData | undefined {
  const files = activeSources(db.sqlite);
  return files.length === 0 ? undefined : buildCardPool(parseCardSources(files));
}

export function poolSource(db: AppDatabase): { source?: string; importedAt?: string } {
  const info = new Map(
    db.orm
      .select()
      .from(cardPoolInfo)
      .all()
      .map((row) => [row.key, row.value]),
  );
  return { source: info.get('source'), importedAt: info.get('importedAt') };
}
