import { existsSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { cacheFolder, cacheUsage, storeImage } from '../../core/services/card-image-cache.ts';
import { type FakeArkhamDb, startFakeArkhamDb } from '../support/arkhamdb-api-server.ts';
import type { TestCall } from '../support/ipc-session.ts';
import { FIXTURE_DATA, MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// Optional card images: off by default (nothing is requested), then downloaded once from a
// stand-in ArkhamDB on 127.0.0.1 (never the internet) into a cache with a size limit, served
// from the cache afterwards; answers that are no image, a dead server and bad codes change nothing.

const newHome = useTempHome();
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
const EMPTY = { packs: [], germanPacks: [], taboos: [], cards: [] };

let fake: FakeArkhamDb;
beforeAll(async () => {
  fake = await startFakeArkhamDb(
    EMPTY,
    new Map([
      ['01001.png', PNG],
      ['01002.jpg', JPEG],
      ['01003.png', Buffer.from('<html>Wartungsarbeiten</html>')],
    ]),
  );
});
afterAll(() => fake?.close());

async function withImages(home: string, url: string, work: (call: TestCall) => Promise<void>) {
  const services = new AppServices({ home, migrationsFolder: MIGRATIONS, version: 'test', arkhamDbUrl: url });
  await services.importIfEmpty(FIXTURE_DATA);
  const handlers = createHandlers(services);
  try {
    await work((method, input) => dispatch(handlers, method, input) as ReturnType<TestCall>);
  } finally {
    services.close();
  }
}

const imageRequests = () => fake.requests.filter((request) => request.startsWith('/bundles/'));

describe('card images', () => {
  it('are off by default and then ask nothing of the network', async () => {
    await withImages(newHome(), fake.url, async (call) => {
      expect((await call('cardImages.settings', {})).value).toEqual({
        enabled: false,
        limitMb: 250,
        files: 0,
        bytes: 0,
      });
      expect((await call('cardImages.get', { code: '01001' })).value).toEqual({ status: 'disabled' });
    });
    expect(imageRequests()).toEqual([]);
  });

  it('once turned on, downloads an image once, keeps it across a restart and clears the cache', async () => {
    const home = newHome();
    await withImages(home, fake.url, async (call) => {
      expect((await call('cardImages.configure', { enabled: true, limitMb: 50 })).value).toMatchObject({
        enabled: true,
        limitMb: 50,
      });
      const first = (await call('cardImages.get', { code: '01001' })).value;
      expect(first.status).toBe('downloaded');
      expect(first.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      expect((await call('cardImages.get', { code: '01001' })).value).toEqual({
        status: 'cached',
        dataUrl: first.dataUrl,
      });
      // A newer card is a JPEG: the PNG address answers 404 first.
      expect((await call('cardImages.get', { code: '01002' })).value.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
      expect(imageRequests()).toEqual([
        '/bundles/cards/01001.png',
        '/bundles/cards/01002.png',
        '/bundles/cards/01002.jpg',
      ]);
    });
    await withImages(home, fake.url, async (call) => {
      expect((await call('cardImages.settings', {})).value).toMatchObject({ enabled: true, files: 2 });
      expect((await call('cardImages.clear', {})).value).toMatchObject({ enabled: true, files: 0, bytes: 0 });
    });
  });

  it('refuses what is no image, survives a dead server, and takes only codes of the pool', async () => {
    const home = newHome();
    await withImages(home, fake.url, async (call) => {
      await call('cardImages.configure', { enabled: true });
      expect((await call('cardImages.get', { code: '01003' })).value).toEqual({
        status: 'failed',
        reason: 'kein Bild',
      });
      expect((await call('cardImages.get', { code: '01004' })).value).toEqual({
        status: 'failed',
        reason: 'nicht gefunden',
      });
      expect(await call('cardImages.get', { code: '99999' })).toMatchObject({ ok: false, code: 'invalid_input' });
      expect(await call('cardImages.get', { code: '../../x' })).toMatchObject({ ok: false, code: 'invalid_input' });
      expect(await call('cardImages.configure', { limitMb: 7 })).toMatchObject({ ok: false, code: 'invalid_input' });
    });
    expect(existsSync(cacheFolder(home)) ? readdirSync(cacheFolder(home)) : []).toEqual([]);
    const dead = await startFakeArkhamDb(EMPTY);
    const deadUrl = dead.url;
    await dead.close();
    await withImages(home, deadUrl, async (call) => {
      const answer = (await call('cardImages.get', { code: '01001' })).value;
      expect(answer).toMatchObject({ status: 'failed' });
      expect(answer.reason).toMatch(/ECONNREFUSED|fetch failed/);
    });
  });

  it('keeps the cache under its limit, the oldest images going first', () => {
    const folder = cacheFolder(newHome());
    const image = Buffer.alloc(400, 7);
    storeImage(folder, '01001', image, 'png', 1000);
    storeImage(folder, '01002', image, 'png', 1000);
    const old = new Date(Date.now() - 60_000);
    utimesSync(path.join(folder, '01001.png'), old, old);
    storeImage(folder, '01003', image, 'png', 1000);
    expect(readdirSync(folder).sort()).toEqual(['01002.png', '01003.png']);
    expect(cacheUsage(folder)).toEqual({ files: 2, bytes: 800 });
    // An image larger than the whole limit is not kept.
    expect(storeImage(folder, '01004', Buffer.alloc(2000), 'png', 1000)).toBe(false);
    expect(readdirSync(folder)).not.toContain('01004.png');
  });
});
