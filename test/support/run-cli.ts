import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './real-data.ts';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `npm run cli` does (tsx), with its own user data folder. */
export function runCli(args: string[], env: Record<string, string | undefined> = {}): CliResult {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'electron/cli/main.ts'), ...args],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, ARKHAM_DATA: undefined, ...env },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
