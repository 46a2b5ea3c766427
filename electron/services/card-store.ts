import { buildCardPool, isPlayerCard, type CardPoolData } from '../../shared/cards/build-pool.ts';
import type { Card, GermanLabels, TabooList } from '../../shared/cards/card-types.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import type { RawCardData } from '../../shared/cards/raw-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { cardPoolInfo, cards, cycles, packs, tabooLists } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { sql } from 'drizzle-orm';

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
  const { orm } = db;
  const insertCard = orm
    .insert(cards)
    .values({
      code: sql.placeholder('code'),
      packCode: sql.placeholder('packCode'),
      name: sql.placeholder('name'),
      nameDe: sql.placeholder('nameDe'),
      factionCode: sql.placeholder('factionCode'),
      typeCode: sql.placeholder('typeCode'),
      isPlayer: sql.placeholder('isPlayer'),
      hidden: sql.placeholder('hidden'),
      duplicateOf: sql.placeholder('duplicateOf'),
      data: sql.placeholder('data'),
    })
    .prepare();
  const total = data.cards.length;
  inTransaction(db, () => {
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
      insertCard.run({
        code: card.code,
        packCode: card.pack_code,
        name: card.name,
        nameDe: card.de?.name ?? null,
        factionCode: card.faction_code,
        typeCode: card.type_code,
        isPlayer: isPlayerCard(card) ? 1 : 0,
        hidden: card.hidden ? 1 : 0,
        duplicateOf: card.duplicate_of ?? null,
        data: JSON.stringify(card),
      });
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
  });
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
  const cardRows = orm.select({ data: cards.data }).from(cards).all();
  if (cardRows.length === 0) return undefined;
  const info = new Map(orm.select().from(cardPoolInfo).all().map((row) => [row.key, row.value]));
  return {
    cards: cardRows.map((row) => JSON.parse(row.data) as Card),
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
