import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './test/support/long-files-first.ts';

// Three layers, each a vitest project (npm run test:unit, test:integration, test:e2e; npm test
// runs all three in one run). Each project's global setup makes sure what its tests load is
// current: better-sqlite3 built for this Node, and for integration and browser tests the
// renderer, Electron and CLI bundles not older than their sources, and the databases with the
// real cards imported once that their tests copy (test/support/setup-*.ts).

const UNIT = ['test/unit/**/*.test.ts', 'shared/**/*.test.ts', 'core/**/*.test.ts', 'electron/**/*.test.ts'];

// Files run side by side in this many workers. Vitest's default (one less than the cores) leaves
// a two-core machine one worker, although the browser tests mostly wait on Chromium and the
// integration tests on the CLI processes they start: three keep both cores busy. The browser
// tests run first (the projects run in name order, the longest files first), the unit tests last.
const WORKERS = Math.max(3, os.availableParallelism() - 1);

// Integration and browser files run each in a process of its own, with a temporary folder of
// their own (test/support/private-tmpdir.ts), so that files running at the same time share no
// state but the builds and the imported card databases, which only the global setup writes.
const SIDE_BY_SIDE = ['test/support/private-tmpdir.ts'];

export default defineConfig({
  test: {
    exclude: ['node_modules', 'dist', 'test/artifacts'],
    // Every IPC answer is held to its output schema (core/ipc/dispatch.ts).
    env: { LOGBUCH_CHECK_OUTPUTS: '1' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: WORKERS,
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default', ['json', { outputFile: 'test/artifacts/vitest-results.json' }]],
    projects: [
      {
        extends: true,
        // The unit tests change no global state: a worker runs one file after another in one
        // process, which imports the modules (and reads the real card pool) once, not per file.
        test: { name: 'unit', include: UNIT, isolate: false, globalSetup: ['test/support/setup-native.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/setup-builds.ts', 'test/support/setup-imported-cards.ts'],
          setupFiles: SIDE_BY_SIDE,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/setup-builds.ts', 'test/support/setup-imported-cards.ts'],
          setupFiles: SIDE_BY_SIDE,
        },
      },
    ],
  },
});
