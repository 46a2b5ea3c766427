import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/database.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { updateCardDataOnline } from '../../services/card-import-service.ts';
import { MIGRATIONS_FOLDER, SOURCE_WORKER } from '../card-source.ts';
import { printImportReport } from '../import-report.ts';
import { reportImportProgress } from '../progress-printer.ts';

export const CARDS_UPDATE_HELP = `cards update [--url ADRESSE] [--db DATEI] [--json]
  Lädt Karten, Packs, deutsche Texte und Tabulisten von der ArkhamDB-API (ohne --url:
  ARKHAMDB_URL, sonst https://arkhamdb.com; deutsch über de.arkhamdb.com) und ersetzt damit
  den Kartenbestand. Erst wenn alle Antworten da und geprüft sind, wird geschrieben; vorher
  wird automatisch gesichert. Zeigt, was sich geändert hat und welche gespeicherten Decks
  dadurch nicht mehr regelkonform sind (sie werden nicht verändert). Nur dieser Befehl geht
  ins Internet.`;

export async function cardsUpdate(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { url: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
  });
  const file = values.db ? path.resolve(values.db) : databaseFile(logbuchHome());
  const db = openDatabase(file, MIGRATIONS_FOLDER);
  try {
    const summary = await updateCardDataOnline(db, { url: values.url }, reportImportProgress, {
      sourceWorker: SOURCE_WORKER,
    });
    printImportReport('Aktualisierung abgeschlossen', file, summary, Boolean(values.json));
    return 0;
  } finally {
    db.close();
  }
}
