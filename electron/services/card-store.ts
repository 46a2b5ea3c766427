import { buildCardPool, isPlayerCard, type CardPoolData } from '../../shared/cards/build-pool.ts';
import type { Card, GermanLabels, TabooList } from '../../shared/cards/card-types.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import type { RawCardData } from '../../shared/cards/raw-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { cardPoolInfo, cards, cycles, packs, tabooLists } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

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

const WRITE_CHUNK = 500;
/** SQLite page cache during the write (KiB): room for the whole pool (~11 MB), so no page is spilled mid-transaction and written twice. */
const WRITE_CACHE_KIB = 32 * 1024;

function withPageCache<T>(db: AppDatabase, kib: number, work: () => T): T {
  const previous = db.sqlite.pragma('cache_size', { simple: true }) as number;
  db.sqlite.pragma(`cache_size = -${kib}`);
  try {
    return work();
  } finally {
    db.sqlite.pragma(`cache_size = ${previous}`);
  }
}

/** Deletes the stored pool and inserts `data`; runs inside the caller's transaction. */
function replacePoolRows(db: AppDatabase, data: CardPoolData, source: string, onProgress: (progress: ImportProgress) => void): void {
  const { orm } = db;
  // One raw statement: drizzle's placeholder mapping cost more per row than SQLite's insert.
  const insertCard = db.sqlite.prepare(
    'INSERT INTO cards (code, pack_code, name, name_de, faction_code, type_code, is_player, hidden, duplicate_of, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const total = data.cards.length;
  orm.delete(cards).run();
  orm.delete(packs).run();
  orm.delete(cycles).run();
  orm.delete(tabooLists).run();
  orm.delete(cardPoolInfo).run();
  if (data.cycles.length) orm.insert(cycles).values(data.cycles.map((c) => ({ code: c.code, name: c.name, nameDe: c.name_de, position: c.position }))).run();
  if (data.packs.length)
    orm
      .insert(packs)
      .values(
        data.packs.map((p) => ({
          code: p.code,
          cycleCode: p.cycle_code,
          name: p.name,
          nameDe: p.name_de,
          position: p.position,
          dateRelease: p.date_release ?? null,
          size: p.size ?? null,
        })),
      )
      .run();
  data.cards.forEach((card, index) => {
    const { code, pack_code, name, de, faction_code, type_code, hidden, duplicate_of } = card;
    insertCard.run(code, pack_code, name, de?.name ?? null, faction_code, type_code, isPlayerCard(card) ? 1 : 0, hidden ? 1 : 0, duplicate_of ?? null, JSON.stringify(card));
    if ((index + 1) % WRITE_CHUNK === 0 || index + 1 === total) onProgress({ phase: 'write', done: index + 1, total });
  });
  for (const list of data.taboos) {
    orm
      .insert(tabooLists)
      .values({ id: list.id, code: list.code, name: list.name, dateStart: list.date_start, active: list.active, cards: JSON.stringify(list.cards) })
      .run();
  }
  orm
    .insert(cardPoolInfo)
    .values([
      { key: 'source', value: source },
      { key: 'importedAt', value: new Date().toISOString() },
      { key: 'labels', value: JSON.stringify(data.labels) },
    ])
    .run();
}

/**
 * Replaces the whole card pool in one transaction: a failure at any point (or a killed
 * process) leaves the previous pool exactly as it was.
 */
export function writeCardPool(
  db: AppDatabase,
  data: CardPoolData,
  source: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): void {
  withPageCache(db, WRITE_CACHE_KIB, () => inTransaction(db, () => replacePoolRows(db, data, source, onProgress)));
}

/** Builds the pool from raw files and writes it; returns what was imported. */
export function importCardPool(
  db: AppDatabase,
  raw: RawCardData,
  source: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): PoolSummary {
  onProgress({ phase: 'merge', done: 0, total: 1 });
  const data = buildCardPool(raw);
  onProgress({ phase: 'merge', done: 1, total: 1 });
  writeCardPool(db, data, source, onProgress);
  const summary = summarizePool(data);
  onProgress({ phase: 'done', done: 1, total: 1 });
  return summary;
}

/** Reads the stored pool back; `undefined` when nothing was imported yet. */
export function readCardPool(db: AppDatabase): CardPoolData | undefined {
  const { orm } = db;
  const cardRows = db.sqlite.prepare('SELECT data FROM cards').pluck().all() as string[];
  if (cardRows.length === 0) return undefined;
  const info = new Map(orm.select().from(cardPoolInfo).all().map((row) => [row.key, row.value]));
  return {
    cards: cardRows.map((row) => JSON.parse(row) as Card),
    packs: orm
      .select()
      .from(packs)
      .all()
      .map((p) => ({ code: p.code, cycle_code: p.cycleCode, name: p.name, name_de: p.nameDe ?? undefined, position: p.position, date_release: p.dateRelease, size: p.size })),
    cycles: orm
      .select()
      .from(cycles)
      .all()
      .map((c) => ({ code: c.code, name: c.name, name_de: c.nameDe ?? undefined, position: c.position })),
    taboos: orm
      .select()
      .from(tabooLists)
      .all()
      .map((t): TabooList => ({ id: t.id, code: t.code, name: t.name, date_start: t.dateStart, active: t.active, cards: JSON.parse(t.cards) })),
    labels: JSON.parse(info.get('labels') ?? '{"factions":{},"types":{},"subtypes":{}}') as GermanLabels,
    duplicateRecords: [],
  };
}

export function poolSource(db: AppDatabase): { source?: string; importedAt?: string } {
  const info = new Map(db.orm.select().from(cardPoolInfo).all().map((row) => [row.key, row.value]));
  return { source: info.get('source'), importedAt: info.get('importedAt') };
}
