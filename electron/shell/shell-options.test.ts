import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/api/app-error.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { aboutBoxOptions } from './about-box.ts';
import { appHome, appLocations } from './app-locations.ts';
import { chosenFolder, folderDialogOptions } from './folder-dialog.ts';
import { startupErrorText } from './startup-error.ts';
import { mainWindowOptions } from './window-options.ts';

describe('mainWindowOptions', () => {
  it('opens a hidden 1280×800 window with the secure web preferences', () => {
    const options = mainWindowOptions('/app/dist/electron/preload.cjs');
    expect(options).toMatchObject({
      width: 1280,
      height: 800,
      minWidth: 1024,
      minHeight: 640,
      title: 'Arkham Logbuch',
      show: false,
    });
    expect(options.webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: '/app/dist/electron/preload.cjs',
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });
});

describe('appLocations', () => {
  it('finds migrations and renderer under the app path, the preload beside main.cjs', () => {
    const appPath = path.resolve('/opt/Arkham Logbuch/resources/app.asar');
    const locations = appLocations(appPath, path.join(appPath, 'dist', 'electron'));
    expect(locations.migrationsFolder).toBe(path.join(appPath, 'migrations'));
    expect(locations.rendererFile).toBe(path.join(appPath, 'dist', 'renderer', 'index.html'));
    expect(locations.preload).toBe(path.join(appPath, 'dist', 'electron', 'preload.cjs'));
    expect(locations.sourceWorker).toBe(path.join(appPath, 'dist', 'electron', 'card-source-worker.cjs'));
    expect(locations.rendererUrl).toMatch(
      /^file:\/\/\/.*Arkham%20Logbuch\/resources\/app\.asar\/dist\/renderer\/index\.html$/,
    );
  });

  it('finds the shipped card pool beside app.asar when packaged, in resources/ in development', () => {
    const packaged = path.resolve('/opt/Arkham Logbuch/resources/app.asar');
    expect(appLocations(packaged, path.join(packaged, 'dist', 'electron')).prebuiltPool).toBe(
      path.resolve('/opt/Arkham Logbuch/resources/card-pool.json.gz'),
    );
    expect(appLocations(path.resolve('/src/logbuch'), '/src/logbuch/dist/electron').prebuiltPool).toBe(
      path.resolve('/src/logbuch/resources/card-pool.json.gz'),
    );
  });
});

describe('appHome', () => {
  it('prefers ARKHAM_LOGBUCH_HOME, else the userData folder', () => {
    expect(appHome({ ARKHAM_LOGBUCH_HOME: '/tmp/logbuch' }, '/home/a/.config/Arkham Logbuch')).toBe(
      path.resolve('/tmp/logbuch'),
    );
    expect(appHome({}, '/home/a/.config/Arkham Logbuch')).toBe('/home/a/.config/Arkham Logbuch');
  });
});

describe('folder dialog', () => {
  it('asks for a directory with a German title', () => {
    expect(folderDialogOptions()).toMatchObject({ title: 'Ordner auswählen', properties: ['openDirectory'] });
    expect(folderDialogOptions('Kartendaten wählen').title).toBe('Kartendaten wählen');
  });

  it('returns the chosen folder, or nothing when cancelled', () => {
    expect(chosenFolder({ canceled: false, filePaths: ['/daten/arkhamdb-json-data'] })).toBe(
      '/daten/arkhamdb-json-data',
    );
    expect(chosenFolder({ canceled: true, filePaths: [] })).toBeUndefined();
  });
});

describe('aboutBoxOptions', () => {
  it('names the version and credits the data sources', () => {
    const { detail, title } = aboutBoxOptions('1.2.3');
    expect(title).toBe('Über Arkham Logbuch');
    expect(detail).toContain('Version 1.2.3');
    expect(detail).toContain('Kartendaten: ArkhamDB (arkhamdb-json-data).');
    expect(detail).toContain('Kampagnendaten: Arkham Cards (arkham-cards-data).');
    expect(detail).toContain('Karten- und Kampagnentexte © Fantasy Flight Games.');
  });
});

describe('startupErrorText', () => {
  it('explains a database from a newer app in German', () => {
    const { title, content } = startupErrorText(new AppError('database_newer', { file: '/h/logbuch.sqlite' }), '/h');
    expect(title).toContain('Datenbank');
    expect(content).toContain('neueren Version von Arkham Logbuch');
    expect(content).toContain('Datenordner: /h');
    expect(content).toContain('ohne die Datenbank zu verändern');
  });

  it('uses the German text of card data errors too', () => {
    expect(startupErrorText(new CardDataError('folder_missing', { path: '/x' }), '/h').content).toContain(
      'Der Ordner „/x“ existiert nicht',
    );
  });

  it('shows the message of an unexpected error', () => {
    expect(startupErrorText(new Error('file is not a database'), '/h').content).toContain(
      'Unerwarteter Fehler: file is not a database',
    );
  });
});
