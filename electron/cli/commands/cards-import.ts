import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/database.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { importCardData } from '../../services/card-import-service.ts';
import { MIGRATIONS_FOLDER } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';
import { reportImportProgress } from '../progress-printer.ts';

export const CARDS_IMPORT_HELP = `cards import --from ORDNER [--db DATEI] [--json]
  Importiert Karten, Packs, deutsche Texte und Tabulisten aus einem ArkhamDB-Datenordner
  in die Datenbank (ohne --db: die eigene Datenbank der App). Alles oder nichts: Schlägt
  der Import fehl, bleibt der bisherige Kartenbestand erhalten. Liegt arkham-cards-data
  daneben (im Ordner oder neben arkhamdb-json-data), werden auch die Kampagnenvorlagen
  importiert.`;

export async function cardsImport(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    strict: true,
  });
  if (!values.from) throw new UsageError('Bitte gib mit --from den ArkhamDB-Datenordner an.');
  const file = values.db ? path.resolve(values.db) : databaseFile(logbuchHome());
  const db = openDatabase(file, MIGRATIONS_FOLDER);
  try {
    const summary = await importCardData(db, values.from, reportImportProgress);
    if (values.json) console.log(JSON.stringify({ database: file, ...summary }));
    else {
      console.log(`Import abgeschlossen: ${file}`);
      console.log(`  ${summary.cards} Karten, davon ${summary.playerCards} verschiedene Spielerkarten`);
      console.log(`  ${summary.investigators} wählbare Ermittler (${summary.parallelInvestigators} parallele)`);
      console.log(`  ${summary.packs} Packs, ${summary.tabooLists} Tabulisten`);
      if (summary.campaigns !== undefined) console.log(`  ${summary.campaigns} Kampagnenvorlagen`);
    }
    return 0;
  } finally {
    db.close();
  }
}
