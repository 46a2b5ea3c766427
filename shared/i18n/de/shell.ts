// The German words of the Electron shell (menu, native dialogs, the about box, the start-up error)
// and the ones the renderer shares with it: one catalogue, so the window's menu and the page
// never name the same thing differently.

const APP = 'Arkham Logbuch';

export const deShell = {
  appName: APP,
  about: `Über ${APP}`,
  quitApp: `${APP} beenden`,
  quit: 'Beenden',
  closeWindow: 'Fenster schließen',
  menuFile: 'Datei',
  menuEdit: 'Bearbeiten',
  menuView: 'Ansicht',
  menuHelp: 'Hilfe',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  cut: 'Ausschneiden',
  copy: 'Kopieren',
  paste: 'Einfügen',
  selectAll: 'Alles auswählen',
  reload: 'Neu laden',
  devTools: 'Entwicklerwerkzeuge',
  fullScreen: 'Vollbild',
  saveAs: 'Speichern unter',
  save: 'Speichern',
  openFile: 'Datei öffnen',
  open: 'Öffnen',
  allFiles: 'Alle Dateien',
  chooseFolder: 'Ordner auswählen',
  choose: 'Auswählen',
  savePdf: 'Als PDF speichern',
  ok: 'OK',
  version: (version: string) => `Version ${version}`,
  unexpectedError: (message: string) => `Unerwarteter Fehler: ${message}`,
  startupErrorTitle: `${APP}: Datenbank kann nicht geöffnet werden`,
  startupErrorContent: (reason: string, home: string) =>
    `${reason}\n\nDatenordner: ${home}\n\n${APP} wird beendet, ohne die Datenbank zu verändern.`,
  restoreQuestion: (backup: string) =>
    `Soll die Sicherung „${backup}“ jetzt wiederhergestellt werden? Die beschädigte Datei wird dabei im Ordner „backups“ aufgehoben.`,
  restoreBackup: 'Sicherung wiederherstellen',
};
