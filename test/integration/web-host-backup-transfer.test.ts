import { readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBackups } from '../../core/services/database-backups.ts';
import { exportFileName } from '../../core/web-host/backup-transfer.ts';
import { startWebHost, type WebHost } from '../../core/web-host/server.ts';
import { WEB_TOKEN_HEADER } from '../../shared/api/contract.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { FIXTURE_DATA, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// In the web host, which has no file dialogs: the whole database as a download and a
// restore from an uploaded file, behind the same guard as every call (token, own Host and Origin).

const newHome = useTempHome();
const hosts: WebHost[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close();
});

async function openHost(): Promise<WebHost> {
  const host = await startWebHost({
    home: newHome(),
    migrationsFolder: MIGRATIONS,
    rendererFolder: path.join(REPO_ROOT, 'dist', 'renderer'),
    port: 0,
    dataFolder: FIXTURE_DATA,
  });
  hosts.push(host);
  await host.ready;
  return host;
}

const call = async (host: WebHost, method: string, input: unknown) =>
  (await (
    await fetch(`${host.origin}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEB_TOKEN_HEADER]: host.token },
      body: JSON.stringify(input),
    })
  ).json()) as {
    ok: boolean;
    value?: unknown;
  };

const download = (host: WebHost, headers: Record<string, string> = { [WEB_TOKEN_HEADER]: host.token }) =>
  fetch(`${host.origin}/api/backup-file/export`, { method: 'POST', headers });

const upload = (
  host: WebHost,
  body: Uint8Array,
  name = 'meine%20Sicherung.sqlite',
  extra: Record<string, string> = {},
) =>
  fetch(`${host.origin}/api/backup-file/restore`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      [WEB_TOKEN_HEADER]: host.token,
      'x-logbuch-file-name': name,
      ...extra,
    },
    body,
  });

/** Temporary folders of the transfers, as they are before a request. */
const tempFolders = (prefix: string) => new Set(readdirSync(os.tmpdir()).filter((name) => name.startsWith(prefix)));
/** Each folder a transfer made is removed once its answer is sent (those of other runs may come and go). */
const noneLeft = (prefix: string, before: Set<string>) =>
  vi.waitFor(() => expect([...tempFolders(prefix)].filter((name) => !before.has(name))).toEqual([]));

const notes = async (host: WebHost, campaignId: number) =>
  ((await call(host, 'campaigns.state', { campaignId })).value as { notes: { text: string }[] }).notes.map(
    (note) => note.text,
  );

async function campaignWithNote(host: WebHost, text: string): Promise<number> {
  const { campaignId } = (await call(host, 'campaigns.create', { name: 'Die Nacht des Zeloten', chaosBag: ['0'] }))
    .value as { campaignId: number };
  await call(host, 'campaigns.append', { campaignId, events: [{ type: 'note_added', payload: { text } }] });
  return campaignId;
}

describe('backup as a download', () => {
  it('sends the whole database as one SQLite file named by the day', async () => {
    const host = await openHost();
    await campaignWithNote(host, 'Ghul-Priester besiegt');
    const before = tempFolders('logbuch-export-');
    const response = await download(host);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.sqlite3');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName()}"`);
    expect(exportFileName(new Date(2026, 10, 3))).toBe('arkham-logbuch-2026-11-03.sqlite');
    const file = path.join(newHome(), 'download.sqlite');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const copy = new Database(file, { readonly: true });
    try {
      expect((copy.prepare('SELECT COUNT(*) AS n FROM campaigns').get() as { n: number }).n).toBe(1);
      expect((copy.prepare('SELECT COUNT(*) AS n FROM card_source_files').get() as { n: number }).n).toBeGreaterThan(0);
    } finally {
      copy.close();
    }
    await noneLeft('logbuch-export-', before);
  });

  it('answers only with the secret and from our own origin', async () => {
    const host = await openHost();
    expect((await download(host, {})).status).toBe(401);
    expect((await download(host, { [WEB_TOKEN_HEADER]: 'falsch' })).status).toBe(401);
    expect((await download(host, { [WEB_TOKEN_HEADER]: host.token, origin: 'http://evil.example' })).status).toBe(403);
    expect((await fetch(`${host.origin}/api/backup-file/export?token=${host.token}`)).status).toBe(405);
  });
});

describe('restore from an uploaded file', () => {
  it('brings back the uploaded state and keeps the one before as a backup', async () => {
    const host = await openHost();
    const campaignId = await campaignWithNote(host, 'vor dem Export');
    const exported = new Uint8Array(await (await download(host)).arrayBuffer());
    await call(host, 'campaigns.append', {
      campaignId,
      events: [{ type: 'note_added', payload: { text: 'nach dem Export' } }],
    });
    expect(await notes(host, campaignId)).toEqual(['vor dem Export', 'nach dem Export']);

    const before = tempFolders('logbuch-upload-');
    const response = await upload(host, exported);
    const body = (await response.json()) as {
      ok: boolean;
      value: { restored: string; safetyBackup: { name: string; reason: string } };
    };
    expect(response.status).toBe(200);
    expect(body.value.restored).toBe('meine Sicherung.sqlite');
    expect(body.value.safetyBackup.reason).toBe('vor-wiederherstellung');
    expect(listBackups(host.services.db.file).map((backup) => backup.name)).toContain(body.value.safetyBackup.name);
    expect(await notes(host, campaignId)).toEqual(['vor dem Export']);
    expect(host.services.pool()?.card('01001')).toBeDefined();
    await noneLeft('logbuch-upload-', before);
  });

  it('refuses a file that is no backup of ours in German, changing nothing', async () => {
    const host = await openHost();
    const campaignId = await campaignWithNote(host, 'bleibt');
    const response = await upload(
      host,
      new TextEncoder().encode('Dies ist ein Tagebuch, keine Datenbank.'.repeat(50)),
      'tagebuch.txt',
    );
    const body = (await response.json()) as { ok: false; code: string; details: object };
    expect(response.status).toBe(422);
    expect(body.code).toBe('backup_invalid');
    expect(germanErrorMessage(body.code as never, body.details)).toBe(
      'Die Sicherung „tagebuch.txt“ kann nicht wiederhergestellt werden (keine SQLite-Datenbank; wähle eine Sicherung von Arkham Logbuch, eine .sqlite-Datei). Die Datenbank bleibt unverändert.',
    );
    expect(await notes(host, campaignId)).toEqual(['bleibt']);
    expect(listBackups(host.services.db.file)).toEqual([]);
  });

  it('takes only a path-free name, refuses other content types, too large files and calls without the secret', async () => {
    const host = await openHost();
    const exported = new Uint8Array(await (await download(host)).arrayBuffer());
    const sneaky = (await (await upload(host, exported, encodeURIComponent('../../etc/logbuch.sqlite'))).json()) as {
      value: { restored: string };
    };
    expect(sneaky.value.restored).toBe('logbuch.sqlite');
    expect((await upload(host, exported, 'x.sqlite', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await upload(host, exported, 'x.sqlite', { [WEB_TOKEN_HEADER]: 'falsch' })).status).toBe(401);
    const huge = await fetch(`${host.origin}/api/backup-file/restore`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        [WEB_TOKEN_HEADER]: host.token,
        'content-length': String(600 * 1024 * 1024),
      },
      body: new Uint8Array(10),
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // Announced too large: refused before a byte is read (or the connection closed on the spot).
    if (huge instanceof Response) expect(((await huge.json()) as { code: string }).code).toBe('invalid_input');
  });
});
