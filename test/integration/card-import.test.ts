import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleElectron } from '../../core/build/bundle-main.ts';
import { activateSources, stageSources } from '../../core/db/card-source-rows.ts';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { readCardDataFolder, readCardSourceFolder } from '../../core/services/card-data-folder.ts';
import { cardSourcesSettled } from '../../core/services/card-source-writer.ts';
import { importCardPool, readCardPool } from '../../core/services/card-store.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

/**
 * The writing thread as `npm run build:electron` builds it, built here (so this file runs alone
 * too) into a folder of its own under dist/, where it finds better-sqlite3 in node_modules: never
 * rewriting dist/electron while a CLI test beside this file starts the thread from there.
 */
let sourceWorker = '';
let bundleFolder = '';
beforeAll(async () => {
  mkdirSync(path.join(REPO_ROOT, 'dist'), { recursive: true });
  bundleFolder = mkdtempSync(path.join(REPO_ROOT, 'dist', 'card-import-test-'));
  sourceWorker = (await bundleElectron(bundleFolder)).sourceWorker;
});
afterAll(() => rmSync(bundleFolder, { recursive: true, force: true }));

function cardCount(db: AppDatabase): number {
  return readCardPool(db)?.cards.length ?? 0;
}

/** Stored file rows per import id: only the active import's remain once an import has settled. */
function importsStored(db: AppDatabase): number[] {
  return db.sqlite
    .prepare('SELECT DISTINCT import_id FROM card_source_files ORDER BY import_id')
    .pluck()
    .all() as number[];
}

async function importFolder(db: AppDatabase, folder: string, worker = true) {
  const { result } = await importCardPool(db, readCardSourceFolder(folder), folder, {
    sourceWorker: worker ? sourceWorker : undefined,
  });
  await cardSourcesSettled(db);
  return result;
}

async function withFixturePool<T>(work: (db: AppDatabase, home: string) => Promise<T>): Promise<T> {
  const home = newHome();
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
  try {
    await importFolder(db, FIXTURE_DATA);
    return await work(db, home);
  } finally {
    await cardSourcesSettled(db);
    db.close();
  }
}

describe('card import into SQLite (atomic)', () => {
  it('writes the fixture pool and reads it back identically', async () => {
    await withFixturePool(async (db) => {
      const built = buildCardPool(await readCardDataFolder(FIXTURE_DATA));
      const stored = readCardPool(db)!;
      expect(stored.cards).toEqual(built.cards);
      expect(stored.taboos).toEqual(built.taboos);
      expect(stored.labels.factions.guardian).toBe('Wächter');
    });
  });

  it('rejects a folder without the ArkhamDB layout, naming what is missing, and keeps the pool', async () => {
    await withFixturePool(async (db, home) => {
      const before = cardCount(db);
      const broken = path.join(home, 'kein-datenordner');
      cpSync(path.join(FIXTURE_DATA, 'packs.json'), path.join(broken, 'packs.json'));
      const error = await importFolder(db, broken).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CardDataError);
      expect((error as CardDataError).code).toBe('layout_missing');
      expect((error as CardDataError).details.missing).toEqual(['cycles.json', 'taboos.json', 'pack/']);
      expect(cardCount(db)).toBe(before);
    });
  });

  it('rejects a pack file that is not JSON and keeps the pool', async () => {
    await withFixturePool(async (db, home) => {
      const before = cardCount(db);
      const stored = importsStored(db);
      const broken = path.join(home, 'kaputt');
      cpSync(FIXTURE_DATA, broken, { recursive: true });
      writeFileSync(path.join(broken, 'pack/core/core.json'), '[{"code": "01001",');
      const error = (await importFolder(db, broken).catch((e: unknown) => e)) as CardDataError;
      expect(error.code).toBe('invalid_json');
      expect(error.details.path).toBe('pack/core/core.json');
      expect(cardCount(db)).toBe(before);
      // The worker had written the broken folder's files already: they are forgotten.
      await cardSourcesSettled(db);
      expect(importsStored(db)).toEqual(stored);
    });
  });

  it('writes on the worker thread and on the main thread alike, keeping only the pool in use', async () => {
    await withFixturePool(async (db) => {
      const first = readCardPool(db);
      expect(importsStored(db)).toHaveLength(1);
      await importFolder(db, FIXTURE_DATA, false);
      expect(readCardPool(db)).toEqual(first);
      await importFolder(db, FIXTURE_DATA, true);
      expect(readCardPool(db)).toEqual(first);
      expect(importsStored(db)).toHaveLength(1);
    });
  });

  it('hands the app the pool it wrote, equal to reading it back', async () => {
    const services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, sourceWorker, version: 'test' });
    try {
      await services.cardImport.run(FIXTURE_DATA);
      const kept = services.pool()!;
      expect(kept.data).toEqual(readCardPool(services.db));
      services.forgetCachedPool();
      expect(services.pool()!.data).toEqual(kept.data);
    } finally {
      await cardSourcesSettled(services.db);
      services.close();
    }
  });

  it('rejects an import the writing thread could not write, keeping the pool, and serves the next one', async () => {
    await withFixturePool(async (db) => {
      const before = readCardPool(db);
      const files = await readCardSourceFolder(FIXTURE_DATA);
      // The same path twice: the thread's insert fails on the primary key.
      const twice = [...files, files.at(-1)!];
      await expect(importCardPool(db, twice, FIXTURE_DATA, { sourceWorker })).rejects.toThrow(/UNIQUE/);
      expect(readCardPool(db)).toEqual(before);
      await importFolder(db, FIXTURE_DATA);
      expect(readCardPool(db)).toEqual(before);
      expect(importsStored(db)).toHaveLength(1);
    });
  });

  it('refuses to switch to files another import cleared meanwhile, keeping the pool', async () => {
    await withFixturePool(async (db) => {
      const before = readCardPool(db);
      const files = await readCardSourceFolder(FIXTURE_DATA);
      const first = stageSources(db.sqlite, files);
      // A second import starting now clears every import not in use, the first one's files too.
      const second = stageSources(db.sqlite, files);
      expect(activateSources(db.sqlite, first, files.length)).toBe(false);
      expect(readCardPool(db)).toEqual(before);
      expect(activateSources(db.sqlite, second, files.length)).toBe(true);
      expect(readCardPool(db)).toEqual(before);
    });
  });

  it('rejects a card whose pack is not in packs.json before writing anything', async () => {
    await withFixturePool(async (db, home) => {
      const broken = path.join(home, 'ohne-pack');
      cpSync(FIXTURE_DATA, broken, { recursive: true });
      writeFileSync(path.join(broken, 'packs.json'), '[]');
      const error = (await importFolder(db, broken).catch((e: unknown) => e)) as CardDataError;
      expect(error.code).toBe('invalid_file');
      expect(cardCount(db)).toBeGreaterThan(0);
    });
  });
});

