import os from 'node:os';
import path from 'node:path';

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
