import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { errorCodeAndDetails } from '../ipc/error-envelope.ts';
import { CallFailure } from './app-call.ts';
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

// The command line of shared/docs/cli-contract.md: `npm run --silent cli -- <command> [options]`.

type Command = { help: string; run: (args: string[]) => Promise<number> };

const COMMANDS: Record<string, Command> = {
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

function usage(): string {
  return [
    'Arkham Logbuch – Kommandozeile',
    '',
    'Aufruf: npm run --silent cli -- <befehl> [optionen]',
    '',
    ...Object.values(COMMANDS).map((command) => command.help),
    '',
    'Kartendaten: --data ORDNER (ArkhamDB-Datenordner direkt) oder --db DATEI; ohne beides die',
    'Datenbank der App (Ordner: ARKHAM_LOGBUCH_HOME).',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [group, name, ...rest] = argv;
  if (!group || group === '--help' || group === 'help') {
    console.log(usage());
    return group ? 0 : 2;
  }
  const command = COMMANDS[`${group} ${name ?? ''}`];
  if (!command) throw new UsageError(`Unbekannter Befehl „${[group, name].filter(Boolean).join(' ')}“.\n\n${usage()}`);
  if (rest.includes('--help')) {
    console.log(command.help);
    return 0;
  }
  return command.run(rest);
}

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) console.error(error.message);
  else if (error instanceof CallFailure) {
    // The journal refused the entry (exit 1); a malformed input is a usage error (exit 2).
    const { code, details } = error.envelope;
    console.error(germanErrorMessage(code, details));
    process.exitCode = code === 'invalid_input' || code === 'campaign_file_invalid' ? 2 : 1;
  } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
    console.error(`Unbekannte oder unvollständige Option ${option}. Hilfe: npm run --silent cli -- --help`);
  } else {
    const { code, details } = errorCodeAndDetails(error);
    console.error(germanErrorMessage(code, details));
  }
  process.exitCode ??= 2;
}
