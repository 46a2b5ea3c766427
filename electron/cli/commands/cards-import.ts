import path from 'node:path';
import { parseArgs } from 'node:util';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { openDatabase } from '../../db/database.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { importCardData } from '../../services/card-import-service.ts';
import { MIGRATIONS_FOLDER, SOURCE_WORKER } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';
import { printImportReport } from '../import-report.ts';
import { reportImportProgress } from '../progress-printer.ts';

export const CARDS_IMPORT_HELP = `cards import --from ORDNER [--db DATEI] [--json]
  Importiert Karten, Packs, deutsche Texte und Tabulisten aus einem ArkhamDB-Datenordner
  in die Datenbank (ohne --db: die eigene Datenbank der App). Alles oder nichts: Schlägt
  der Import fehl, bleibt der bisherige Kartenbestand erhalten. Liegt arkham-cards-data
  daneben (im Ordner oder neben arkhamdb-json-data), werden auch die Kampagnenvorlagen
  importiert. Zeigt, was sich gegenüber dem bisherigen Bestand geändert hat und welche
  gespeicherten Decks dadurch nicht mehr regelkonform sind (sie werden nicht verändert).`;

export async function cardsImport(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
  });
  if (!values.from) throw new UsageError(deCli.dataFolderMissing);
  const file = values.db ? path.resolve(values.db) : databaseFile(logbuchHome());
  const db = openDatabase(file, MIGRATIONS_FOLDER);
  try {
    const summary = await importCardData(db, values.from, reportImportProgress, { sourceWorker: SOURCE_WORKER });
    printImportReport('Import abgeschlossen', file, summary, Boolean(values.json));
    return 0;
  } finally {
    db.close();
  }
}
