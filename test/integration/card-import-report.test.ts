import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { printImportReport } from '../../core/cli/import-report.ts';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { importCardData } from '../../core/services/card-import-service.ts';
import { listBackups } from '../../core/services/database-backups.ts';
import { createDeck, versionsOf } from '../../core/services/deck-versions.ts';
import type { Method, MethodInput, MethodOutput } from '../../shared/api/contract.ts';
import { FIXTURE_DATA, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_CORE } from '../support/roland-core-deck.ts';
import { useTempHome } from '../support/temp-home.ts';

// An import says what changed against the pool before it, and names the saved decks
// it made illegal; those decks are flagged for the deck list and never altered.

const newHome = useTempHome();
/** Roland's core deck with its random basic weakness: valid under the fixture. */
const ROLAND = { ...ROLAND_CORE, slots: { ...ROLAND_CORE.slots, '01000': 1 } };

type Json = Record<string, unknown>;

/** A copy of the fixture folder with `edit` applied to one of its JSON files. */
function editedFixture(home: string, name: string, edits: Record<string, (json: Json[]) => unknown>): string {
  const folder = path.join(home, name);
  cpSync(FIXTURE_DATA, folder, { recursive: true });
  for (const [relative, edit] of Object.entries(edits)) {
    const file = path.join(folder, relative);
    writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')))));
  }
  return folder;
}

const setMacheteLimit = (limit: number) => (cards: Json[]) =>
  cards.map((card) => (card.code === '01020' ? { ...card, deck_limit: limit } : card));

async function withPool(work: (db: AppDatabase, home: string) => Promise<void>) {
  const home = newHome();
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
  try {
    await importCardData(db, FIXTURE_DATA);
    await work(db, home);
  } finally {
    db.close();
  }
}

describe('what a card import changed', () => {
  it('reports nothing new when the same data is imported again', () =>
    withPool(async (db) => {
      const summary = await importCardData(db, FIXTURE_DATA);
      expect(summary.changes).toMatchObject({
        firstImport: false,
        addedPacks: [],
        addedCards: [],
        changedCards: [],
        removedCards: [],
        addedTabooLists: [],
        changedTabooLists: [],
      });
      expect(summary.illegalDecks).toEqual([]);
    }));

  it('names a new pack with its cards, a changed card and a new taboo list', () =>
    withPool(async (db, home) => {
      const folder = editedFixture(home, 'neu', {
        'packs.json': (packs: Json[]) => [
          ...packs,
          { code: 'nkp', cycle_code: 'core', name: 'New Pack', position: 2, date_release: '2026-10-01', size: 1 },
        ],
        'translations/de/packs.json': (packs: Json[]) => [...packs, { code: 'nkp', name: 'Neues Pack' }],
        'pack/core/core.json': (cards: Json[]) => [
          ...setMacheteLimit(1)(cards),
          { ...cards.find((card) => card.code === '01016'), code: '99001', pack_code: 'nkp', position: 1 },
        ],
        'taboos.json': (lists: Json[]) => [
          ...lists,
          {
            id: 11,
            code: '011',
            name: 'Taboo List',
            active: 1,
            date_start: '2026-09-01',
            cards: [{ code: '01020', xp: 1 }],
          },
        ],
      });
      const summary = await importCardData(db, folder);
      expect(summary.changes?.addedPacks).toEqual([{ code: 'nkp', name: 'New Pack', name_de: 'Neues Pack' }]);
      expect(summary.changes?.addedCards).toEqual(['99001']);
      // The revised core's reprint takes the original's deck limit.
      expect(summary.changes?.changedCards).toEqual([
        { code: '01020', name: 'Machete', fields: ['deck_limit'] },
        { code: '12020', name: 'Machete', fields: ['deck_limit'] },
      ]);
      expect(summary.changes?.addedTabooLists).toEqual([{ id: 11, code: '011', date_start: '2026-09-01' }]);
    }));
});

