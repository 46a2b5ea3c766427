import { spawn, spawnSync } from 'node:child_process';
import { CLI_BUILD } from '../../tools/build-freshness.mjs';
import { REPO_ROOT } from './real-data.ts';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

// The CLI as `npm run cli` runs it: the bundle tools/cli.mjs keeps fresh (the global setup
// built it, test/support/fresh-builds.ts), started with plain Node, without tsx.
const COMMAND = [CLI_BUILD.outputs[0] as string];
const options = (env: Record<string, string | undefined>) => ({
  cwd: REPO_ROOT,
  env: { ...process.env, ARKHAM_DATA: undefined, ARKHAMDB_URL: undefined, ...env },
});

/** Runs the CLI with its own user data folder (ARKHAM_LOGBUCH_HOME in `env`). */
export function runCli(args: string[], env: Record<string, string | undefined> = {}): CliResult {
  const result = spawnSync(process.execPath, [...COMMAND, ...args], { ...options(env), encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same without blocking this process (whose HTTP server may have to answer the CLI). */
export function runCliAsync(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...COMMAND, ...args], options(env));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
