import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './real-data.ts';

// The builds some tests load (dist/renderer for the web host, dist/electron for the card
// import's writing thread) are made again whenever a source is newer than what was built, so a
// test never runs against a stale build.

interface Build {
  script: string;
  /** Files the build writes; the oldest of them counts. */
  outputs: string[];
  /** Folders and files the build reads. */
  sources: string[];
}

const BUILDS: Build[] = [
  {
    script: 'build:renderer',
    outputs: ['dist/renderer/index.html'],
    sources: ['renderer', 'shared', 'vite.config.ts', 'package.json'],
  },
  {
    script: 'build:electron',
    outputs: ['dist/electron/main.cjs', 'dist/electron/preload.cjs', 'dist/electron/card-source-worker.cjs'],
    sources: ['electron', 'shared', 'package.json'],
  },
];

function mtime(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestSource(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    // Tests beside the code (electron/shell/*.test.ts) are not part of any build.
    if (!child.endsWith('.test.ts')) newest = Math.max(newest, newestSource(path.join(entry, child)));
  }
  return newest;
}

/** Whether the build is missing or older than one of its sources. */
export function isStale(build: Build, root = REPO_ROOT): boolean {
  const built = build.outputs.map((file) => mtime(path.join(root, file)));
  if (built.some((time) => time === undefined)) return true;
  const oldest = Math.min(...(built as number[]));
  return build.sources.some((source) => newestSource(path.join(root, source)) > oldest);
}

export function ensureFreshBuilds(): void {
  for (const build of BUILDS) {
    if (!isStale(build)) continue;
    console.log(`Tests: ${build.script} ist älter als seine Quellen; wird gebaut …`);
    // Vitest sets NODE_ENV=test, which would make vite build React's development bundle (double
    // effects under StrictMode); the tests run against what players get.
    execSync(`npm run -s ${build.script}`, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
