import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../core/db/database.ts';
import { readCardSourceFolder } from '../../core/services/card-data-folder.ts';
import { cardSourcesSettled } from '../../core/services/card-source-writer.ts';
import { importCardPool } from '../../core/services/card-store.ts';
import { ROLAND_CORE } from '../support/roland-core-deck.ts';
import { round } from './import-bench.ts';
import { type Figure, median, timeRuns } from './stats.ts';

/**
 * The CLI's start-up as a player sees it: `npm run --silent cli -- cards search` against a
 * database `cards import` filled, against npm's own start-up (`npm run --silent noop`), taken in
 * turns so both see the same load; `deck validate` of one file beside it. The launcher's bundle
 * and native check are warmed once first, so a stale bundle does not count.
 */
export async function benchCliStart(root: string, dataFolder: string, migrations: string, runs = 9): Promise<Figure> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'logbuch-bench-cli-'));
  try {
    const dbFile = path.join(home, 'karten.sqlite');
    const db = openDatabase(dbFile, migrations);
    await importCardPool(db, readCardSourceFolder(dataFolder), dataFolder);
    await cardSourcesSettled(db);
    db.close();
    const deckFile = path.join(home, 'roland.json');
    writeFileSync(deckFile, JSON.stringify(ROLAND_CORE));

    // Exit 1 is an answer too: the deck lacks its random basic weakness.
    const npm = (args: string[], answers = [0]) => {
      const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8' });
      if (!answers.includes(result.status ?? -1))
        throw new Error(`npm run ${args.join(' ')} → ${result.status}: ${result.stderr}`);
    };
    const search = () => npm(['cli', '--', 'cards', 'search', '--db', dbFile, 'Roland']);
    const validate = () => npm(['cli', '--', 'deck', 'validate', '--db', dbFile, deckFile], [0, 1]);
    search();
    const noops: number[] = [];
    const searches: number[] = [];
    const validations: number[] = [];
    for (let i = 0; i < runs; i++) {
      noops.push(...(await timeRuns(1, () => npm(['noop']))));
      searches.push(...(await timeRuns(1, search)));
      validations.push(...(await timeRuns(1, validate)));
    }
    const value = median(searches);
    const floor = median(noops);
    return {
      name: 'cli-start',
      value: round(value, 0),
      unit: 'ms',
      floor: round(floor, 0),
      ratio: round(value / floor, 2),
      aboveFloor: round(value - floor, 0),
      deckValidate: round(median(validations), 0),
      runs,
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
