import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileLocations } from '../../core/paths.ts';

export interface AppLocations {
  migrationsFolder: string;
  rendererFile: string;
  /** What the renderer's frames report as their URL; navigation and IPC are checked against it. */
  rendererUrl: string;
  preload: string;
  /** The card pool built at packaging time (`npm run build:pool`), if one was shipped. */
  prebuiltPool: string;
  /** The card import's writing thread, bundled beside main.cjs. */
  sourceWorker: string;
}

/**
 * Where the app's files are. `appPath` is `app.getAppPath()` (the repository in development, the
 * asar root when packaged); `bundleDir` is the folder of main.cjs, where preload.cjs sits too.
 */
export function appLocations(appPath: string, bundleDir: string): AppLocations {
  const { migrationsFolder, rendererFolder, prebuiltPool, sourceWorker } = fileLocations(appPath, bundleDir);
  const rendererFile = path.join(rendererFolder, 'index.html');
  return {
    migrationsFolder,
    rendererFile,
    rendererUrl: pathToFileURL(rendererFile).href,
    preload: path.join(bundleDir, 'preload.cjs'),
    sourceWorker,
    prebuiltPool,
  };
}

/** The user data folder: ARKHAM_LOGBUCH_HOME if set, else Electron's userData folder. */
export function appHome(env: NodeJS.ProcessEnv, userData: string): string {
  return env.ARKHAM_LOGBUCH_HOME ? path.resolve(env.ARKHAM_LOGBUCH_HOME) : userData;
}
