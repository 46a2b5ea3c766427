import path from 'node:path';
import { parseArgs } from 'node:util';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { openDatabase } from '../../db/database.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { updateCardDataOnline } from '../../services/card-import-service.ts';
import { MIGRATIONS_FOLDER, SOURCE_WORKER } from '../card-source.ts';
import { printImportReport } from '../import-report.ts';
import { reportImportProgress } from '../progress-printer.ts';

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
    printImportReport(deCli.updateDone, file, summary, Boolean(values.json));
    return 0;
  } finally {
    db.close();
  }
}
