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
      print(await withApp((call) => call('backups.list', {})));
      return 0;
    },
  },
  'backup restore': {
    help: `backup restore NAME
  Stellt die Sicherung NAME (aus „backup list“) wieder her; der Stand davor wird vorher als
  Sicherung „vor-wiederherstellung“ abgelegt.`,
    async run(args) {
      const name = args[0];
      if (!name) throw new UsageError('Bitte gib den Namen der Sicherung an (siehe „backup list“).');
      print(await withApp((call) => call('backups.restore', { name })));
      return 0;
    },
  },
};
