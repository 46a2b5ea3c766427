import path from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../../../shared/api/app-error.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
import { deCliHelp } from '../../../shared/i18n/de/cli-help.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { listBackups, restoreFileOverDamaged, restoreOverDamaged } from '../../services/database-backups.ts';
import { withApp } from '../app-call.ts';
import { MIGRATIONS_FOLDER } from '../card-source.ts';
import { UsageError } from '../cli-error.ts';

// `backup …`: backups of the app's database file (they sit in "backups/" beside it), and the
// whole database as one file anywhere (`--out`, `--file`).

type Command = { help: string; run: (args: string[]) => Promise<number> };

const print = (value: unknown) => console.log(JSON.stringify(value));

/** A damaged or foreign database cannot be opened: restore over it, keeping it aside. */
const cannotOpen = (error: unknown) =>
  error instanceof AppError && (error.code === 'database_corrupt' || error.code === 'database_foreign');

export const BACKUP_COMMANDS: Record<string, Command> = {
  'backup create': {
    help: deCliHelp.backupCreate,
    async run(args) {
      const { values } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true });
      if (values.out) print(await withApp((call) => call('backups.export', { file: path.resolve(values.out!) })));
      else print(await withApp((call) => call('backups.create', {})));
      return 0;
    },
  },
  'backup list': {
    help: deCliHelp.backupList,
    async run() {
      // Read from the folder, so the list is there even when the database cannot be opened.
      print(listBackups(databaseFile(logbuchHome())));
      return 0;
    },
  },
  'backup restore': {
    help: deCliHelp.backupRestore,
    async run(args) {
      const { values, positionals } = parseArgs({
        args,
        options: { file: { type: 'string' } },
        allowPositionals: true,
        strict: true,
      });
      const name = positionals[0];
      if (!name === !values.file) throw new UsageError(deCli.backupNameOrFile);
      const file = values.file ? path.resolve(values.file) : undefined;
      try {
        print(
          await withApp((call) =>
            file ? call('backups.restoreFile', { file }) : call('backups.restore', { name: name! }),
          ),
        );
      } catch (error) {
        if (!cannotOpen(error)) throw error;
        const home = databaseFile(logbuchHome());
        const damagedKeptAs = file
          ? restoreFileOverDamaged(home, file, MIGRATIONS_FOLDER)
          : restoreOverDamaged(home, name!, MIGRATIONS_FOLDER);
        print({ restored: file ?? name, damagedKeptAs });
      }
      return 0;
    },
  },
};
