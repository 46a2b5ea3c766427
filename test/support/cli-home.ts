import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from './run-cli.ts';

/**
 * The CLI on one user data folder and card data: `run` answers as the CLI does, `cli` insists on
 * exit 0 and reads the JSON answer, `file` writes a JSON file into the folder for `campaign record`.
 */
export function cliHome(home: string, data: string) {
  const run = (...args: string[]) => runCli(args, { ARKHAM_LOGBUCH_HOME: home, ARKHAM_DATA: data });
  const cli = (...args: string[]) => {
    const result = run(...args);
    if (result.status !== 0) throw new Error(`${args.join(' ')} → ${result.status}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  const file = (name: string, content: object) => {
    const target = path.join(home, name);
    writeFileSync(target, JSON.stringify(content));
    return target;
  };
  return { run, cli, file };
}

/** `campaign join` of Anna's Roland Banks (01001) with a deck file. */
export const rolandJoins = (deck: string) => [
  'campaign',
  'join',
  '1',
  '--player',
  'Anna',
  '--investigator',
  '01001',
  '--deck',
  deck,
];
