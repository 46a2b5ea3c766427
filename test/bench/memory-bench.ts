import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { round } from './import-bench.ts';
import { type Figure, median } from './stats.ts';

// The main process's memory after the import, in a fresh Node process of its own.
// The child runs as an esbuild bundle like the shipped main.cjs: under tsx its loader thread
// alone would add some 35 MB.

const MB = 1024 * 1024;

export async function benchMemory(
  root: string,
  dataFolder: string,
  migrations: string,
  sourceWorker: string,
  runs = 5,
): Promise<Figure> {
  const bundle = path.join(root, 'node_modules', '.cache', 'logbuch-bench', 'memory-child.mjs');
  await build({
    entryPoints: [path.join(root, 'test', 'bench', 'memory-child.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3'],
    logLevel: 'silent',
  });
  const samples = Array.from({ length: runs }, () => {
    const output = execFileSync(process.execPath, ['--expose-gc', bundle, dataFolder, migrations, sourceWorker], {
      encoding: 'utf8',
    });
    return JSON.parse(output.trim().split('\n').at(-1)!) as {
      rss: number;
      heapUsed: number;
      withWriterThread: number;
      peakRss: number;
      cards: number;
    };
  });
  return {
    name: 'memory',
    value: round(median(samples.map((s) => s.rss)) / MB, 1),
    unit: 'MB',
    heapUsed: round(median(samples.map((s) => s.heapUsed)) / MB, 1),
    withWriterThread: round(median(samples.map((s) => s.withWriterThread)) / MB, 1),
    peakRss: round(median(samples.map((s) => s.peakRss)) / MB, 1),
    cards: samples[0]?.cards,
    runs,
    after:
      'Import und geladenem Kartenbestand, nach GC; withWriterThread: in den 15 s, in denen der Schreib-Thread noch auf einen Import wartet',
  };
}