describe('decks an import made illegal', () => {
  it('reports a deck that was valid before and is not after, and leaves it exactly as it was', () =>
    withPool(async (db, home) => {
      const version = createDeck(db, 'Roland', ROLAND);
      const stored = versionsOf(db, version.deckId);
      const summary = await importCardData(
        db,
        editedFixture(home, 'machete-1', { 'pack/core/core.json': setMacheteLimit(1) }),
      );
      expect(summary.illegalDecks).toEqual([
        { deckId: version.deckId, name: 'Roland', versionId: version.id, problems: ['too_many_copies'] },
      ]);
      expect(versionsOf(db, version.deckId)).toEqual(stored);
    }));

  it('flags the deck in decks.list until it is valid again; a second update keeps the flag without reporting it anew', async () => {
    const home = newHome();
    const services = new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test' });
    const call = async <M extends Method>(method: M, input: MethodInput<M>) => {
      const result = await dispatch(createHandlers(services), method, input);
      if (!result.ok) throw new Error(`${result.code}: ${JSON.stringify(result.details)}`);
      return result.value as MethodOutput<M>;
    };
    try {
      await services.cardImport.run(FIXTURE_DATA);
      const created = await call('decks.create', { name: 'Roland', deck: ROLAND });
      expect(await call('decks.list', {})).toEqual([
        expect.objectContaining({ id: created.deckId, problems: 0, illegalSinceUpdate: false }),
      ]);

      const machete1 = editedFixture(home, 'machete-1', { 'pack/core/core.json': setMacheteLimit(1) });
      expect((await services.cardImport.run(machete1)).illegalDecks).toHaveLength(1);
      expect(await call('decks.list', {})).toEqual([
        expect.objectContaining({ problems: 1, illegalSinceUpdate: true }),
      ]);

      // Still illegal after the next update: flagged, but not news.
      expect((await services.cardImport.run(machete1)).illegalDecks).toEqual([]);
      expect((await call('decks.list', {}))[0]).toMatchObject({ illegalSinceUpdate: true });

      // The player fixes it: one Machete less, one Overpower instead; the flag goes.
      await call('decks.save', {
        versionId: created.id,
        deck: { ...ROLAND, slots: { ...ROLAND.slots, '01020': 1, '01091': 1 } },
      });
      expect(await call('decks.list', {})).toEqual([
        expect.objectContaining({ problems: 0, illegalSinceUpdate: false }),
      ]);
    } finally {
      services.close();
    }
  });

  it('writes an automatic backup before the pool is replaced, and none for a broken folder', () =>
    withPool(async (db, home) => {
      const summary = await importCardData(db, FIXTURE_DATA);
      expect(summary.backup).toMatch(/-vor-kartenimport\.sqlite$/);
      expect(listBackups(db.file).map((backup) => backup.name)).toEqual([summary.backup]);
      const broken = editedFixture(home, 'kaputt', { 'packs.json': () => ({ kein: 'Array' }) });
      await expect(importCardData(db, broken)).rejects.toMatchObject({ code: 'invalid_file' });
      expect(listBackups(db.file)).toHaveLength(1);
    }));
});

describe('the report the command line prints', () => {
  it('names what changed and the decks made illegal, in German', () =>
    withPool(async (db, home) => {
      createDeck(db, 'Roland', ROLAND);
      const summary = await importCardData(
        db,
        editedFixture(home, 'machete-1', { 'pack/core/core.json': setMacheteLimit(1) }),
      );
      const lines: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
      try {
        printImportReport('Import abgeschlossen', db.file, summary, false);
      } finally {
        log.mockRestore();
      }
      expect(lines).toContain('  Geänderte Karten (2): 01020 Machete (deck_limit), 12020 Machete (deck_limit)');
      expect(lines).toContain('Durch die neuen Daten nicht mehr regelkonform (1; die Decks wurden nicht verändert):');
      expect(lines).toContain('  Roland (Deck 1): zu viele Exemplare einer Karte');
      expect(lines.at(-1)).toMatch(/^Sicherung vorher: logbuch-.*-vor-kartenimport\.sqlite$/);
    }));
});
