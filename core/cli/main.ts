import { isMainThread } from 'node:worker_threads';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { deCli } from '../../shared/i18n/de/cli.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import { CallFailure } from './app-call.ts';
import { UsageError } from './cli-error.ts';
import { runCommandLine } from './command-line.ts';

// `npm run --silent cli -- <command> [options]`; the commands are in command-line.ts, the
// reference in docs/command-line.md.

/** Refusals of malformed input (exit 2); every other refusal is the journal's (exit 1). */
const USAGE_CODES = new Set<string>([
  'invalid_input',
  'campaign_file_invalid',
  'standalone_scenario_unknown',
  'standalone_difficulty_unknown',
]);

/** One command line: what it prints goes to stdout and stderr, the exit status is returned. */
export async function runMain(argv: string[]): Promise<number> {
  try {
    return await runCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) console.error(error.message);
    else if (error instanceof CallFailure) {
      // The journal refused the entry (exit 1); a malformed input is a usage error (exit 2).
      const { code, details } = error.envelope;
      console.error(germanErrorMessage(code, details));
      return USAGE_CODES.has(code) ? 2 : 1;
    } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
      console.error(deCli.unknownOption(option));
    } else {
      const { code, details } = errorCodeAndDetails(error);
      console.error(germanErrorMessage(code, details));
    }
    return 2;
  }
}

// The command line is a process of its own; the tests' in-process runner loads this bundle in a
// worker thread and calls runMain there, one command line after another
// (test/support/cli-thread.mjs).
if (isMainThread) {
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  process.exitCode = await runMain(process.argv.slice(2));
}
