import type { MenuItemConstructorOptions } from 'electron';
import { APP_NAME } from '../paths.ts';

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
  const about: MenuItemConstructorOptions = { label: `Über ${APP_NAME}`, click: () => showAbout() };
  const macApp: MenuItemConstructorOptions = {
    label: APP_NAME,
    submenu: [about, separator, { label: `${APP_NAME} beenden`, role: 'quit' }],
  };
  const file: MenuItemConstructorOptions = {
    label: 'Datei',
    submenu: [isMac ? { label: 'Fenster schließen', role: 'close' } : { label: 'Beenden', role: 'quit' }],
  };
  const edit: MenuItemConstructorOptions = {
    label: 'Bearbeiten',
    submenu: [
      { label: 'Rückgängig', role: 'undo' },
      { label: 'Wiederholen', role: 'redo' },
      separator,
      { label: 'Ausschneiden', role: 'cut' },
      { label: 'Kopieren', role: 'copy' },
      { label: 'Einfügen', role: 'paste' },
      separator,
      { label: 'Alles auswählen', role: 'selectAll' },
    ],
  };
  const devItems: MenuItemConstructorOptions[] = [
    { label: 'Neu laden', role: 'reload' },
    { label: 'Entwicklerwerkzeuge', role: 'toggleDevTools' },
    separator,
  ];
  const view: MenuItemConstructorOptions = {
    label: 'Ansicht',
    submenu: [...(isDev ? devItems : []), { label: 'Vollbild', role: 'togglefullscreen' }],
  };
  const help: MenuItemConstructorOptions = { label: 'Hilfe', submenu: [about] };
  return [...(isMac ? [macApp] : []), file, edit, view, help];
}
