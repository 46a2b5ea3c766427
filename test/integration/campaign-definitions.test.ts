import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../../core/db/database.ts';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import {
  findCampaignDataBeside,
  readCampaignDataFolder,
  resolveCampaignDataFolder,
} from '../../core/services/campaign-data-folder.ts';
import {
  importCampaignDefinitions,
  readCampaignDefinition,
  readCampaignDefinitions,
  writeCampaignDefinitions,
} from '../../core/services/campaign-definition-store.ts';
import { importCardData } from '../../core/services/card-import-service.ts';
import { readCardPool } from '../../core/services/card-store.ts';
import type { ImportProgress } from '../../shared/api/progress.ts';
import { buildCampaignDefinitions } from '../../shared/campaign/definitions/build-campaign-definitions.ts';
import { CampaignDataError } from '../../shared/campaign/definitions/campaign-data-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { ARKHAM_CARDS_DATA, describeRealData, FIXTURE_DATA, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Campaign definitions in SQLite: imported from arkham-cards-data beside the card
// data, replaced in one transaction, kept when the campaign data is broken or absent.

const CAMPAIGN_FIXTURE = path.join(REPO_ROOT, 'test', 'fixtures', 'arkham-cards-mini');
const newHome = useTempHome();

function withDatabase<T>(work: (db: AppDatabase, home: string) => Promise<T>): Promise<T> {
  const home = newHome();
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
  return work(db, home).finally(() => db.close());
}

/** A folder like ../shared/data: arkhamdb-json-data and arkham-cards-data side by side. */
function sharedDataFolder(home: string): string {
  const data = path.join(home, 'data');
  cpSync(FIXTURE_DATA, path.join(data, 'arkhamdb-json-data'), { recursive: true });
  cpSync(CAMPAIGN_FIXTURE, path.join(data, 'arkham-cards-data'), { recursive: true });
  return data;
}

const rows = (db: AppDatabase) =>
  db.sqlite.prepare('SELECT id, position, kind, name FROM campaign_definitions ORDER BY position').all();

async function importFixture(db: AppDatabase, folder = CAMPAIGN_FIXTURE): Promise<number> {
  return importCampaignDefinitions(db, await readCampaignDataFolder(folder));
}

