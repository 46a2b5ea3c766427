import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, shell } from 'electron';
import { createHandlers } from '../core/ipc/handlers.ts';
import { APP_NAME, databaseFile } from '../core/paths.ts';
import { AppServices } from '../core/services/app-services.ts';
import { restoreOverDamaged } from '../core/services/database-backups.ts';
import { backupAtStart } from '../core/services/startup-backup.ts';
import { IPC_CALL_CHANNEL } from '../shared/api/contract.ts';
import { deLog } from '../shared/i18n/de/log.ts';
import { hardenWebContents } from './security/harden-web-contents.ts';
import { aboutBoxOptions } from './shell/about-box.ts';
import { appHome, appLocations } from './shell/app-locations.ts';
import { appMenuTemplate } from './shell/app-menu.ts';
import { createCallHandler } from './shell/call-handler.ts';
import { forwardEvents } from './shell/event-forwarding.ts';
import { chosenOpenFile, chosenSaveFile, openFileDialogOptions, saveFileDialogOptions } from './shell/file-dialog.ts';
import { chosenFolder, folderDialogOptions } from './shell/folder-dialog.ts';
import { createPrinter } from './shell/print-window.ts';
import { restorableBackup, restoreQuestion, startupErrorText } from './shell/startup-error.ts';
import { importAtStart } from './shell/startup-import.ts';
import { mainWindowOptions } from './shell/window-options.ts';

// Wiring only: every decision lives in electron/shell and electron/security.

const locations = appLocations(app.getAppPath(), __dirname);
// Same folder as logbuchHome() (CLI, web host), whatever package.json calls the app.
app.setPath('userData', path.join(app.getPath('appData'), APP_NAME));

app.on('web-contents-created', (_event, contents) =>
  hardenWebContents(contents, { appFileUrl: locations.rendererUrl, openExternal: (url) => shell.openExternal(url) }),
);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const window = BrowserWindow.getAllWindows()[0];
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.whenReady().then(start, (error: unknown) => console.error('[logbuch]', error));
}

function start(): void {
  const home = appHome(process.env, app.getPath('userData'));
  let services: AppServices;
  try {
    services = new AppServices({
      home,
      migrationsFolder: locations.migrationsFolder,
      sourceWorker: locations.sourceWorker,
      version: app.getVersion(),
      chooseFolder,
      chooseSaveFile,
      chooseOpenFile,
      print: createPrinter(printDeps()),
    });
  } catch (error) {
    console.error(deLog.databaseUnopenable, error);
    const text = startupErrorText(error, home);
    const backup = restorableBackup(error);
    if (backup && dialog.showMessageBoxSync(restoreQuestion(text, backup)) === 0) {
      restoreOverDamaged(databaseFile(home), backup, locations.migrationsFolder);
      app.relaunch();
    } else if (!backup) dialog.showErrorBox(text.title, text.content);
    app.quit();
    return;
  }
  backupAtStart(services.db);

  const showAbout = () => {
    const parent = BrowserWindow.getFocusedWindow();
    const options = aboutBoxOptions(app.getVersion());
    void (parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options));
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({ isMac: process.platform === 'darwin', isDev: !app.isPackaged, showAbout }),
    ),
  );
  ipcMain.handle(IPC_CALL_CHANNEL, createCallHandler(createHandlers(services), locations.rendererUrl));
  forwardEvents(services.events, () => BrowserWindow.getAllWindows());

  const firstWindow = openMainWindow();
  firstWindow.webContents.once(
    'did-finish-load',
    () => void importAtStart(services, process.env.ARKHAM_DATA, console.error, locations.prebuiltPool),
  );

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.once('will-quit', () => services.close());
}

function openMainWindow(): BrowserWindow {
  const { webPreferences, ...frame } = mainWindowOptions(locations.preload);
  // The checklist's preferences spelled out where the window is made, where electronegativity reads them.
  const window = new BrowserWindow({
    ...frame,
    webPreferences: { ...webPreferences, contextIsolation: true, sandbox: true, disableBlinkFeatures: 'Auxclick' },
  });
  window.once('ready-to-show', () => window.show());
  window.loadFile(locations.rendererFile).catch((error: unknown) => console.error(deLog.rendererNotLoaded, error));
  return window;
}

/** `app.print` prints the window that asked (the focused one) and saves its PDF where the player says. */
function printDeps(): Parameters<typeof createPrinter>[0] {
  const window = () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  return {
    contents: () => window()?.webContents,
    showSaveDialog: (options) => {
      const parent = window();
      return parent ? dialog.showSaveDialog(parent, options) : dialog.showSaveDialog(options);
    },
    writeFile: (file, data) => writeFile(file, data),
  };
}

async function chooseFolder(title?: string): Promise<string | undefined> {
  const parent = BrowserWindow.getFocusedWindow();
  const options = folderDialogOptions(title);
  return chosenFolder(await (parent ? dialog.showOpenDialog(parent, options) : dialog.showOpenDialog(options)));
}

async function chooseSaveFile(request: Parameters<typeof saveFileDialogOptions>[0]): Promise<string | undefined> {
  const parent = BrowserWindow.getFocusedWindow();
  const options = saveFileDialogOptions(request, app.getPath('documents'));
  return chosenSaveFile(await (parent ? dialog.showSaveDialog(parent, options) : dialog.showSaveDialog(options)));
}

async function chooseOpenFile(request: Parameters<typeof openFileDialogOptions>[0]): Promise<string | undefined> {
  const parent = BrowserWindow.getFocusedWindow();
  const options = openFileDialogOptions(request);
  return chosenOpenFile(await (parent ? dialog.showOpenDialog(parent, options) : dialog.showOpenDialog(options)));
}
