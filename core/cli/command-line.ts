import { deCli } from '../../shared/i18n/de/cli.ts';
import { deCliHelp } from '../../shared/i18n/de/cli-help.ts';
import { UsageError } from './cli-error.ts';
import { BACKUP_COMMANDS } from './commands/backup-commands.ts';
import { CAMPAIGN_COMMANDS } from './commands/campaign-commands.ts';
import { cardsImport } from './commands/cards-import.ts';
import { cardsSearch } from './commands/cards-search.ts';
import { cardsUpdate } from './commands/cards-update.ts';
import { deckExport } from './commands/deck-export.ts';
import { deckImport } from './commands/deck-import.ts';
import { deckValidate } from './commands/deck-validate.ts';
import { deckXp } from './commands/deck-xp.ts';

// Every command of the command line (docs/command-line.md), its German help, and the dispatch:
// `<group> <command> [options]`; `--help` (or -h) after a command, after a group or alone prints
// the usage and exits 0.

type Command = { help: string; run: (args: string[]) => Promise<number> };

export const COMMANDS: Record<string, Command> = {
  'cards import': { help: deCliHelp.cardsImport, run: cardsImport },
  'cards update': { help: deCliHelp.cardsUpdate, run: cardsUpdate },
  'cards search': { help: deCliHelp.cardsSearch, run: cardsSearch },
  'deck validate': { help: deCliHelp.deckValidate, run: deckValidate },
  'deck xp': { help: deCliHelp.deckXp, run: deckXp },
  'deck export': { help: deCliHelp.deckExport, run: deckExport },
  'deck import': { help: deCliHelp.deckImport, run: deckImport },
  ...CAMPAIGN_COMMANDS,
  ...BACKUP_COMMANDS,
};

const HELP_FLAGS = new Set(['--help', '-h', 'help']);
const wantsHelp = (arg: string | undefined) => arg !== undefined && HELP_FLAGS.has(arg);

/** The groups (first words) of the commands: cards, deck, campaign, backup. */
export function commandGroups(): string[] {
  return [...new Set(Object.keys(COMMANDS).map((key) => key.split(' ')[0]!))];
}

function groupUsage(group: string): string {
  const helps = Object.entries(COMMANDS)
    .filter(([key]) => key.startsWith(`${group} `))
    .map(([, command]) => command.help);
  return [deCliHelp.groupUsage(group), '', ...helps].join('\n');
}

function usage(): string {
  return [
    deCliHelp.title,
    '',
    deCliHelp.usage,
    deCliHelp.helpPerCommand,
    '',
    ...Object.values(COMMANDS).map((command) => command.help),
    '',
    ...deCliHelp.cardData,
  ].join('\n');
}

/** Runs one command line; the exit status is returned, usage mistakes are thrown as UsageError. */
export async function runCommandLine(argv: string[]): Promise<number> {
  const [group, name, ...rest] = argv;
  if (!group || wantsHelp(group)) {
    console.log(usage());
    return group ? 0 : 2;
  }
  if (commandGroups().includes(group) && (name === undefined || wantsHelp(name))) {
    if (name === undefined) throw new UsageError(`${deCli.whichCommand(group)}\n\n${groupUsage(group)}`);
    console.log(groupUsage(group));
    return 0;
  }
  const command = COMMANDS[`${group} ${name ?? ''}`];
  if (!command) throw new UsageError(`${deCli.unknownCommand([group, name].filter(Boolean).join(' '))}\n\n${usage()}`);
  if (rest.some(wantsHelp)) {
    console.log(command.help);
    return 0;
  }
  return command.run(rest);
}
