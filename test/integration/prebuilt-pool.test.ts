import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { readCampaignDefinitions } from '../../core/services/campaign-definition-store.ts';
import { importCardData } from '../../core/services/card-import-service.ts';
import { poolSource, readCardPool } from '../../core/services/card-store.ts';
import { listBackups } from '../../core/services/database-backups.ts';
import { readPrebuiltPool } from '../../core/services/prebuilt-pool.ts';
import { startWebHost } from '../../core/web-host/server.ts';
import type { EventName } from '../../shared/api/contract.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { FIXTURE_DATA, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// Delivery: `npm run build:pool -- DATA_FOLDER` builds the pool the installers ship, and
// a fresh installation writes it on first start instead of asking for a data folder.

const newHome = useTempHome();
const CAMPAIGN_FIXTURE = path.join(REPO_ROOT, 'test', 'fixtures', 'arkham-cards-mini');

function buildPool(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'core/build/build-pool.ts'), ...args],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The layout of ../shared/data: card data and campaign data side by side. */
function dataFolderWithCampaigns(): string {
  const root = newHome();
  cpSync(FIXTURE_DATA, path.join(root, 'arkhamdb-json-data'), { recursive: true });
  cpSync(CAMPAIGN_FIXTURE, path.join(root, 'arkham-cards-data'), { recursive: true });
  return root;
}

const services = (home: string) => new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test' });

describe('npm run build:pool', () => {
  it('writes the cards and the campaign definitions beside them into one packed file', () => {
    const out = path.join(newHome(), 'card-pool.json.gz');
    const result = buildPool(path.join(dataFolderWithCampaigns(), 'arkhamdb-json-data'), '--out', out);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Kartenbestand geschrieben: .*card-pool\.json\.gz \(\d+ KB\)$/m);
    expect(result.stdout).toMatch(/^\d+ Spielerkarten, 7 Ermittler, 6 Packs, 2 Tabulisten$/m);
    expect(result.stdout).toMatch(/^\d+ Kampagnenvorlagen$/m);
    expect(readFileSync(out).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('says in German what is wrong with a folder, writing nothing', () => {
    const home = newHome();
    const out = path.join(home, 'card-pool.json.gz');
    const result = buildPool(home, '--out', out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ist kein ArkhamDB-Datenordner: Es fehlt „packs.json“');
    expect(existsSync(out)).toBe(false);
    expect(buildPool().status).toBe(2);
  });
});

describe('the shipped pool on first start', () => {
  it('yields the same cards and campaign definitions as importing the folder', async () => {
    const folder = dataFolderWithCampaigns();
    const file = path.join(folder, 'card-pool.json.gz');
    expect(buildPool(folder, '--out', file).status).toBe(0);

    const reference = openDatabase(path.join(newHome(), 'logbuch.sqlite'), MIGRATIONS);
    await importCardData(reference, folder);
    const app = services(newHome());
    try {
      const events: EventName[] = [];
      app.events.subscribe((name) => events.push(name));
      await app.importPrebuiltIfEmpty(file);
      expect(readCardPool(app.db)).toEqual(readCardPool(reference));
      expect(readCampaignDefinitions(app.db)).toEqual(readCampaignDefinitions(reference));
      expect(poolSource(app.db).source).toMatch(/^arkhamdb-json-data \(mitgeliefert, Stand \d{4}-\d{2}-\d{2}\)$/);
      expect(events.at(-1)).toBe('cards:import-finished');
      expect(events).toContain('cards:import-progress');
      // A first import: nothing to back up.
      expect(listBackups(app.db.file)).toEqual([]);
    } finally {
      reference.close();
      app.close();
    }
  });

  it('is used only while no pool is imported, and not at all when it is missing', async () => {
    const file = path.join(newHome(), 'card-pool.json.gz');
    expect(buildPool(FIXTURE_DATA, '--out', file).status).toBe(0);
    const app = services(newHome());
    try {
      await app.importPrebuiltIfEmpty(path.join(newHome(), 'fehlt.json.gz'));
      expect(app.pool()).toBeUndefined();
      await app.importIfEmpty(FIXTURE_DATA);
      const imported = poolSource(app.db);
      await app.importPrebuiltIfEmpty(file);
      expect(poolSource(app.db)).toEqual(imported);
    } finally {
      app.close();
    }
  });

  it('refuses a damaged or foreign file in German and leaves the database empty', async () => {
    const home = newHome();
    const damaged = path.join(home, 'kaputt.json.gz');
    writeFileSync(damaged, 'kein gzip');
    const foreign = path.join(home, 'fremd.json.gz');
    writeFileSync(foreign, gzipSync(JSON.stringify({ format: 'etwas-anderes', cards: [] })));
    const app = services(home);
    try {
      for (const file of [damaged, foreign]) {
        const error = (await app.importPrebuiltIfEmpty(file).catch((e: unknown) => e)) as {
          code: string;
          details: object;
        };
        expect(germanErrorMessage(error.code as never, error.details)).toMatch(
          /Der bisherige Kartenbestand bleibt erhalten/,
        );
        expect(app.pool()).toBeUndefined();
      }
      await expect(readPrebuiltPool(foreign)).rejects.toMatchObject({
        code: 'invalid_file',
        details: { reason: expect.stringContaining('kein Kartenbestand von Arkham Logbuch') },
      });
    } finally {
      app.close();
    }
  });

  it('fills the web host of a fresh home without ARKHAM_DATA', async () => {
    const file = path.join(newHome(), 'card-pool.json.gz');
    expect(buildPool(FIXTURE_DATA, '--out', file).status).toBe(0);
    const host = await startWebHost({
      home: newHome(),
      migrationsFolder: MIGRATIONS,
      rendererFolder: path.join(REPO_ROOT, 'dist', 'renderer'),
      port: 0,
      prebuiltPool: file,
    });
    try {
      await host.ready;
      expect(host.services.pool()?.card('01001')?.de?.name).toBe('Roland Banks');
    } finally {
      await host.close();
    }
  });
});
