import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

// Setup file of the integration and browser tests, which run side by side in several workers:
// each test file gets a temporary folder of its own as os.tmpdir() (TMPDIR, read on every call,
// inherited by the CLI and Chromium it starts). A test that looks for what was left in the
// temporary folder (web-host-backup-transfer.test.ts) then sees only its own file's folders, and
// whatever a test forgets to remove goes with the folder.

const shared = os.tmpdir();
const own = mkdtempSync(path.join(shared, 'logbuch-vitest-'));
process.env.TMPDIR = own;

afterAll(() => {
  process.env.TMPDIR = shared;
  rmSync(own, { recursive: true, force: true });
});
