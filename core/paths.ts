import os from 'node:os';
import path from 'node:path';
import { SOURCE_WORKER_FILE } from './services/card-source-writer.ts';
import { PREBUILT_POOL_FILE } from './services/prebuilt-pool.ts';

export const APP_NAME = 'Arkham Logbuch';

/**
 * The user data folder: ARKHAM_LOGBUCH_HOME if set, else the folder Electron's
 * `app.getPath('userData')` uses for this app on each platform.
 */
export function logbuchHome(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ARKHAM_LOGBUCH_HOME) return path.resolve(env.ARKHAM_LOGBUCH_HOME);
  if (process.platform === 'win32')
    return path.join(env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'), APP_NAME);
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Application Support', APP_NAME);
  return path.join(env.XDG_CONFIG_HOME ?? path.join(os.homedir(), '.config'), APP_NAME);
}

export function databaseFile(home: string): string {
  return path.join(home, 'logbuch.sqlite');
}

/** The app's own files, wherever it runs from: one computation for Electron, the web host and the CLI. */
export interface FileLocations {
  migrationsFolder: string;
  /** The built renderer (`npm run build:renderer`). */
  rendererFolder: string;
  /** The card pool built at packaging time (`npm run build:pool`), if one was shipped. */
  prebuiltPool: string;
  /** The card import's writing thread, bundled beside main.cjs (`npm run build:electron`). */
  sourceWorker: string;
}

/**
 * `appPath` is the repository (development, the web host, the CLI) or the asar root (packaged);
 * `bundleDir` the folder of main.cjs, by default the repository's dist/electron.
 */
export function fileLocations(appPath: string, bundleDir = path.join(appPath, 'dist', 'electron')): FileLocations {
  return {
    migrationsFolder: path.join(appPath, 'migrations'),
    rendererFolder: path.join(appPath, 'dist', 'renderer'),
    sourceWorker: path.join(bundleDir, SOURCE_WORKER_FILE),
    // Packaged, extraResources puts it beside app.asar; in development it lies in resources/.
    prebuiltPool: appPath.endsWith('.asar')
      ? path.join(path.dirname(appPath), PREBUILT_POOL_FILE)
      : path.join(appPath, 'resources', PREBUILT_POOL_FILE),
  };
}
