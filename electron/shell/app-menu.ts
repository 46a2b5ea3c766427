import type { MenuItemConstructorOptions } from 'electron';
import { deShell as de } from '../../shared/i18n/de/shell.ts';

export interface AppMenuOptions {
  /** macOS shows the first menu under the app's name, so it gets its own. */
  isMac: boolean;
  /** Reload and developer tools exist only when running unpackaged. */
  isDev: boolean;
  showAbout: () => void;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };

/** The German application menu (Datei, Bearbeiten, Ansicht, Hilfe). */
export function appMenuTemplate({ isMac, isDev, showAbout }: AppMenuOptions): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = { label: de.about, click: () => showAbout() };
  const macApp: MenuItemConstructorOptions = {
    label: de.appName,
    submenu: [about, separator, { label: de.quitApp, role: 'quit' }],
  };
  const file: MenuItemConstructorOptions = {
    label: de.menuFile,
    submenu: [isMac ? { label: de.closeWindow, role: 'close' } : { label: de.quit, role: 'quit' }],
  };
  const edit: MenuItemConstructorOptions = {
    label: de.menuEdit,
    submenu: [
      { label: de.undo, role: 'undo' },
      { label: de.redo, role: 'redo' },
      separator,
      { label: de.cut, role: 'cut' },
      { label: de.copy, role: 'copy' },
      { label: de.paste, role: 'paste' },
      separator,
      { label: de.selectAll, role: 'selectAll' },
    ],
  };
  const devItems: MenuItemConstructorOptions[] = [
    { label: de.reload, role: 'reload' },
    { label: de.devTools, role: 'toggleDevTools' },
    separator,
  ];
  const view: MenuItemConstructorOptions = {
    label: de.menuView,
    submenu: [...(isDev ? devItems : []), { label: de.fullScreen, role: 'togglefullscreen' }],
  };
  const help: MenuItemConstructorOptions = { label: de.menuHelp, submenu: [about] };
  return [...(isMac ? [macApp] : []), file, edit, view, help];
}
