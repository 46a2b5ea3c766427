import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/database.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { readCardDataFolder } from '../../services/card-data-folder.ts';
import { importCardPool } from '../../services/card-store.ts';
import { MIGRATIONS_FOLDER } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';
import { reportImportProgress } from '../progress-printer.ts';

export const CARDS_IMPORT_HELP = `cards import --from ORDNER [--db DATEI] [--json]
  Importiert Karten, Packs, deutsche Texte und Tabulisten aus einem ArkhamDB-Datenordner
  in die Datenbank (ohne --db: die eigene Datenbank der App). Alles oder nichts: Schlägt
  der Import fehl, bleibt der bisherige Kartenbestand erhalten.`;

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
    const raw = await readCardDataFolder(values.from, reportImportProgress);
    const summary = importCardPool(db, raw, path.resolve(values.from), reportImportProgress);
    if (values.json) console.log(JSON.stringify({ database: file, ...summary }));
    else {
      console.log(`Import abgeschlossen: ${file}`);
      console.log(`  ${summary.cards} Karten, davon ${summary.playerCards} verschiedene Spielerkarten`);
      console.log(`  ${summary.investigators} wählbare Ermittler (${summary.parallelInvestigators} parallele)`);
      console.log(`  ${summary.packs} Packs, ${summary.tabooLists} Tabulisten`);
    }
    return 0;
  } finally {
    db.close();
  }
}
