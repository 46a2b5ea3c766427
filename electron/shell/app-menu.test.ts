import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate } from './app-menu.ts';

type Item = MenuItemConstructorOptions;
const submenu = (item: Item | undefined) => (item?.submenu ?? []) as Item[];
const labels = (items: Item[]) => items.filter((item) => item.type !== 'separator').map((item) => item.label);

describe('appMenuTemplate', () => {
  it('has the German menus Datei, Bearbeiten, Ansicht and Hilfe', () => {
    const menu = appMenuTemplate({ isMac: false, isDev: false, showAbout: () => {} });
    expect(labels(menu)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Hilfe']);
    expect(submenu(menu[0])).toEqual([{ label: 'Beenden', role: 'quit' }]);
    expect(labels(submenu(menu[1]))).toEqual([
      'Rückgängig',
      'Wiederholen',
      'Ausschneiden',
      'Kopieren',
      'Einfügen',
      'Alles auswählen',
    ]);
    expect(
      submenu(menu[1])
        .map((item) => item.role)
        .filter(Boolean),
    ).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
  });

  it('offers reload and developer tools only in development', () => {
    const packaged = appMenuTemplate({ isMac: false, isDev: false, showAbout: () => {} });
    const dev = appMenuTemplate({ isMac: false, isDev: true, showAbout: () => {} });
    expect(labels(submenu(packaged[2]))).toEqual(['Vollbild']);
    expect(labels(submenu(dev[2]))).toEqual(['Neu laden', 'Entwicklerwerkzeuge', 'Vollbild']);
  });

  it('opens the about box from the help menu', () => {
    const showAbout = vi.fn();
    const menu = appMenuTemplate({ isMac: false, isDev: false, showAbout });
    const about = submenu(menu[3])[0]!;
    expect(about.label).toBe('Über Arkham Logbuch');
    (about.click as () => void)();
    expect(showAbout).toHaveBeenCalledOnce();
  });

  it('puts about and quit under the app name on macOS', () => {
    const menu = appMenuTemplate({ isMac: true, isDev: false, showAbout: () => {} });
    expect(labels(menu)).toEqual(['Arkham Logbuch', 'Datei', 'Bearbeiten', 'Ansicht', 'Hilfe']);
    expect(labels(submenu(menu[0]))).toEqual(['Über Arkham Logbuch', 'Arkham Logbuch beenden']);
    expect(submenu(menu[1])).toEqual([{ label: 'Fenster schließen', role: 'close' }]);
  });
});
