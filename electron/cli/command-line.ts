import { deCli } from '../../shared/i18n/de/cli.ts';
import { UsageError } from './cli-error.ts';
import { BACKUP_COMMANDS } from './commands/backup-commands.ts';
import { CAMPAIGN_COMMANDS } from './commands/campaign-commands.ts';
import { CARDS_IMPORT_HELP, cardsImport } from './commands/cards-import.ts';
import { CARDS_SEARCH_HELP, cardsSearch } from './commands/cards-search.ts';
import { CARDS_UPDATE_HELP, cardsUpdate } from './commands/cards-update.ts';
import { DECK_EXPORT_HELP, deckExport } from './commands/deck-export.ts';
import { DECK_IMPORT_HELP, deckImport } from './commands/deck-import.ts';
import { DECK_VALIDATE_HELP, deckValidate } from './commands/deck-validate.ts';
import { DECK_XP_HELP, deckXp } from './commands/deck-xp.ts';

// Every command of the command line (docs/command-line.md), its German help, and the dispatch:
// `<group> <command> [options]`; `--help` (or -h) after a command, after a group or alone prints
// the usage and exits 0.

type Command = { help: string; run: (args: string[]) => Promise<number> };

export const COMMANDS: Record<string, Command> = {
  'cards import': { help: CARDS_IMPORT_HELP, run: cardsImport },
  'cards update': { help: CARDS_UPDATE_HELP, run: cardsUpdate },
  'cards search': { help: CARDS_SEARCH_HELP, run: cardsSearch },
  'deck validate': { help: DECK_VALIDATE_HELP, run: deckValidate },
  'deck xp': { help: DECK_XP_HELP, run: deckXp },
  'deck export': { help: DECK_EXPORT_HELP, run: deckExport },
  'deck import': { help: DECK_IMPORT_HELP, run: deckImport },
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
  return [`Aufruf: npm run --silent cli -- ${group} <befehl> [optionen]`, '', ...helps].join('\n');
}

function usage(): string {
  return [
    'Arkham Logbuch – Kommandozeile',
    '',
    'Aufruf: npm run --silent cli -- <befehl> [optionen]',
    'Hilfe zu einem Befehl: <befehl> --help (etwa deck validate --help, campaign --help)',
    '',
    ...Object.values(COMMANDS).map((command) => command.help),
    '',
    'Kartendaten: --data ORDNER (ArkhamDB-Datenordner direkt) oder --db DATEI; ohne beides die',
    'Datenbank der App (Ordner: ARKHAM_LOGBUCH_HOME).',
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
