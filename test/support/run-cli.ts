import { spawn, spawnSync } from 'node:child_process';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { CLI_BUILD } from '../../tools/build-freshness.mjs';
import { REPO_ROOT } from './real-data.ts';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

// The CLI as `npm run cli` runs it: the bundle tools/cli.mjs keeps fresh (the global setup
// built it, test/support/fresh-builds.ts), with plain Node, without tsx.
const BUNDLE = `${REPO_ROOT}/${CLI_BUILD.outputs[0]}`;
const environment = (env: Record<string, string | undefined>) => ({
  ...process.env,
  ARKHAM_DATA: undefined,
  ARKHAMDB_URL: undefined,
  ...env,
});

// runCli runs the bundle in a worker thread of this process, loaded once: a new Node process per
// command line cost some 0.3 s of CPU, mostly starting Node and compiling the bundle, several
// hundred times a run. Each call gets its own environment and a database opened and closed by
// the command, as in a process of its own; what only a new process proves (a restart reading the
// same journal, the launcher, the exit status a shell sees) uses runCliProcess or runCliAsync.
let thread: { port: MessageChannel['port1']; signal: Int32Array } | undefined;
function cliThread() {
  if (thread) return thread;
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./cli-thread.mjs', import.meta.url), {
    workerData: { bundle: BUNDLE, port: port2, signal },
    transferList: [port2],
  });
  // The thread never keeps the test process alive.
  worker.unref();
  thread = { port: port1, signal };
  return thread;
}

/** Waits this long at most for one command line (a whole card import included). */
const LIMIT_MS = 300_000;

/** Runs the CLI with its own user data folder (ARKHAM_LOGBUCH_HOME in `env`). */
export function runCli(args: string[], env: Record<string, string | undefined> = {}): CliResult {
  const { port, signal } = cliThread();
  const defined = Object.fromEntries(Object.entries(environment(env)).filter(([, value]) => value !== undefined));
  Atomics.store(signal, 0, 0);
  port.postMessage({ args, env: defined });
  if (Atomics.wait(signal, 0, 0, LIMIT_MS) === 'timed-out') throw new Error(`CLI ${args.join(' ')}: keine Antwort`);
  const answer = receiveMessageOnPort(port);
  if (!answer) throw new Error(`CLI ${args.join(' ')}: keine Antwort`);
  return answer.message as CliResult;
}

/** The same in a CLI process of its own: what a restart reads, and the exit status a shell sees. */
export function runCliProcess(args: string[], env: Record<string, string | undefined> = {}): CliResult {
  const result = spawnSync(process.execPath, [BUNDLE, ...args], {
    cwd: REPO_ROOT,
    env: environment(env),
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A CLI process of its own, without blocking this process (whose HTTP server may have to answer the CLI). */
export function runCliAsync(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUNDLE, ...args], { cwd: REPO_ROOT, env: environment(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
