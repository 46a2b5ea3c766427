import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { readCardDataFolder } from '../../core/services/card-data-folder.ts';
import { importCardData, updateCardDataOnline } from '../../core/services/card-import-service.ts';
import { readCardPool } from '../../core/services/card-store.ts';
import { listBackups } from '../../core/services/database-backups.ts';
import { createDeck } from '../../core/services/deck-versions.ts';
import type { EventName, EventPayload } from '../../shared/api/contract.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { createCardPool } from '../../shared/cards/card-pool.ts';
import { diffCardPools } from '../../shared/cards/pool-diff.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { validateDeck } from '../../shared/rules/validate-deck.ts';
import { apiAnswersFrom, type FakeArkhamDb, startFakeArkhamDb } from '../support/arkhamdb-api-server.ts';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_CORE } from '../support/roland-core-deck.ts';
import { runCliAsync } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// The online update from ArkhamDB's API, served here from 127.0.0.1 with the fixture
// (and the real data) in the API's shape. A failed update changes nothing.

const newHome = useTempHome();
const ROLAND = { ...ROLAND_CORE, slots: { ...ROLAND_CORE.slots, '01000': 1 } };

/** What the API parses lossily (the display-only fields it has only in German are compared as shown). */
const API_LOSSY_FIELDS = new Set(['restrictions']);

let server: FakeArkhamDb;
let folderPool: Awaited<ReturnType<typeof readCardDataFolder>>;
/** An address on this machine where nothing listens (a server was there and closed). */
let nobody: string;

beforeAll(async () => {
  folderPool = await readCardDataFolder(FIXTURE_DATA);
  server = await startFakeArkhamDb(apiAnswersFrom(buildCardPool(folderPool)));
  const closed = await startFakeArkhamDb({ packs: [], germanPacks: [], taboos: [], cards: [] });
  nobody = closed.url;
  await closed.close();
});
afterAll(() => server.close());

async function withDb(work: (db: AppDatabase) => Promise<void>, imported = true) {
  const db = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
  try {
    if (imported) await importCardData(db, FIXTURE_DATA);
    await work(db);
  } finally {
    db.close();
  }
}

describe('online update from the ArkhamDB API', () => {
  it('asks for German cards with encounter cards, packs in both languages and the taboo lists', () =>
    withDb(async (db) => {
      server.requests.length = 0;
      await updateCardDataOnline(db, { url: server.url });
      expect(server.requests).toEqual([
        '/api/public/packs/',
        '/api/public/packs/?_locale=de',
        '/api/public/taboos/',
        '/api/public/cards/?_locale=de&encounter=1',
      ]);
    }, false));

  it('yields the pool the folder import yields: no change a player could see', () =>
    withDb(async (db) => {
      const summary = await updateCardDataOnline(db, { url: server.url });
      const fromFolder = buildCardPool(folderPool);
      const fromApi = readCardPool(db)!;
      const diff = diffCardPools(fromFolder, fromApi);
      expect(diff).toMatchObject({
        addedPacks: [],
        removedPacks: [],
        addedCards: [],
        removedCards: [],
        addedTabooLists: [],
        changedTabooLists: [],
      });
      expect(diff.changedCards).toEqual([]);
      expect(fromApi.cycles.map((cycle) => cycle.code).sort()).toEqual(
        fromFolder.cycles.map((cycle) => cycle.code).sort(),
      );
      expect(fromApi.labels.factions.guardian).toBe('Wächter');
      expect(fromApi.cards.find((card) => card.code === '01025')?.de?.name).toBe('Brutaler Schlag');
      expect(summary.changes?.firstImport).toBe(false);
      expect(validateDeck(ROLAND, createCardPool(fromApi)).valid).toBe(true);
    }));

  it('reports a deck the update made illegal, with the automatic backup written before', async () => {
    const data = buildCardPool(folderPool);
    const machete = data.cards.find((card) => card.code === '01020')!;
    machete.deck_limit = 1;
    const changed = await startFakeArkhamDb(apiAnswersFrom(data));
    try {
      await withDb(async (db) => {
        const deck = createDeck(db, 'Roland', ROLAND);
        const summary = await updateCardDataOnline(db, { url: changed.url });
        expect(summary.illegalDecks).toEqual([
          { deckId: deck.deckId, name: 'Roland', versionId: deck.id, problems: ['too_many_copies'] },
        ]);
        expect(summary.changes?.changedCards.map((card) => card.code)).toContain('01020');
        expect(listBackups(db.file).map((backup) => backup.name)).toContain(summary.backup);
      });
    } finally {
      await changed.close();
    }
  });
});