describeRealData('card import of the real data', () => {
  it('imports all 5,928 cards with their counts', async () => {
    const home = newHome();
    const db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
    try {
      const progress: string[] = [];
      const { result } = await importCardPool(db, readCardSourceFolder(ARKHAMDB_DATA), ARKHAMDB_DATA, {
        sourceWorker,
        onProgress: (p) => progress.push(p.phase),
      });
      expect(result).toEqual({
        cards: 5928,
        // 1,796 with every reprint folded + the nine modified reprints (Grimoire XIII), cards of their
        // own, + the reward card Collector 12181 (Grimoire „Belohnungskarten“).
        playerCards: 1806,
        investigators: 91,
        parallelInvestigators: 13,
        packs: 113,
        tabooLists: 10,
      });
      expect(new Set(progress)).toEqual(new Set(['merge', 'write', 'done']));
      expect(readCardPool(db)).toEqual(buildCardPool(await readCardDataFolder(ARKHAMDB_DATA)));
    } finally {
      await cardSourcesSettled(db);
      db.close();
    }
  });

  // While the worker writes (merge) and after it wrote, before the switch (write 0).
  it.each(['merge 0', 'write 0'])(
    'keeps the previous pool when the importing process is killed at "%s" (SIGKILL)',
    async (moment) => {
      await withFixturePool(async (db, home) => {
        const before = readCardPool(db)!;
        const file = path.join(home, 'logbuch.sqlite');
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(REPO_ROOT, 'test/integration/support/import-child.ts'),
            file,
            ARKHAMDB_DATA,
            MIGRATIONS,
            sourceWorker,
            moment,
          ],
          { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        let killedAt = '';
        await new Promise<void>((resolve) => {
          child.stderr.on('data', (chunk: Buffer) => {
            if (!killedAt && chunk.toString().includes(moment)) {
              killedAt = moment;
              child.kill('SIGKILL');
            }
          });
          child.on('exit', () => resolve());
        });
        expect(killedAt).toBe(moment);
        expect(readCardPool(db)).toEqual(before);
        expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        // The next import clears whatever the killed one left.
        await importFolder(db, FIXTURE_DATA);
        expect(importsStored(db)).toHaveLength(1);
      });
    },
  );
});
