#!/usr/bin/env node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI_BUILD, isStale, REPO_ROOT } from './build-freshness.mjs';
import { bundleCli, CLI_BUNDLE } from './bundle-cli.mjs';
import { nodeBuildLoads } from './native-check.mjs';

// `npm run --silent cli -- <command> [options]` (docs/command-line.md): one plain Node process.
// It checks that better-sqlite3 loads (the slow tools/native-builds.ts runs only when not),
// bundles the CLI again when a source is newer than dist/cli/main.mjs, then runs the bundle
// here. What the CLI prints is the bundle's alone; repair messages go to stderr.

const RETRIED = 'LOGBUCH_CLI_NATIVE_RETRIED';

if (!process.env[RETRIED] && !nodeBuildLoads()) {
  const repair = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'tools', 'native-builds.ts'), 'node'],
    { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] },
  );
  if (repair.status !== 0) process.exit(repair.status ?? 1);
  // A fresh process loads the repaired build (a failed load may stay mapped in this one).
  const rerun = spawnSync(process.execPath, [import.meta.filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [RETRIED]: '1' },
  });
  process.exit(rerun.status ?? 1);
}

if (isStale(CLI_BUILD)) await bundleCli();
await import(pathToFileURL(CLI_BUNDLE).href);
