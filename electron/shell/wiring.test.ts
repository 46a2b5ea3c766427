import { describe, expect, it, vi } from 'vitest';
import type { Handlers } from '../../core/ipc/handlers.ts';
import { EventBus } from '../../core/services/event-bus.ts';
import { IPC_EVENT_CHANNEL } from '../../shared/api/contract.ts';
import { createCallHandler } from './call-handler.ts';
import { type EventTarget, forwardEvents } from './event-forwarding.ts';
import { importAtStart } from './startup-import.ts';

const APP_URL = 'file:///app/dist/renderer/index.html';
const handlers = { 'app.info': () => ({ version: '1.0.0', home: '/h', folderDialog: true }) } as unknown as Handlers;

describe('createCallHandler', () => {
  it('dispatches calls from the app window through the contract', async () => {
    const handle = createCallHandler(handlers, APP_URL);
    await expect(handle({ senderFrame: { url: APP_URL, parent: null } }, 'app.info', {})).resolves.toEqual({
      ok: true,
      value: { version: '1.0.0', home: '/h', folderDialog: true },
    });
    await expect(
      handle({ senderFrame: { url: APP_URL, parent: null } }, 'app.info', { extra: 1 }),
    ).resolves.toMatchObject({
      ok: false,
      code: 'invalid_input',
    });
  });

  it('refuses calls from any other frame before the handler runs', async () => {
    const info = vi.fn();
    const warn = vi.fn();
    const handle = createCallHandler({ 'app.info': info } as unknown as Handlers, APP_URL, warn);
    await expect(
      handle({ senderFrame: { url: 'https://evil.example/', parent: null } }, 'app.info', {}),
    ).resolves.toEqual({
      ok: false,
      code: 'unauthorized',
      details: { method: 'app.info' },
    });
    await expect(handle({ senderFrame: null }, 'app.info', {})).resolves.toMatchObject({ code: 'unauthorized' });
    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

function window(destroyed = false) {
  const send = vi.fn();
  const target: EventTarget = { isDestroyed: () => destroyed, webContents: { isDestroyed: () => false, send } };
  return { target, send };
}

describe('forwardEvents', () => {
  it('sends every event to every open window on the event channel', () => {
    const events = new EventBus();
    const open = [window(), window()];
    const closed = window(true);
    forwardEvents(events, () => [...open.map((w) => w.target), closed.target]);
    events.emit('cards:import-finished', { ok: false, code: 'folder_missing', details: {} });
    for (const { send } of open) {
      expect(send).toHaveBeenCalledWith(IPC_EVENT_CHANNEL, 'cards:import-finished', {
        ok: false,
        code: 'folder_missing',
        details: {},
      });
    }
    expect(closed.send).not.toHaveBeenCalled();
  });

  it('stops when unsubscribed', () => {
    const events = new EventBus();
    const open = window();
    forwardEvents(events, () => [open.target])();
    events.emit('cards:import-finished', { ok: false, code: 'internal', details: {} });
    expect(open.send).not.toHaveBeenCalled();
  });
});

describe('importAtStart', () => {
  type Import = (file: string | undefined) => Promise<void>;
  const services = (importIfEmpty: Import = async () => {}, importPrebuiltIfEmpty: Import = async () => {}) => ({
    importIfEmpty: vi.fn(importIfEmpty),
    importPrebuiltIfEmpty: vi.fn(importPrebuiltIfEmpty),
  });

  it('does nothing without ARKHAM_DATA or a shipped pool', async () => {
    const target = services();
    await importAtStart(target, undefined);
    expect(target.importIfEmpty).not.toHaveBeenCalled();
    expect(target.importPrebuiltIfEmpty).not.toHaveBeenCalled();
  });

  it('imports the folder and logs a failure instead of throwing', async () => {
    const log = vi.fn();
    await importAtStart(
      services(async () => Promise.reject(new Error('kaputt'))),
      '/daten',
      log,
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/daten'), expect.any(Error));
  });

  it('prefers ARKHAM_DATA over the shipped pool, and uses the shipped pool without it', async () => {
    const withFolder = services();
    await importAtStart(withFolder, '/daten', vi.fn(), '/app/resources/card-pool.json.gz');
    expect(withFolder.importIfEmpty).toHaveBeenCalledWith('/daten');
    expect(withFolder.importPrebuiltIfEmpty).not.toHaveBeenCalled();
    const log = vi.fn();
    const shipped = services(undefined, async () => Promise.reject(new Error('kaputt')));
    await importAtStart(shipped, undefined, log, '/app/resources/card-pool.json.gz');
    expect(shipped.importPrebuiltIfEmpty).toHaveBeenCalledWith('/app/resources/card-pool.json.gz');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('card-pool.json.gz'), expect.any(Error));
  });
});
