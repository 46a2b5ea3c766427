import os from 'node:os';
import path from 'node:path';
import { readCardDataFolder } from '../../core/services/card-data-folder.ts';
import { SOURCE_WORKER_FILE } from '../../core/services/card-source-writer.ts';
import { buildCardPool } from '../../shared/cards/build-pool.ts';
import { createCardPool } from '../../shared/cards/card-pool.ts';
import { benchCampaignList } from './campaign-list-bench.ts';
import { benchCliStart } from './cli-start-bench.ts';
import { benchDeckVersions } from './deck-versions-bench.ts';
import { benchGuideAnswer } from './guide-answer-bench.ts';
import { benchGuideReplay } from './guide-replay-bench.ts';
import { benchImport } from './import-bench.ts';
import { benchJournal } from './journal-bench.ts';
import { benchMemory } from './memory-bench.ts';
import { benchSearch } from './search-bench.ts';
import { type Figure, printFigure } from './stats.ts';
import { benchUpgradeCost } from './upgrade-bench.ts';
import { benchValidate } from './validate-bench.ts';
import { benchWebFirstRender } from './web-render-bench.ts';

// `npm run bench`: one JSON line per figure, then a German table. Real data from
// ARKHAM_SHARED_DATA or ../shared/data; web-first-render needs the built renderer (the npm
// script builds it first).

const root = path.resolve(import.meta.dirname, '..', '..');
const sharedData = path.resolve(process.env.ARKHAM_SHARED_DATA ?? path.join(root, '..', 'shared', 'data'));
const dataFolder = path.join(sharedData, 'arkhamdb-json-data');
const migrations = path.join(root, 'migrations');

const GOALS: Record<string, string> = {
  import: '≤ 1,5 × Boden',
  search: 'p95 ≤ 2 ms',
  'web-keystroke': 'p95 flüssig (≤ 50 ms)',
  validate: 'Median ≤ 15 µs',
  'validate-aktuell': 'Median ≤ 15 µs',
  'journal-write': 'Median ≤ 2 ms',
  'web-first-render': 'Median ≤ 800 ms',
  'guide-replay': 'Median ≤ 200 ms',
  'guide-replay-tsk': 'Median ≤ 20 ms',
  'cli-start': '≤ Boden + 600 ms',
  'guide-answer': 'Median ≤ 100 ms',
};

const figures: Figure[] = [];
/** Runs one bench; a failing one is reported on stderr and fails the run, the others still run. */
async function record(bench: () => Figure | Figure[] | Promise<Figure | Figure[]>): Promise<void> {
  try {
    for (const figure of [await bench()].flat()) {
      figures.push(figure);
      printFigure(figure);
    }
  } catch (error) {
    console.error(`Messung fehlgeschlagen: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

// `npm run bench -- guide-answer search`: only the benches named (their first figure's name).
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

const sourceWorker = path.join(root, 'dist', 'electron', SOURCE_WORKER_FILE);
if (wanted('import')) await record(() => benchImport(dataFolder, migrations, sourceWorker));
const pool = createCardPool(buildCardPool(await readCardDataFolder(dataFolder)));
if (wanted('search')) await record(() => benchSearch(pool));
if (wanted('validate')) await record(() => benchValidate(pool));
if (wanted('upgrade-cost')) await record(() => benchUpgradeCost(pool));
if (wanted('journal-write')) await record(() => benchJournal(migrations));
if (wanted('guide-replay')) await record(() => benchGuideReplay(path.join(sharedData, 'arkham-cards-data')));
if (wanted('guide-answer')) await record(() => benchGuideAnswer(root, dataFolder, migrations));
if (wanted('campaigns-list')) await record(() => benchCampaignList(migrations));
if (wanted('decks-list')) await record(() => benchDeckVersions(dataFolder, migrations));
if (wanted('web-first-render')) await record(() => benchWebFirstRender(root, dataFolder, migrations));
if (wanted('memory')) await record(() => benchMemory(root, dataFolder, migrations, sourceWorker));
if (wanted('cli-start')) await record(() => benchCliStart(root, dataFolder, migrations));

console.log('');
console.log(
  `Messwerte auf ${os.cpus()[0]?.model ?? 'unbekannter CPU'} (${os.cpus().length} Kerne), Node ${process.version}`,
);
console.log('Messung          Wert        Boden      Verhältnis  Ziel');
for (const f of figures) {
  const floor = f.floor === undefined ? '' : `${f.floor} ${f.unit}`;
  const ratio = f.ratio === undefined ? '' : `${f.ratio} ×`;
  console.log(
    `${f.name.padEnd(16)} ${`${f.value} ${f.unit}`.padEnd(11)} ${floor.padEnd(10)} ${ratio.padEnd(11)} ${GOALS[f.name] ?? ''}`,
  );
}
