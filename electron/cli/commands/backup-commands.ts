import { AppError } from '../../../shared/api/app-error.ts';
import { databaseFile, logbuchHome } from '../../paths.ts';
import { listBackups, restoreOverDamaged } from '../../services/database-backups.ts';
import { withApp } from '../app-call.ts';
import { UsageError } from '../cli-error.ts';

// `backup …`: backups of the app's database file (they sit in "backups/" beside it).

type Command = { help: string; run: (args: string[]) => Promise<number> };

const print = (value: unknown) => console.log(JSON.stringify(value));

export const BACKUP_COMMANDS: Record<string, Command> = {
  'backup create': {
    help: `backup create
  Schreibt jetzt eine Sicherung der ganzen Datenbank (Karten, Decks, Kampagnen).`,
    async run() {
      print(await withApp((call) => call('backups.create', {})));
      return 0;
    },
  },
  'backup list': {
    help: `backup list
  Alle Sicherungen, die neueste zuerst (auch die automatischen vor Migrationen).`,
    async run() {
      // Read from the folder, so the list is there even when the database cannot be opened.
      print(listBackups(databaseFile(logbuchHome())));
      return 0;
    },
  },
  'backup restore': {
    help: `backup restore NAME
  Stellt die Sicherung NAME (aus „backup list“) wieder her; der Stand davor wird vorher als
  Sicherung „vor-wiederherstellung“ abgelegt, eine beschädigte Datenbank als „…-beschaedigt-…“.`,
    async run(args) {
      const name = args[0];
      if (!name) throw new UsageError('Bitte gib den Namen der Sicherung an (siehe „backup list“).');
      try {
        print(await withApp((call) => call('backups.restore', { name })));
      } catch (error) {
        // A damaged or foreign database cannot be opened: restore over it, keeping it aside.
        if (!(error instanceof AppError) || (error.code !== 'database_corrupt' && error.code !== 'database_foreign')) throw error;
        print({ restored: name, damagedKeptAs: restoreOverDamaged(databaseFile(logbuchHome()), name) });
      }
      return 0;
    },
  },
};
