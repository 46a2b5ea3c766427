import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The one place that decides whether a build is stale: missing, or older than one of its
// sources. The CLI launcher (tools/cli.mjs) asks it before every run, the tests' global setup
// (test/support/fresh-builds.ts) before a run. Plain JavaScript, so the launcher needs no
// TypeScript start-up; the types are in build-freshness.d.mts.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The bundled command line (`npm run build:cli`). */
export const CLI_BUILD = {
  script: 'build:cli',
  outputs: ['dist/cli/main.mjs'],
  sources: ['core', 'shared', 'package.json', 'tools/bundle-cli.mjs'],
};

export const BUILDS = [
  {
    script: 'build:renderer',
    outputs: ['dist/renderer/index.html'],
    sources: ['renderer', 'shared', 'vite.config.ts', 'package.json'],
  },
  {
    script: 'build:electron',
    outputs: ['dist/electron/main.cjs', 'dist/electron/preload.cjs', 'dist/electron/card-source-worker.cjs'],
    sources: ['electron', 'core', 'shared', 'package.json'],
  },
  CLI_BUILD,
];

/** @param {string} file */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** @param {string} entry */
function newestSource(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    // Tests beside the code (electron/shell/*.test.ts) are not part of any build.
    if (!child.endsWith('.test.ts')) newest = Math.max(newest, newestSource(path.join(entry, child)));
  }
  return newest;
}

/**
 * Whether the build is missing or older than one of its sources.
 * @param {{ outputs: string[], sources: string[] }} build
 */
export function isStale(build, root = REPO_ROOT) {
  const built = build.outputs.map((file) => mtime(path.join(root, file)));
  if (built.some((time) => time === undefined)) return true;
  const oldest = Math.min(.../** @type {number[]} */ (built));
  return build.sources.some((source) => newestSource(path.join(root, source)) > oldest);
}
