import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../electron/db/database.ts';
import { readCardDataFolder } from '../../electron/services/card-data-folder.ts';
import { importCardPool } from '../../electron/services/card-store.ts';
import { median, timeRuns, type Figure } from './stats.ts';

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

/** Full card import (read, merge, write in one transaction) against the read-and-parse floor. */
export async function benchImport(dataFolder: string, migrations: string, runs = 5): Promise<Figure> {
  const floor = median(await timeRuns(runs, () => readAndParseAll(dataFolder)));
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-'));
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), migrations);
  try {
    const value = median(await timeRuns(runs, async () => importCardPool(db, await readCardDataFolder(dataFolder), dataFolder)));
    return { name: 'import', value: round(value), unit: 'ms', floor: round(floor), ratio: round(value / floor, 2) };
  } finally {
    db.close();
    rmSync(home, { recursive: true, force: true });
  }
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));