describe('a failed online update changes nothing and says why in German', () => {
  const failures: [string, (db: AppDatabase) => Promise<unknown>, string, RegExp][] = [
    [
      'an address nobody listens on',
      (db) => updateCardDataOnline(db, { url: nobody }),
      'update_unreachable',
      /nicht erreichbar \(ECONNREFUSED\)/,
    ],
    [
      'a server error',
      (db) =>
        withMisbehaviour('/api/public/taboos/', { status: 503 }, () => updateCardDataOnline(db, { url: server.url })),
      'update_http_status',
      /Status 503/,
    ],
    [
      'an answer that is not JSON',
      (db) =>
        withMisbehaviour('/api/public/cards/', { body: '<html>Wartung</html>' }, () =>
          updateCardDataOnline(db, { url: server.url }),
        ),
      'update_invalid_response',
      /kein JSON/,
    ],
    [
      'cards without a code',
      (db) =>
        withMisbehaviour('/api/public/cards/', { body: '[{"name":"x"}]' }, () =>
          updateCardDataOnline(db, { url: server.url }),
        ),
      'update_invalid_response',
      /nicht das erwartete Format \(0\.code/,
    ],
    [
      'a server that never answers',
      (db) =>
        withMisbehaviour('/api/public/packs/', { hang: true }, () =>
          updateCardDataOnline(db, { url: server.url, timeoutMs: 300 }),
        ),
      'update_timeout',
      /nicht rechtzeitig geantwortet \(Zeitlimit 0,3 s\)/,
    ],
    [
      'an address that is not http',
      (db) => updateCardDataOnline(db, { url: 'ftp://127.0.0.1/' }),
      'update_url_invalid',
      /keine http- oder https-Adresse/,
    ],
  ];

  for (const [what, run, code, message] of failures) {
    it(`refuses ${what} (${code}), keeping pool and backups as they were`, () =>
      withDb(async (db) => {
        const before = readCardPool(db);
        const backups = listBackups(db.file);
        const error = (await run(db).catch((e: unknown) => e)) as { code: string; details: object };
        expect(error.code).toBe(code);
        expect(germanErrorMessage(error.code as never, error.details)).toMatch(message);
        expect(readCardPool(db)).toEqual(before);
        expect(listBackups(db.file)).toEqual(backups);
      }));
  }
});

async function withMisbehaviour<T>(
  pathname: string,
  how: Parameters<FakeArkhamDb['misbehave']['set']>[1],
  work: () => Promise<T>,
): Promise<T> {
  server.misbehave.set(pathname, how);
  try {
    return await work();
  } finally {
    server.misbehave.delete(pathname);
  }
}

describe('offline by default', () => {
  it('contacts no server for start, import, status, decks and backups; only cards.update does', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, version: 'test' });
    try {
      const handlers = createHandlers(services);
      await services.importIfEmpty(FIXTURE_DATA);
      for (const method of ['cards.status', 'decks.list', 'backups.list', 'backups.create', 'campaigns.list']) {
        expect(await dispatch(handlers, method, {})).toMatchObject({ ok: true });
      }
      expect(fetchSpy).not.toHaveBeenCalled();
      await services.cardImport.update({ url: server.url });
      expect(fetchSpy).toHaveBeenCalledTimes(4);
    } finally {
      services.close();
      fetchSpy.mockRestore();
    }
  });
});

describe('cards.update over IPC and on the command line', () => {
  it('runs in the background with download progress and ends with the summary event', async () => {
    const services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, version: 'test' });
    const events: { name: EventName; payload: EventPayload<EventName> }[] = [];
    services.events.subscribe((name, payload) => events.push({ name, payload }));
    try {
      const finished = new Promise((resolve) =>
        services.events.subscribe((name, payload) => name === 'cards:import-finished' && resolve(payload)),
      );
      const started = await dispatch(createHandlers(services), 'cards.update', { url: server.url });
      expect(started).toEqual({ ok: true, value: { started: true } });
      expect(await finished).toMatchObject({
        ok: true,
        summary: { playerCards: expect.any(Number), changes: { firstImport: true } },
      });
      expect(
        events.some(
          (event) =>
            event.name === 'cards:import-progress' && (event.payload as { phase: string }).phase === 'download',
        ),
      ).toBe(true);
      expect(services.pool()?.card('01001')?.name).toBe('Roland Banks');
      const refused = await dispatch(createHandlers(services), 'cards.update', { url: 'file:///etc/passwd' });
      expect(refused).toMatchObject({ ok: false, code: 'invalid_input' });
    } finally {
      services.close();
    }
  });

  it('`cards update` prints what changed in German; ARKHAMDB_URL names the server', async () => {
    const db = path.join(newHome(), 'karten.sqlite');
    expect((await runCliAsync(['cards', 'import', '--from', FIXTURE_DATA, '--db', db])).status).toBe(0);
    const result = await runCliAsync(['cards', 'update', '--db', db], { ARKHAMDB_URL: server.url });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('Von ArkhamDB laden');
    expect(result.stdout).toContain('Aktualisierung abgeschlossen');
    expect(result.stdout).toContain('Änderungen gegenüber dem bisherigen Kartenbestand:');
    expect(result.stdout).toMatch(/Sicherung vorher: karten-.*-vor-kartenimport\.sqlite/);
    const offline = await runCliAsync(['cards', 'update', '--db', db, '--url', nobody]);
    expect(offline.status).toBe(2);
    expect(offline.stderr).toContain('ist nicht erreichbar');
  });
});

describeRealData('online update with the real data in the API’s shape', () => {
  it('keeps every rules field and every German text of every card; only what the API parses lossily differs', async () => {
    const real = buildCardPool(await readCardDataFolder(ARKHAMDB_DATA));
    const fake = await startFakeArkhamDb(apiAnswersFrom(real));
    try {
      await withDb(async (db) => {
        await updateCardDataOnline(db, { url: fake.url });
        const diff = diffCardPools(real, readCardPool(db)!);
        expect(diff).toMatchObject({
          addedPacks: [],
          removedPacks: [],
          addedCards: [],
          removedCards: [],
          changedTabooLists: [],
        });
        const fields = new Set(diff.changedCards.flatMap((card) => card.fields));
        expect([...fields].filter((field) => !API_LOSSY_FIELDS.has(field) && field !== 'deck_requirements')).toEqual(
          [],
        );
        // ArkhamDB parses requirement texts into objects keyed by code, so a second investigator in
        // `restrictions` (11009 Ocula Obscura, …) or a second entry for the same signature (Lola Hayes 03006, ‖Lola 90087) is lost.
        const lossy = (field: string) =>
          diff.changedCards.filter((card) => card.fields.includes(field)).map((card) => card.code);
        expect(lossy('restrictions').length).toBeLessThan(20);
        expect(lossy('deck_requirements').sort()).toEqual(['03006', '90087']);
      }, false);
    } finally {
      await fake.close();
    }
  });
});
