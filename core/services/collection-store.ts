import { AppError } from '../../shared/api/app-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { AppDatabase } from '../db/database.ts';
import { collectionPacks } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

// The packs the player owns (table collection_packs, migration 0005) and how many of each
// (migration 0007): no rows, no collection.

/** The owned pack codes in the pool's order, or null when no collection is set. */
export function readCollection(db: AppDatabase): string[] | null {
  const rows = db.orm.select().from(collectionPacks).all();
  return rows.length ? rows.map((row) => row.packCode).sort() : null;
}

/** The collection as the contract gives it: `copies` only when some pack is owned more than once. */
export function readCollectionWithCopies(db: AppDatabase): { packs: string[] | null; copies?: Record<string, number> } {
  const rows = db.orm.select().from(collectionPacks).all();
  const several = rows.filter((row) => row.copies > 1);
  const packs = readCollection(db);
  return several.length
    ? { packs, copies: Object.fromEntries(several.map((row) => [row.packCode, row.copies])) }
    : { packs };
}

/**
 * Replaces the collection in one transaction; a code the pool does not know refuses it all.
 * `copies`: boxes of the packs owned more than once (others once; a pack not owned is ignored).
 */
export function writeCollection(
  db: AppDatabase,
  pool: CardPool,
  packs: readonly string[] | null,
  copies: Readonly<Record<string, number>> = {},
): string[] | null {
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
        .values(unique.map((packCode) => ({ packCode, copies: copies[packCode] ?? 1 })))
        .run();
    return readCollection(db);
  });
}
