import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { listBackups } from '../../core/services/database-backups.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import type { TestCall } from '../support/ipc-session.ts';
import { FIXTURE_DATA, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_CORE } from '../support/roland-core-deck.ts';
import { runCli } from '../support/run-cli.ts';
import { useTempHome } from '../support/temp-home.ts';

// Everything (decks with their versions, campaigns with their journal, settings, cards)
// as one file at a place the player chooses, and back from any such file, checked first.

const newHome = useTempHome();

type Call = TestCall;

async function withApp(work: (call: Call, services: AppServices, home: string) => Promise<void>, home = newHome()) {
  const services = new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test' });
  try {
    await work((method, input) => dispatch(createHandlers(services), method, input) as never, services, home);
  } finally {
    services.close();
  }
}

/** A home with cards, an upgraded deck, a campaign with a note and a setting. */
async function fillHome(call: Call, services: AppServices) {
  await services.cardImport.run(FIXTURE_DATA);
  const deck = (
    await call('decks.create', {
      name: 'Roland',
      deck: { ...ROLAND_CORE, slots: { ...ROLAND_CORE.slots, '01000': 1 } },
    })
  ).value;
  await call('decks.upgrade', { deckId: deck.deckId, xpGranted: 3 });
  const campaign = (await call('campaigns.create', { name: 'Die Nacht des Zeloten', chaosBag: ['0', 'skull'] })).value;
  await call('campaigns.append', {
    campaignId: campaign.campaignId,
    events: [{ type: 'note_added', payload: { text: 'Ghul-Priester besiegt' } }],
  });
  services.db.sqlite.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dunkel')").run();
  return { deckId: deck.deckId, campaignId: campaign.campaignId };
}

describe('one-file backup over IPC', () => {
  it('writes everything to a chosen file and restores it into another installation', async () => {
    const file = path.join(newHome(), 'mein-logbuch.sqlite');
    let ids: { deckId: number; campaignId: number } | undefined;
    await withApp(async (call, services) => {
      ids = await fillHome(call, services);
      const exported = await call('backups.export', { file });
      expect(exported).toMatchObject({ ok: true, value: { file, bytes: expect.any(Number) } });
    });
    await withApp(async (call, services) => {
      const restored = await call('backups.restoreFile', { file });
      expect(restored).toMatchObject({
        ok: true,
        value: { restored: file, safetyBackup: { reason: 'vor-wiederherstellung' } },
      });
      expect((await call('decks.history', { deckId: ids!.deckId })).value).toHaveLength(2);
      const state = (await call('campaigns.state', { campaignId: ids!.campaignId })).value;
      expect(JSON.stringify(state)).toContain('Ghul-Priester besiegt');
      expect(services.db.sqlite.prepare("SELECT value FROM settings WHERE key = 'theme'").get()).toEqual({
        value: 'dunkel',
      });
      expect(services.pool()?.card('01001')?.name).toBe('Roland Banks');
    });
  });

  it('refuses a relative path, a file that exists and a folder that does not, writing nothing', () =>
    withApp(async (call, _services, home) => {
      expect(await call('backups.export', { file: 'logbuch.sqlite' })).toMatchObject({
        ok: false,
        code: 'invalid_input',
      });
      const existing = path.join(home, 'da.sqlite');
      writeFileSync(existing, 'meins');
      const refused = await call('backups.export', { file: existing });
      expect(refused).toMatchObject({ ok: false, code: 'backup_write_failed' });
      expect(germanErrorMessage(refused.code as never, refused.details)).toMatch(/gibt es schon.*bleibt unverändert/);
      expect(readFileSync(existing, 'utf8')).toBe('meins');
      expect(await call('backups.export', { file: path.join(home, 'fehlt', 'x.sqlite') })).toMatchObject({
        ok: false,
        code: 'backup_write_failed',
      });
    }));
});

