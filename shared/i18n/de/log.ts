// The German lines the main process writes to its log (stderr) for maintainers: what failed in
// the background, each followed by the error itself.

const TAG = '[logbuch]';

export const deLog = {
  databaseUnopenable: `${TAG} Datenbank kann nicht geöffnet werden:`,
  rendererNotLoaded: `${TAG} Oberfläche nicht geladen:`,
  internalError: `${TAG} interner Fehler:`,
  writerThread: `${TAG} Schreib-Thread für Kartendaten:`,
  writerThreadExited: (code: number) => `Schreib-Thread beendet (${code})`,
  oldSourcesNotDeleted: `${TAG} Alte Kartendateien nicht gelöscht:`,
  startupBackupFailed: `${TAG} Automatische Sicherung beim Start fehlgeschlagen:`,
  startupImportFailed: (source: string) => `${TAG} Kartenimport aus ${source} beim Start fehlgeschlagen:`,
  foreignSender: (method: string) => `${TAG} Aufruf von fremdem Absender abgewiesen: ${method}`,
  outputSchema: (method: string, issues: readonly string[]) =>
    `${method} antwortet nicht nach seinem Ausgabeschema: ${issues.join('; ')}`,
};
