import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Message } from 'esbuild';
import { deBuild } from '../../shared/i18n/de/build.ts';
import { SOURCE_WORKER_FILE } from '../services/card-source-writer.ts';

// Electron loads CommonJS: main.cjs keeps electron and the native better-sqlite3 external (the
// latter is rebuilt for Electron and unpacked from the asar); a sandboxed preload can require
// nothing but `electron`, so zod and the contract are bundled into it. The card import's worker
// thread is a file of its own beside main.cjs.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DEFAULT_OUT_DIR = path.join(REPO_ROOT, 'dist', 'electron');

export interface BundleResult {
  main: string;
  preload: string;
  /** The card import's writing thread (core/workers/card-source-worker.ts). */
  sourceWorker: string;
  warnings: Message[];
}

export async function bundleElectron(
  outDir: string = DEFAULT_OUT_DIR,
  root: string = REPO_ROOT,
): Promise<BundleResult> {
  const common: BuildOptions = {
    absWorkingDir: root,
    bundle: true,
    format: 'cjs',
    logLevel: 'silent',
    sourcemap: false,
  };
  const main = path.join(outDir, 'main.cjs');
  const preload = path.join(outDir, 'preload.cjs');
  const sourceWorker = path.join(outDir, SOURCE_WORKER_FILE);
  const results = await Promise.all([
    build({
      ...common,
      entryPoints: [path.join(root, 'electron', 'main.ts')],
      outfile: main,
      platform: 'node',
      target: 'node22',
      external: ['electron', 'better-sqlite3'],
    }),
    build({
      ...common,
      entryPoints: [path.join(root, 'core', 'workers', 'card-source-worker.ts')],
      outfile: sourceWorker,
      platform: 'node',
      target: 'node22',
      external: ['better-sqlite3'],
    }),
    build({
      ...common,
      entryPoints: [path.join(root, 'electron', 'preload.ts')],
      outfile: preload,
      platform: 'browser',
      target: 'es2023',
      // The contract's zod schemas ride along only for the method list; keep the parse cost small.
      minify: true,
      external: ['electron'],
    }),
  ]);
  return { main, preload, sourceWorker, warnings: results.flatMap((result) => result.warnings) };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  bundleElectron().then(
    ({ main, preload, sourceWorker, warnings }) => {
      for (const warning of warnings) console.warn(deBuild.warning(warning.text));
      console.log(deBuild.bundled([main, preload, sourceWorker].map((file) => path.relative(REPO_ROOT, file))));
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