describe('campaign definitions in SQLite', () => {
  it('imports the mini arkham-cards-data into campaign_definitions and reads it back in order', () =>
    withDatabase(async (db) => {
      expect(await importFixture(db)).toBe(2);
      expect(rows(db)).toEqual([
        { id: 'core', position: 0, kind: 'campaign', name: 'Die Nacht des Zeloten' },
        { id: 'rtnotz', position: 1, kind: 'return', name: 'Rückkehr zu: Die Nacht des Zeloten' },
      ]);
      const notz = readCampaignDefinition(db, 'core')!;
      expect(notz.scenarios.map(({ id, name }) => [id, name])).toEqual([
        ['torch', 'Die Zusammenkunft'],
        ['arkham', 'The Midnight Masks'],
      ]);
      expect(notz.logSections.map((section) => section.title)).toEqual([
        'Kampagnennotizen',
        'Verhörte Kultisten',
        'Hidden',
      ]);
      expect(Object.keys(notz.chaosBags)).toEqual(['easy', 'standard']);
      const rtnotz = readCampaignDefinition(db, 'rtnotz')!;
      expect(rtnotz.scenarios.map((scenario) => scenario.id)).toEqual(['return_to_the_gathering', 'arkham']);
      expect(rtnotz.scenarios[0]!.resolutions).toEqual([
        { id: 'no_resolution', title: 'No resolution was reached' },
        { id: 'R1', title: 'Auflösung 1' },
      ]);
      expect(readCampaignDefinitions(db)).toEqual([notz, rtnotz]);
      expect(readCampaignDefinition(db, 'tfa')).toBeUndefined();
    }));

  it('replaces all definitions in one transaction: a failing write leaves the previous ones', () =>
    withDatabase(async (db) => {
      await importFixture(db);
      const before = readCampaignDefinitions(db);
      const [notz] = before;
      expect(() => writeCampaignDefinitions(db, [{ ...notz!, name: 'Neu' }, notz!])).toThrow(/UNIQUE/);
      expect(readCampaignDefinitions(db)).toEqual(before);
    }));

  it('accepts the arkham-cards-data folder itself or a folder holding it, and names what is missing otherwise', async () => {
    const data = sharedDataFolder(newHome());
    const folder = path.join(data, 'arkham-cards-data');
    expect(await resolveCampaignDataFolder(folder)).toBe(folder);
    expect(await resolveCampaignDataFolder(data)).toBe(folder);
    const error = await resolveCampaignDataFolder(path.join(data, 'arkhamdb-json-data')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CampaignDataError);
    expect(germanErrorMessage((error as CampaignDataError).code, (error as CampaignDataError).details)).toContain(
      'ist kein Kampagnen-Datenordner (arkham-cards-data): Es fehlt „campaigns/“',
    );
  });

  it('finds arkham-cards-data beside the card data: inside the chosen folder or next to arkhamdb-json-data', async () => {
    const data = sharedDataFolder(newHome());
    const expected = path.join(data, 'arkham-cards-data');
    expect(await findCampaignDataBeside(data)).toBe(expected);
    expect(await findCampaignDataBeside(path.join(data, 'arkhamdb-json-data'))).toBe(expected);
    expect(await findCampaignDataBeside(FIXTURE_DATA)).toBeUndefined();
  });

  it('refuses a campaign.json that is not JSON with a German error naming the file, and keeps the previous definitions', () =>
    withDatabase(async (db, home) => {
      await importFixture(db);
      const before = rows(db);
      const broken = path.join(home, 'kaputt');
      cpSync(CAMPAIGN_FIXTURE, broken, { recursive: true });
      writeFileSync(path.join(broken, 'campaigns/notz/campaign.json'), '{"id": "core", "name": ');
      const error = (await importFixture(db, broken).catch((e: unknown) => e)) as CampaignDataError;
      expect(error).toBeInstanceOf(CampaignDataError);
      expect(error.code).toBe('campaign_data_invalid');
      expect(germanErrorMessage(error.code, error.details)).toMatch(
        /^Die Datei „campaigns\/notz\/campaign\.json“ der Kampagnendaten \(arkham-cards-data\) ist ungültig \(.+\)\. Die bisherigen Kampagnenvorlagen bleiben erhalten/,
      );
      expect(rows(db)).toEqual(before);
    }));

  it('refuses a campaign.json without its scenario list, and a scenario id without a file', () =>
    withDatabase(async (db, home) => {
      await importFixture(db);
      const before = rows(db);
      const broken = path.join(home, 'ohne-szenarien');
      cpSync(CAMPAIGN_FIXTURE, broken, { recursive: true });
      const file = path.join(broken, 'campaigns/notz/campaign.json');
      writeFileSync(file, JSON.stringify({ id: 'core', name: 'The Night of the Zealot' }));
      await expect(importFixture(db, broken)).rejects.toMatchObject({
        code: 'campaign_data_invalid',
        details: { path: 'campaigns/notz/campaign.json', reason: expect.stringContaining('scenarios') },
      });
      writeFileSync(
        file,
        JSON.stringify({ id: 'core', name: 'The Night of the Zealot', scenarios: ['torch', 'tentacles'] }),
      );
      await expect(importFixture(db, broken)).rejects.toMatchObject({
        details: { reason: 'Szenario „tentacles“ hat keine Datei' },
      });
      expect(rows(db)).toEqual(before);
    }));
});

