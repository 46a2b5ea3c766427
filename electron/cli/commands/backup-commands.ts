import path from 'node:path';
import { parseArgs } from 'node:util';
import { AppError } from '../../../shared/api/app-error.ts';
import { deCli } from '../../../shared/i18n/de/cli.ts';
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
    help: `backup create [--out DATEI]
  Schreibt jetzt eine Sicherung der ganzen Datenbank (Karten, Decks mit allen Versionen,
  Kampagnen mit ihrem Logbuch, Einstellungen). Mit --out als eine Datei an diesen Ort (sie darf
  noch nicht existieren, Endung .sqlite), sonst in den Sicherungsordner.`,
    async run(args) {
      const { values } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true });
      if (values.out) print(await withApp((call) => call('backups.export', { file: path.resolve(values.out!) })));
      else print(await withApp((call) => call('backups.create', {})));
      return 0;
    },
  },
  'backup list': {
    help: `backup list
  Alle Sicherungen, die neueste zuerst (auch die automatischen: täglich, vor Kartenimporten,
  vor Migrationen).`,
    async run() {
      // Read from the folder, so the list is there even when the database cannot be opened.
      print(listBackups(databaseFile(logbuchHome())));
      return 0;
    },
  },
  'backup restore': {
    help: `backup restore NAME | --file DATEI
  Stellt die Sicherung NAME (aus „backup list“) oder die Sicherungsdatei DATEI wieder her. Sie
  wird vorher geprüft (unbeschädigt, eine Datenbank von Arkham Logbuch, nicht neuer als diese
  App); der Stand davor wird als Sicherung „vor-wiederherstellung“ abgelegt, eine beschädigte
  Datenbank als „…-beschaedigt-…“.`,
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
