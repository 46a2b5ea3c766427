import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupFolder } from '../../core/db/backup.ts';
import { openDatabase } from '../../core/db/database.ts';
import { currentState, journalOf, rebuildProjection } from '../../core/services/campaign-journal.ts';
import { readCardDataFolder } from '../../core/services/card-data-folder.ts';
import { poolSource, readCardPool } from '../../core/services/card-store.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { FIXTURE_DATA, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// Migrations: a database written by every earlier schema, filled with what that schema
// can hold (settings, decks and their versions, a campaign journal), is migrated to the latest;
// every row survives, the journal still adds up, and a backup is written first.

const newHome = useTempHome();
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** A migrations folder holding only the first `count` migrations: the app as it shipped then. */
function migrationsUpTo(home: string, count: number): string {
  const folder = path.join(home, `migrations-${count}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

const AT = '2026-11-01T19:00:00.000Z';
/** A Night of the Zealot evening as the journal of that time would hold it. */
const EVENTS = [
  [
    'campaign_created',
    {
      name: 'Alte Runde',
      definitionId: 'core',
      difficulty: 'standard',
      chaosBag: ['+1', '0', '-1', 'skull', 'auto_fail', 'elder_sign'],
      scenarios: [{ id: 'torch', name: 'Die Zusammenkunft', kind: 'scenario', branch: false }],
      logSections: [],
    },
  ],
  ['investigator_joined', { code: '01001', name: 'Roland Banks', player: 'Anna', health: 9, sanity: 5, deckId: 1 }],
  [
    'scenario_recorded',
    {
      scenario: { id: 'torch', name: 'Die Zusammenkunft' },
      resolution: 'R1',
      investigators: [{ code: '01001', xp: { victory: 2, bonus: 2 }, trauma: { mental: 1 } }],
    },
  ],
  ['note_added', { text: 'Lita hat uns gewarnt.' }],
] as const;

const tables = (db: Database.Database) =>
  new Set(
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => (row as { name: string }).name),
  );
const count = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/**
 * The fixture pool as the app of that time merged it. The merge has changed only in that packs now
 * keep packs.json's `chapter` (Grimoire XIII „Modifizierte Reprints“), which the app of that time
 * did not read and its pack table has no column for.
 */
const TODAYS_POOL = buildCardPool(await readCardDataFolder(FIXTURE_DATA));
const OLD_POOL = { ...TODAYS_POOL, packs: TODAYS_POOL.packs.map(({ chapter: _, ...pack }) => pack) };

/** The card tables of migrations 0000–0003, written the way the app of that time wrote them. */
function fillCardTables(db: Database.Database): void {
  const { cards, packs, cycles, taboos, labels } = OLD_POOL;
  const insertCycle = db.prepare('INSERT INTO cycles (code, name, name_de, position) VALUES (?, ?, ?, ?)');
  for (const c of cycles) insertCycle.run(c.code, c.name, c.name_de ?? null, c.position);
  const insertPack = db.prepare(
    'INSERT INTO packs (code, cycle_code, name, name_de, position, date_release, size) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const p of packs)
    insertPack.run(p.code, p.cycle_code, p.name, p.name_de ?? null, p.position, p.date_release ?? null, p.size ?? null);
  const insertCard = db.prepare(
    'INSERT INTO cards (code, pack_code, name, name_de, faction_code, type_code, is_player, hidden, duplicate_of, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const c of cards)
    insertCard.run(
      c.code,
      c.pack_code,
      c.name,
      c.de?.name ?? null,
      c.faction_code,
      c.type_code,
      0,
      c.hidden ? 1 : 0,
      c.duplicate_of ?? null,
      JSON.stringify(c),
    );
  const insertTaboo = db.prepare(
    'INSERT INTO taboo_lists (id, code, name, date_start, active, cards) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const t of taboos)
    insertTaboo.run(t.id, t.code, t.name, t.date_start, t.active ? 1 : 0, JSON.stringify(t.cards));
  const insertInfo = db.prepare('INSERT INTO card_pool_info (key, value) VALUES (?, ?)');
  insertInfo.run('source', FIXTURE_DATA);
  insertInfo.run('importedAt', AT);
  insertInfo.run('labels', JSON.stringify(labels));
}

/** Columns a later migration adds, with the value an old row gets (0007: a deck has no environment yet). */
const ADDED_COLUMNS: Record<string, Record<string, unknown>> = { decks: { environment: null } };

/** Fills whatever the old schema has, with plain SQL of that time (no code of today). */
function fill(file: string): string[] {
  const db = new Database(file);
  const present = tables(db);
  const filled = ['settings'];
  if (present.has('cards')) {
    fillCardTables(db);
    filled.push('cards');
  }
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('theme', 'light');
  if (present.has('deck_versions')) {
    db.prepare('INSERT INTO decks (id, name, investigator_code, created_at) VALUES (1, ?, ?, ?)').run(
      'Rolands Deck',
      '01001',
      AT,
    );
    const version = db.prepare(
      'INSERT INTO deck_versions (deck_id, version, deck, locked, xp_granted, xp_carried, xp_spent, xp_adjustment, adjustment_reason, exile_string, created_at, updated_at) VALUES (1, ?, ?, ?, ?, 0, ?, 0, NULL, NULL, ?, ?)',
    );
    version.run(1, JSON.stringify(ROLAND_STARTER), 1, 0, 0, AT, AT);
    version.run(2, JSON.stringify({ ...ROLAND_STARTER, previous_deck: 1 }), 0, 4, 0, AT, AT);
    filled.push('decks', 'deck_versions');
  }
  if (present.has('campaign_events')) {
    db.prepare('INSERT INTO campaigns (id, created_at) VALUES (1, ?)').run(AT);
    const insert = db.prepare(
      'INSERT INTO campaign_events (campaign_id, seq, type, payload, created_at) VALUES (1, ?, ?, ?, ?)',
    );
    for (const [i, [type, payload]] of EVENTS.entries()) insert.run(i + 1, type, JSON.stringify(payload), AT);
    filled.push('campaigns', 'campaign_events');
  }
  db.close();
  return filled;
}

describe('migrating data written by every earlier schema', () => {
  for (let shipped = 1; shipped < journal.entries.length; shipped++) {
    it(`keeps every setting, deck version and journal event from the schema of migration ${journal.entries[shipped - 1]!.tag}`, () => {
      const home = newHome();
      const file = path.join(home, 'logbuch.sqlite');
      openDatabase(file, migrationsUpTo(home, shipped)).close();
      const old = new Database(file, { readonly: true });
      const hadCardTables = tables(old).has('cards');
      old.close();
      const filled = fill(file);
      const before = new Database(file, { readonly: true });
      const rows = Object.fromEntries(
        filled
          .filter((name) => name !== 'cards')
          .map((table) => [table, before.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()]),
      );
      before.close();

      const db = openDatabase(file, MIGRATIONS);
      try {
        for (const table of filled.filter((name) => name !== 'cards'))
          expect(db.sqlite.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(), table).toEqual(
            rows[table]!.map((row) => ({ ...ADDED_COLUMNS[table], ...(row as object) })),
          );
        if (filled.includes('campaign_events')) {
          expect(journalOf(db, 1).map((entry) => entry.event.type)).toEqual(EVENTS.map(([type]) => type));
          const state = currentState(db, 1);
          expect(state.investigators[0]).toMatchObject({ xp: { available: 4 }, trauma: { mental: 1 } });
          expect(rebuildProjection(db, 1)).toEqual(state);
        }
        expect(count(db.sqlite, 'settings')).toBe(1);
        // Migration 0004: the merged pool becomes the files of import 1, and reads back the same.
        if (hadCardTables) {
          expect(readCardPool(db)).toEqual({ ...OLD_POOL, duplicateRecords: [] });
          expect(poolSource(db)).toEqual({ source: FIXTURE_DATA, importedAt: AT });
        }
        expect(tables(db.sqlite)).not.toContain('cards');
        // Migration 0005: no collection yet, so every card counts as owned.
        expect(count(db.sqlite, 'collection_packs')).toBe(0);
      } finally {
        db.close();
      }
      const backups = readdirSync(backupFolder(file)).filter((name) => name.includes('vor-migration'));
      expect(backups).toHaveLength(1);
    });
  }
});
