import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BundleResult, bundleElectron, DEFAULT_OUT_DIR, REPO_ROOT } from '../../core/build/bundle-main.ts';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../../shared/api/contract.ts';

// Without the Electron binary, the bundles are run in plain Node against a stand-in `electron`
// module: the sandboxed preload in a bare VM context, main.cjs with the real better-sqlite3.

const requiredModules = (code: string) =>
  [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1] ?? '');

let outDir: string;
let bundle: BundleResult;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bundle-'));
  bundle = await bundleElectron(outDir);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('bundleElectron', () => {
  it('writes main.cjs and preload.cjs without warnings, where package.json expects them', () => {
    expect(existsSync(bundle.main) && existsSync(bundle.preload)).toBe(true);
    expect(bundle.warnings.map((warning) => warning.text)).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { main: string };
    expect(path.join(REPO_ROOT, manifest.main)).toBe(path.join(DEFAULT_OUT_DIR, 'main.cjs'));
  });

  it('leaves the preload requiring nothing but electron', () => {
    expect(new Set(requiredModules(readFileSync(bundle.preload, 'utf8')))).toEqual(new Set(['electron']));
  });

  it('bundles the card import’s writing thread beside main.cjs, needing only better-sqlite3', () => {
    expect(path.dirname(bundle.sourceWorker)).toBe(path.dirname(bundle.main));
    const external = requiredModules(readFileSync(bundle.sourceWorker, 'utf8')).filter(
      (name) => !name.startsWith('node:'),
    );
    expect(external).toEqual(['better-sqlite3']);
  });

  it('keeps electron and the native better-sqlite3 outside main.cjs', () => {
    const code = readFileSync(bundle.main, 'utf8');
    const external = requiredModules(code).filter((name) => !name.startsWith('node:'));
    expect(new Set(external)).toEqual(new Set(['electron', 'better-sqlite3']));
    expect(code).not.toContain('node_modules/better-sqlite3');
    expect(code).not.toMatch(/better_sqlite3\.node|require\(["']bindings["']\)/);
  });
});

describe('preload.cjs in a sandbox-like context', () => {
  it('exposes window.logbuch as exactly call and onEvent', async () => {
    const exposed = new Map<string, { call: (m: string, i: unknown) => Promise<unknown>; onEvent: unknown }>();
    const invoke = vi.fn(async () => ({ ok: true, value: {} }));
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: never) => exposed.set(key, api) },
      ipcRenderer: { invoke, on: vi.fn(), removeListener: vi.fn() },
    };
    const require = (name: string) => {
      if (name === 'electron') return electron;
      throw new Error(`preload may not require ${name}`);
    };
    const module = { exports: {} };
    vm.runInNewContext(readFileSync(bundle.preload, 'utf8'), { require, module, exports: module.exports });
    expect([...exposed.keys()]).toEqual(['logbuch']);
    const bridge = exposed.get('logbuch')!;
    expect(Object.keys(bridge).sort()).toEqual(['call', 'onEvent']);
    await bridge.call('app.info', {});
    expect(invoke).toHaveBeenCalledWith(IPC_CALL_CHANNEL, 'app.info', {});
    await expect(bridge.call('shell.openExternal', {})).resolves.toMatchObject({ ok: false, code: 'unknown_method' });
  });
});

function fakeElectron(appData: string) {
  const paths = new Map([['appData', appData]]);
  const windows: FakeWindow[] = [];
  const handlers = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const app = Object.assign(new EventEmitter(), {
    getAppPath: () => REPO_ROOT,
    getVersion: () => '9.9.9-test',
    isPackaged: false,
    getPath: (name: string) => paths.get(name) ?? path.join(appData, name),
    setPath: (name: string, value: string) => paths.set(name, value),
    requestSingleInstanceLock: () => true,
    whenReady: () => Promise.resolve(),
    quit: vi.fn(),
  });
  class FakeWindow extends EventEmitter {
    readonly webContents = Object.assign(new EventEmitter(), { send: vi.fn(), isDestroyed: () => false });
    readonly loadFile = vi.fn(async (_file: string) => {});
    readonly show = vi.fn();
    constructor(readonly options: { webPreferences: Record<string, unknown> }) {
      super();
      windows.push(this);
    }
    isDestroyed = () => false;
    static getAllWindows = () => windows;
    static getFocusedWindow = () => windows[0] ?? null;
  }
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: {
      handle: (channel: string, handler: (...args: unknown[]) => Promise<unknown>) => handlers.set(channel, handler),
    },
    dialog: {
      showErrorBox: vi.fn(),
      showMessageBox: vi.fn(async () => ({ response: 0 })),
      showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/gewaehlt'] })),
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/gewaehlt.sqlite' })),
    },
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: vi.fn() },
    shell: { openExternal: vi.fn(async () => {}) },
  };
  return { electron, windows, handlers };
}

