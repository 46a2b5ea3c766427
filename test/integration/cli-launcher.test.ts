import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeBuildLoads } from '../../tools/native-check.mjs';
import { FIXTURE_DATA, REPO_ROOT } from '../support/real-data.ts';
import { runCli } from '../support/run-cli.ts';

// docs/command-line.md: `npm run --silent cli -- …` runs tools/cli.mjs, which checks the native
// module, keeps dist/cli/main.mjs fresh and runs it in its own process. The other CLI tests run
// the bundle in a worker thread (test/support/run-cli.ts); these prove the documented form prints
// exactly what that runner returns.

const npm = (...args: string[]) =>
  spawnSync('npm', ['run', '--silent', 'cli', '--', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ARKHAM_DATA: undefined },
  });

describe('the CLI launcher', () => {
  it('`npm run --silent cli -- cards search` prints what the bundle prints, nothing more', () => {
    const args = ['cards', 'search', '--data', FIXTURE_DATA, 'Roland'];
    const launched = npm(...args);
    const bundled = runCli(args);
    expect(launched.status).toBe(0);
    expect(launched.stdout).toBe(bundled.stdout);
    expect(launched.stdout).toMatch(/^01001 {2}Roland Banks/m);
    expect(launched.stderr).toBe(bundled.stderr);
  });

  it('passes the exit status and German usage message through (unknown option: exit 2)', () => {
    const launched = npm('cards', 'search', '--data', FIXTURE_DATA, '--bogus');
    expect(launched.status).toBe(2);
    expect(launched.stdout).toBe('');
    expect(launched.stderr).toContain('--bogus');
  });

  it('runs as the package’s bin too (tools/cli.mjs with plain Node)', () => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'tools', 'cli.mjs'), 'deck', '--help'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Aufruf: npm run --silent cli -- deck <befehl>/);
  });

  it('finds this Node’s better-sqlite3 build without the slow check (tools/native-builds.ts)', () => {
    expect(nodeBuildLoads()).toBe(true);
  });
});