describe('restoring a file is checked first', () => {
  /** A copy of a sound backup, changed by `spoil`. */
  async function spoiledBackup(spoil: (file: string) => void): Promise<string> {
    const file = path.join(newHome(), 'sicherung.sqlite');
    await withApp(async (call) => {
      await call('campaigns.create', { name: 'Quelle', chaosBag: ['0'] });
      await call('backups.export', { file });
    });
    spoil(file);
    return file;
  }

  const cases: [string, (file: string) => void, RegExp][] = [
    [
      'a damaged file',
      (file) => writeFileSync(file, Buffer.concat([readFileSync(file).subarray(0, 100), Buffer.alloc(4000, 7)])),
      /kann nicht wiederhergestellt werden/,
    ],
    [
      'another program’s database',
      (file) => {
        writeFileSync(file, '');
        const db = new Database(file);
        db.exec('CREATE TABLE rezepte (name TEXT)');
        db.close();
      },
      /keine Datenbank von Arkham Logbuch/,
    ],
    [
      'a backup from a newer app',
      (file) => {
        const db = new Database(file);
        db.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run(
          'zukunft',
          Date.now() + 10 ** 12,
        );
        db.close();
      },
      /neueren Version von Arkham Logbuch/,
    ],
  ];

  for (const [what, spoil, message] of cases) {
    it(`refuses ${what} and leaves the database as it was`, async () => {
      const file = await spoiledBackup(spoil);
      await withApp(async (call, services) => {
        await call('campaigns.create', { name: 'Bleibt', chaosBag: ['0'] });
        const refused = await call('backups.restoreFile', { file });
        expect(refused).toMatchObject({ ok: false, code: 'backup_invalid' });
        expect(germanErrorMessage(refused.code as never, refused.details)).toMatch(message);
        expect((await call('campaigns.list', {})).value.map((c: { name: string }) => c.name)).toEqual(['Bleibt']);
        expect(listBackups(services.db.file).filter((backup) => backup.reason === 'vor-wiederherstellung')).toEqual([]);
      });
    });
  }
});

describe('one-file backup on the command line', () => {
  it('`backup create --out` and `backup restore --file` carry a campaign to another home', () => {
    const source = newHome();
    const target = newHome();
    const file = path.join(newHome(), 'export.sqlite');
    expect(runCli(['campaign', 'create', '--name', 'Mitgenommen'], { ARKHAM_LOGBUCH_HOME: source }).status).toBe(0);
    const created = runCli(['backup', 'create', '--out', file], { ARKHAM_LOGBUCH_HOME: source });
    expect(created.status).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ file, bytes: expect.any(Number) });

    const restored = runCli(['backup', 'restore', '--file', file], { ARKHAM_LOGBUCH_HOME: target });
    expect(restored.status).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({
      restored: file,
      safetyBackup: { reason: 'vor-wiederherstellung' },
    });
    const listed = JSON.parse(runCli(['campaign', 'list'], { ARKHAM_LOGBUCH_HOME: target }).stdout);
    expect(listed.map((c: { name: string }) => c.name)).toEqual(['Mitgenommen']);
  });

  it('restores a file over a damaged database, keeping the damaged one aside', () => {
    const source = newHome();
    const file = path.join(newHome(), 'export.sqlite');
    runCli(['campaign', 'create', '--name', 'Gerettet'], { ARKHAM_LOGBUCH_HOME: source });
    runCli(['backup', 'create', '--out', file], { ARKHAM_LOGBUCH_HOME: source });
    const damaged = newHome();
    const before = runCli(['campaign', 'list'], { ARKHAM_LOGBUCH_HOME: damaged });
    expect(before.status).toBe(0);
    writeFileSync(path.join(damaged, 'logbuch.sqlite'), 'kaputt');
    const restored = runCli(['backup', 'restore', '--file', file], { ARKHAM_LOGBUCH_HOME: damaged });
    expect(restored.status).toBe(0);
    expect(JSON.parse(restored.stdout).damagedKeptAs).toMatch(/beschaedigt/);
    expect(
      JSON.parse(runCli(['campaign', 'list'], { ARKHAM_LOGBUCH_HOME: damaged }).stdout).map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Gerettet']);
  });

  it('asks for either a name or --file, in German', () => {
    const result = runCli(['backup', 'restore'], { ARKHAM_LOGBUCH_HOME: newHome() });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('entweder den Namen einer Sicherung');
  });
});