async function runMain(appData: string) {
  const fake = fakeElectron(appData);
  const realRequire = createRequire(path.join(REPO_ROOT, 'package.json'));
  const require = (name: string) => (name === 'electron' ? fake.electron : realRequire(name));
  const module = { exports: {} };
  const saved = { home: process.env.ARKHAM_LOGBUCH_HOME, data: process.env.ARKHAM_DATA };
  delete process.env.ARKHAM_LOGBUCH_HOME;
  delete process.env.ARKHAM_DATA;
  try {
    new Function('require', 'module', 'exports', '__filename', '__dirname', readFileSync(bundle.main, 'utf8'))(
      require,
      module,
      module.exports,
      bundle.main,
      path.dirname(bundle.main),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    if (saved.home !== undefined) process.env.ARKHAM_LOGBUCH_HOME = saved.home;
    if (saved.data !== undefined) process.env.ARKHAM_DATA = saved.data;
  }
  return fake;
}

describe('main.cjs against a stand-in electron', () => {
  const rendererUrl = pathToFileURL(path.join(REPO_ROOT, 'dist', 'renderer', 'index.html')).href;

  it('opens the database, the secure window and the guarded call channel', async () => {
    const appData = mkdtempSync(path.join(os.tmpdir(), 'logbuch-main-'));
    const { electron, windows, handlers } = await runMain(appData);
    try {
      expect(electron.dialog.showErrorBox).not.toHaveBeenCalled();
      expect(existsSync(path.join(appData, 'Arkham Logbuch', 'logbuch.sqlite'))).toBe(true);
      expect(electron.app.listenerCount('web-contents-created')).toBe(1);
      expect(electron.Menu.setApplicationMenu).toHaveBeenCalledOnce();

      const [window] = windows;
      expect(window?.options.webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
      });
      expect(window?.options.webPreferences.preload).toBe(path.join(outDir, 'preload.cjs'));
      expect(window?.loadFile).toHaveBeenCalledWith(path.join(REPO_ROOT, 'dist', 'renderer', 'index.html'));
      window!.emit('ready-to-show');
      expect(window!.show).toHaveBeenCalled();

      const call = handlers.get(IPC_CALL_CHANNEL)!;
      const trusted = { senderFrame: { url: rendererUrl, parent: null } };
      await expect(call(trusted, 'app.info', {})).resolves.toEqual({
        ok: true,
        value: { version: '9.9.9-test', home: path.join(appData, 'Arkham Logbuch'), folderDialog: true },
      });
      await expect(call(trusted, 'app.chooseFolder', {})).resolves.toEqual({
        ok: true,
        value: { folder: '/gewaehlt' },
      });
      expect(electron.dialog.showOpenDialog.mock.calls[0]).toContainEqual(
        expect.objectContaining({ properties: ['openDirectory'] }),
      );
      await expect(call(trusted, 'app.chooseSaveFile', { defaultName: 'sicherung.sqlite' })).resolves.toEqual({
        ok: true,
        value: { file: '/gewaehlt.sqlite' },
      });
      expect(electron.dialog.showSaveDialog.mock.calls[0]).toContainEqual(
        expect.objectContaining({ defaultPath: path.join(appData, 'documents', 'sicherung.sqlite') }),
      );
      await expect(call(trusted, 'app.chooseOpenFile', {})).resolves.toEqual({
        ok: true,
        value: { file: '/gewaehlt' },
      });
      expect(electron.dialog.showOpenDialog.mock.calls[1]).toContainEqual(
        expect.objectContaining({ properties: ['openFile'] }),
      );
      const stranger = { senderFrame: { url: `https://evil.example/?next=${rendererUrl}`, parent: null } };
      await expect(call(stranger, 'app.info', {})).resolves.toMatchObject({ ok: false, code: 'unauthorized' });

      await expect(call(trusted, 'cards.import', { folder: path.join(appData, 'fehlt') })).resolves.toMatchObject({
        ok: true,
      });
      await vi.waitFor(() =>
        expect(window!.webContents.send).toHaveBeenCalledWith(
          IPC_EVENT_CHANNEL,
          'cards:import-finished',
          expect.objectContaining({ ok: false }),
        ),
      );
    } finally {
      electron.app.emit('will-quit');
      rmSync(appData, { recursive: true, force: true });
    }
  });

  it('shows a German error and quits, leaving an unreadable database untouched', async () => {
    const appData = mkdtempSync(path.join(os.tmpdir(), 'logbuch-main-'));
    const file = path.join(appData, 'Arkham Logbuch', 'logbuch.sqlite');
    mkdirSync(path.dirname(file), { recursive: true });
    const garbage = Buffer.from('Dies ist keine SQLite-Datei, sondern ein Tagebuch.'.repeat(200));
    writeFileSync(file, garbage);
    try {
      const { electron, windows } = await runMain(appData);
      expect(electron.dialog.showErrorBox).toHaveBeenCalledWith(
        expect.stringContaining('Datenbank'),
        expect.stringContaining('wird beendet'),
      );
      expect(electron.app.quit).toHaveBeenCalled();
      expect(windows).toHaveLength(0);
      expect(readFileSync(file).equals(garbage)).toBe(true);
    } finally {
      rmSync(appData, { recursive: true, force: true });
    }
  });
});
