// The German reasons why a database file or a backup is refused (they fill `details.reason` of
// backup_invalid, backup_write_failed and database_foreign, which app-errors.ts puts into
// sentences), and the web host's words for an uploaded backup.

const OURS = 'Arkham Logbuch';

export const deDatabase = {
  // Why a file cannot be restored as a backup (core/db/backup-check.ts).
  notSqlite: `keine SQLite-Datenbank; wähle eine Sicherung von ${OURS}, eine .sqlite-Datei`,
  damaged: 'die Datei ist beschädigt; wähle eine andere Sicherung',
  cannotOpen: 'die Datei lässt sich nicht öffnen; prüfe, ob es sie gibt und ob sie lesbar ist',
  notOurs: `keine Datenbank von ${OURS}`,
  notOursMissing: (tables: readonly string[]) => `keine Datenbank von ${OURS}, es fehlt ${tables.join(', ')}`,
  newer: `von einer neueren Version von ${OURS} geschrieben; bitte aktualisiere zuerst die App`,
  unknownMigrations: 'unbekannter Datenbankstand, keine Sicherung dieser App',
  notInBackupFolder: 'nicht im Sicherungsordner',
  // Why a backup cannot be written to a chosen file.
  targetExists: 'die Datei gibt es schon; wähle einen neuen Namen',
  targetFolderMissing: 'den Ordner gibt es nicht',
  // Why the app's own database is not one of ours (core/db/database.ts).
  noMigrationsTable: (table: string) => `keine Tabelle ${table}`,
  // A backup uploaded to the web host.
  uploadName: 'sicherung.sqlite',
  uploadTooLarge: (megabytes: number) =>
    `Die Datei ist größer als ${megabytes} MB und damit keine Sicherung von ${OURS}; es wurde nichts verändert`,
  uploadNotOctetStream: 'die Sicherung wird als application/octet-stream erwartet',
};
