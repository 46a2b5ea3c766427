import { and, count, desc, eq, max } from 'drizzle-orm';
import { AppError } from '../../shared/api/app-error.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { type DeckJson, deckJsonSchema } from '../../shared/decks/deck-json.ts';
import { upgradeCost } from '../../shared/rules/upgrade-cost.ts';
import type { AppDatabase } from '../db/database.ts';
import { decks, deckVersions } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';

// Decks as immutable versions (docs/architecture.md, decision 4): editing is allowed until a version
// is locked; "Deck verbessern" locks the latest version and starts the next with the XP the
// campaign granted plus what was left; saving refuses to spend more than is available unless
// the player records an adjustment with a reason.

export type DeckVersionRow = typeof deckVersions.$inferSelect;

export interface Adjustment {
  xp: number;
  reason: string;
}

const now = () => new Date().toISOString();

export function parseStoredDeck(row: DeckVersionRow): DeckJson {
  return deckJsonSchema.parse(JSON.parse(row.deck));
}

export function createDeck(db: AppDatabase, name: string, deck: DeckJson): DeckVersionRow {
  return inTransaction(db, () => {
    const created = db.orm
      .insert(decks)
      .values({ name, investigatorCode: deck.investigator_code, createdAt: now() })
      .returning()
      .get();
    return db.orm
      .insert(deckVersions)
      .values({
        deckId: created.id,
        version: 1,
        deck: JSON.stringify(deck),
        locked: false,
        xpGranted: 0,
        xpCarried: 0,
        xpSpent: 0,
        xpAdjustment: 0,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning()
      .get();
  });
}

export function versionsOf(db: AppDatabase, deckId: number): DeckVersionRow[] {
  return db.orm.select().from(deckVersions).where(eq(deckVersions.deckId, deckId)).orderBy(deckVersions.version).all();
}

export interface DeckWithLatest {
  deck: typeof decks.$inferSelect;
  versions: number;
  latest: DeckVersionRow;
}

/** Every deck with its number of versions and its latest version, by id: one query, however many versions there are. */
export function decksWithLatest(db: AppDatabase): DeckWithLatest[] {
  const counts = db.orm
    .select({
      deckId: deckVersions.deckId,
      versions: count().as('versions'),
      latest: max(deckVersions.version).as('latest'),
    })
    .from(deckVersions)
    .groupBy(deckVersions.deckId)
    .as('counts');
  return db.orm
    .select({ deck: decks, versions: counts.versions, latest: deckVersions })
    .from(decks)
    .innerJoin(counts, eq(counts.deckId, decks.id))
    .innerJoin(deckVersions, and(eq(deckVersions.deckId, decks.id), eq(deckVersions.version, counts.latest)))
    .orderBy(decks.id)
    .all();
}

export function versionById(db: AppDatabase, versionId: number): DeckVersionRow {
  const row = db.orm.select().from(deckVersions).where(eq(deckVersions.id, versionId)).get();
  if (!row) throw new AppError('deck_not_found', { versionId });
  return row;
}

/** XP this version may spend: carried over, granted by the campaign, and any adjustment. */
export function availableXp(row: Pick<DeckVersionRow, 'xpCarried' | 'xpGranted' | 'xpAdjustment'>): number {
  return row.xpCarried + row.xpGranted + row.xpAdjustment;
}

/**
 * The version a version was built from: the one its `previous_deck` names when that is an earlier
 * version of the same deck (an upgrade in a campaign builds on the version in force, which after
 * an undo need not be the one numbered just before), else the one numbered before it.
 */
export function parentOf<T extends Pick<DeckVersionRow, 'id' | 'version' | 'deck'>>(
  versions: readonly T[],
  version: T,
): T | undefined {
  const named = (JSON.parse(version.deck) as { previous_deck?: unknown }).previous_deck;
  const linked = versions.find((candidate) => candidate.id === named && candidate.version < version.version);
  return linked ?? versions.find((candidate) => candidate.version === version.version - 1);
}

/** Saves an edit of an unlocked version; its cost against the version it was built from must fit the XP. */
export function saveVersion(
  db: AppDatabase,
  pool: CardPool,
  versionId: number,
  deck: DeckJson,
  adjustment?: Adjustment,
): DeckVersionRow {
  return inTransaction(db, () => {
    const row = versionById(db, versionId);
    if (row.locked) throw new AppError('version_locked', { versionId });
    const previous = parentOf(versionsOf(db, row.deckId), row);
    // The version's place in its chain belongs to the database, not to the edited JSON.
    const withExile = { ...deck, exile_string: row.exileString, previous_deck: previous?.id ?? null };
    // A first version has nothing to be measured against: it keeps what it spent (0, or an imported deck's xp_spent).
    const cost = previous ? upgradeCost(parseStoredDeck(previous), withExile, pool).xp : row.xpSpent;
    const xpAdjustment = adjustment?.xp ?? row.xpAdjustment;
    const available = availableXp({ ...row, xpAdjustment });
    if (previous && cost > available) throw new AppError('not_enough_xp', { versionId, cost, available });
    return db.orm
      .update(deckVersions)
      .set({
        deck: JSON.stringify(withExile),
        xpSpent: cost,
        xpAdjustment,
        adjustmentReason: adjustment?.reason ?? row.adjustmentReason,
        updatedAt: now(),
      })
      .where(eq(deckVersions.id, versionId))
      .returning()
      .get();
  });
}

/**
 * "Deck verbessern": locks the version built on (the latest, or `from`: a campaign deck's version
 * in force) and starts the next with the granted XP and exiles, numbered after every existing one.
 * A campaign deck passes `carried: 0`: its campaign already counts the unspent XP in `xpGranted`.
 */
export function startUpgrade(
  db: AppDatabase,
  deckId: number,
  xpGranted: number,
  exileString = '',
  carried?: number,
  from?: DeckVersionRow,
): DeckVersionRow {
  return inTransaction(db, () => {
    const latest = db.orm
      .select()
      .from(deckVersions)
      .where(eq(deckVersions.deckId, deckId))
      .orderBy(desc(deckVersions.version))
      .get();
    if (!latest) throw new AppError('deck_not_found', { deckId });
    const base = from ?? latest;
    if (base.deckId !== deckId) throw new AppError('deck_not_found', { deckId, versionId: base.id });
    db.orm.update(deckVersions).set({ locked: true, updatedAt: now() }).where(eq(deckVersions.id, base.id)).run();
    const deck = { ...parseStoredDeck(base), previous_deck: base.id, exile_string: exileString || null };
    return db.orm
      .insert(deckVersions)
      .values({
        deckId,
        version: latest.version + 1,
        deck: JSON.stringify(deck),
        locked: false,
        xpGranted,
        xpCarried: carried ?? availableXp(base) - base.xpSpent,
        xpSpent: 0,
        xpAdjustment: 0,
        exileString: exileString || null,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning()
      .get();
  });
}

/** Locks a version: a campaign upgrade's version is what its journal entry paid for. */
export function lockVersion(db: AppDatabase, versionId: number): DeckVersionRow {
  return db.orm
    .update(deckVersions)
    .set({ locked: true, updatedAt: now() })
    .where(eq(deckVersions.id, versionId))
    .returning()
    .get();
}

/** Renames a deck; the name belongs to the deck, so every version shows the new one. */
/** Sets the deck's own deckbuilding environment (text form; null: none). */
export function setDeckEnvironment(db: AppDatabase, deckId: number, environment: string | null): void {
  const row = db.orm.update(decks).set({ environment }).where(eq(decks.id, deckId)).returning({ id: decks.id }).get();
  if (!row) throw new AppError('deck_not_found', { deckId });
}

export function renameDeck(db: AppDatabase, deckId: number, name: string): { id: number; name: string } {
  return inTransaction(db, () => {
    const renamed = db.orm
      .update(decks)
      .set({ name })
      .where(eq(decks.id, deckId))
      .returning({ id: decks.id, name: decks.name })
      .get();
    if (!renamed) throw new AppError('deck_not_found', { deckId });
    return renamed;
  });
}
