import { spawn } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { openDatabase, type AppDatabase } from '../../electron/db/database.ts';
import { readCardDataFolder } from '../../electron/services/card-data-folder.ts';
import { importCardPool, readCardPool, writeCardPool } from '../../electron/services/card-store.ts';
import { ARKHAMDB_DATA, describeRealData, FIXTURE_DATA, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();

function cardCount(db: AppDatabase): number {
  return (db.sqlite.prepare('SELECT count(*) AS n FROM cards').get() as { n: number }).n;
}

async function importFolder(db: AppDatabase, folder: string) {
  return importCardPool(db, await readCardDataFolder(folder), folder);
}

async function withFixturePool<T>(work: (db: AppDatabase, home: string) => Promise<T>): Promise<T> {
  const home = newHome();
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
  try {
    await importFolder(db, FIXTURE_DATA);
    return await work(db, home);
  } finally {
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
      const broken = path.join(home, 'kaputt');
      cpSync(FIXTURE_DATA, broken, { recursive: true });
      writeFileSync(path.join(broken, 'pack/core/core.json'), '[{"code": "01001",');
      const error = (await importFolder(db, broken).catch((e: unknown) => e)) as CardDataError;
      expect(error.code).toBe('invalid_json');
      expect(error.details.path).toBe('pack/core/core.json');
      expect(cardCount(db)).toBe(before);
    });
  });

  it('rolls a failing write back completely (a card of an unknown pack fails mid-transaction)', async () => {
    await withFixturePool(async (db) => {
      const before = readCardPool(db)!;
      const data = buildCardPool(await readCardDataFolder(FIXTURE_DATA));
      data.cards.push({ ...data.cards[0]!, code: '99999', pack_code: 'gibt-es-nicht' });
      expect(() => writeCardPool(db, data, 'test')).toThrow();
      expect(readCardPool(db)).toEqual(before);
    });
  });

  it('leaves the page cache it raised for the write as it was, also after a failed write', async () => {
    await withFixturePool(async (db) => {
      const before = db.sqlite.pragma('cache_size', { simple: true });
      const data = buildCardPool(await readCardDataFolder(FIXTURE_DATA));
      writeCardPool(db, data, 'test');
      expect(() => writeCardPool(db, { ...data, cards: [{ ...data.cards[0]!, pack_code: 'gibt-es-nicht' }] }, 'test')).toThrow();
      expect(db.sqlite.pragma('cache_size', { simple: true })).toBe(before);
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
      const summary = importCardPool(db, await readCardDataFolder(ARKHAMDB_DATA), ARKHAMDB_DATA, (p) => progress.push(p.phase));
      expect(summary).toEqual({ cards: 5928, playerCards: 1796, investigators: 91, parallelInvestigators: 13, packs: 113, tabooLists: 10 });
      expect(new Set(progress)).toEqual(new Set(['merge', 'write', 'done']));
      expect(cardCount(db)).toBe(5928);
    } finally {
      db.close();
    }
  });

  it('keeps the previous pool when the importing process is killed mid-write (SIGKILL)', async () => {
    await withFixturePool(async (db, home) => {
      const before = readCardPool(db)!;
      const file = path.join(home, 'logbuch.sqlite');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(REPO_ROOT, 'test/integration/support/import-child.ts'), file, ARKHAMDB_DATA, MIGRATIONS],
        { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let killedAt = '';
      await new Promise<void>((resolve) => {
        child.stderr.on('data', (chunk: Buffer) => {
          const line = chunk.toString();
          if (!killedAt && line.includes('write 1000')) {
            killedAt = line.trim();
            child.kill('SIGKILL');
          }
        });
        child.on('exit', () => resolve());
      });
      expect(killedAt).toMatch(/write/);
      expect(readCardPool(db)).toEqual(before);
      expect(db.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    });
  });
});
