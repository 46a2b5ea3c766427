import { AppError } from '../../shared/api/app-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { collectionPacks } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

// The packs the player owns (table collection_packs, migration 0005): no rows, no collection.

/** The owned pack codes in the pool's order, or null when no collection is set. */
export function readCollection(db: AppDatabase): string[] | null {
  const rows = db.orm.select().from(collectionPacks).all();
  return rows.length ? rows.map((row) => row.packCode).sort() : null;
}

/** Replaces the collection in one transaction; a code the pool does not know refuses it all. */
export function writeCollection(db: AppDatabase, pool: CardPool, packs: readonly string[] | null): string[] | null {
  const known = new Set(pool.data.packs.map((pack) => pack.code));
  const unknown = (packs ?? []).filter((code) => !known.has(code));
  if (unknown.length)
    throw new AppError('invalid_input', {
      method: 'collection.set',
      issues: [deCardData.unknownPacks(unknown)],
    });
  return inTransaction(db, () => {
    db.orm.delete(collectionPacks).run();
    const unique = [...new Set(packs ?? [])];
    if (unique.length)
      db.orm
        .insert(collectionPacks)
        .values(unique.map((packCode) => ({ packCode })))
        .run();
    return readCollection(db);
  });
}
