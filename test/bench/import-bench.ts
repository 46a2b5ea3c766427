import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../core/db/database.ts';
import { readCardSourceFolder } from '../../core/services/card-data-folder.ts';
import { cardSourcesSettled } from '../../core/services/card-source-writer.ts';
import { importCardPool, readCardPool } from '../../core/services/card-store.ts';
import { type Figure, median, percentile, timeRuns } from './stats.ts';

/** The floor: reading and JSON.parse of the very files the import reads. */
function readAndParseAll(root: string): number {
  let count = 0;
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json') && !e.parentPath.includes(`${path.sep}schema`))
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of files) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
    count += Array.isArray(json) ? json.length : 1;
  }
  return count;
}

/**
 * Full card import (read, merge and check, durably written and made the pool in use) against the
 * read-and-parse floor, taken in turns so both see the same load; the replaced files' clearing,
 * which runs beside after the import returned, is waited for outside the timing. Then reading the
 * stored pool back (start-up). `sourceWorker` is the app's writing thread; the figure says
 * whether it was used.
 */
export async function benchImport(
  dataFolder: string,
  migrations: string,
  sourceWorker: string,
  runs = 15,
): Promise<Figure[]> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), migrations);
  try {
    const floors: number[] = [];
    const imports: number[] = [];
    for (let i = 0; i < runs; i++) {
      floors.push(...(await timeRuns(1, () => readAndParseAll(dataFolder))));
      imports.push(
        ...(await timeRuns(1, async () =>
          importCardPool(db, readCardSourceFolder(dataFolder), dataFolder, { sourceWorker }),
        )),
      );
      await cardSourcesSettled(db);
    }
    const reads = await timeRuns(runs, () => readCardPool(db));
    const value = median(imports);
    const floor = median(floors);
    const writer = existsSync(sourceWorker) ? 'Schreib-Thread' : 'Hauptthread';
    return [
      {
        name: 'import',
        value: round(value, 1),
        unit: 'ms',
        floor: round(floor, 1),
        ratio: round(value / floor, 2),
        p95: round(percentile(imports, 95), 1),
        runs,
        writer,
      },
      { name: 'pool-read', value: round(median(reads), 1), unit: 'ms', cards: readCardPool(db)?.cards.length, runs },
    ];
  } finally {
    db.close();
    rmSync(home, { recursive: true, force: true });
  }
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));