describe('campaign definitions with the card import', () => {
  it('imports them after the cards when arkham-cards-data lies beside, reporting a campaigns phase before done', () =>
    withDatabase(async (db, home) => {
      const progress: ImportProgress['phase'][] = [];
      const summary = await importCardData(db, path.join(sharedDataFolder(home), 'arkhamdb-json-data'), (p) =>
        progress.push(p.phase),
      );
      expect(summary.campaigns).toBe(2);
      expect(progress.indexOf('campaigns')).toBeGreaterThan(progress.lastIndexOf('write'));
      expect(progress.filter((phase) => phase === 'done')).toHaveLength(1);
      expect(progress.at(-1)).toBe('done');
      expect(rows(db)).toHaveLength(2);
    }));

  it('keeps the stored definitions when no arkham-cards-data lies beside the cards', () =>
    withDatabase(async (db) => {
      await importFixture(db);
      const summary = await importCardData(db, FIXTURE_DATA);
      expect(summary.campaigns).toBeUndefined();
      expect(rows(db)).toHaveLength(2);
    }));

  it('writes the cards but keeps the previous definitions when the campaign data beside them is broken', () =>
    withDatabase(async (db, home) => {
      await importFixture(db);
      const before = rows(db);
      const data = sharedDataFolder(home);
      writeFileSync(path.join(data, 'arkham-cards-data/return_campaigns/rtnotz/campaign.json'), '[');
      await expect(importCardData(db, data)).rejects.toMatchObject({
        code: 'campaign_data_invalid',
        details: { path: 'return_campaigns/rtnotz/campaign.json' },
      });
      expect(readCardPool(db)?.cards.length).toBeGreaterThan(0);
      expect(rows(db)).toEqual(before);
    }));

  it('`cards import` prints the number of campaign definitions (docs/command-line/cards.md: counts on stdout, progress on stderr)', () => {
    const home = newHome();
    const result = runCli([
      'cards',
      'import',
      '--from',
      sharedDataFolder(home),
      '--db',
      path.join(home, 'karten.sqlite'),
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Tabulisten\n {2}2 Kampagnenvorlagen\n$/);
    expect(result.stderr).toContain('Kampagnen einlesen');
  });
});

describe('campaign definition methods over the IPC contract', () => {
  it('lists the definitions and gets one in full; an unknown id is campaign_definition_not_found', async () => {
    const home = newHome();
    const services = new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test' });
    try {
      await services.importIfEmpty(sharedDataFolder(home));
      const handlers = createHandlers(services);
      expect(await dispatch(handlers, 'campaignDefinitions.list', {})).toEqual({
        ok: true,
        value: [
          { id: 'core', name: 'Die Nacht des Zeloten', kind: 'campaign', official: true, scenarios: 2 },
          {
            id: 'rtnotz',
            name: 'Rückkehr zu: Die Nacht des Zeloten',
            kind: 'return',
            official: true,
            baseId: 'core',
            scenarios: 2,
          },
        ],
      });
      expect(await dispatch(handlers, 'campaignDefinitions.get', { id: 'core' })).toEqual({
        ok: true,
        value: readCampaignDefinition(services.db, 'core'),
      });
      expect(await dispatch(handlers, 'campaignDefinitions.get', { id: 'tfa' })).toEqual({
        ok: false,
        code: 'campaign_definition_not_found',
        details: { definitionId: 'tfa' },
      });
      expect(await dispatch(handlers, 'campaignDefinitions.get', {})).toMatchObject({
        ok: false,
        code: 'invalid_input',
      });
    } finally {
      services.close();
    }
  });
});

describeRealData('campaign definitions of the real arkham-cards-data in SQLite', () => {
  it('stores all 31 definitions (The Dream-Eaters linked as tde among them) and reads them back exactly as built', () =>
    withDatabase(async (db) => {
      const raw = await readCampaignDataFolder(ARKHAM_CARDS_DATA);
      expect(importCampaignDefinitions(db, raw)).toBe(31);
      expect(readCampaignDefinitions(db)).toEqual(buildCampaignDefinitions(raw));
    }));
});
