import { AppError } from '../../shared/api/app-error.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { APP_NAME } from '../paths.ts';

export interface ErrorBoxText {
  title: string;
  content: string;
}

/** What the error box says when the database cannot be opened; the app then quits. */
export function startupErrorText(error: unknown, home: string): ErrorBoxText {
  const reason =
    error instanceof AppError || error instanceof CardDataError
      ? germanErrorMessage(error.code, error.details)
      : `Unerwarteter Fehler: ${error instanceof Error ? error.message : String(error)}`;
  return {
    title: `${APP_NAME}: Datenbank kann nicht geöffnet werden`,
    content: `${reason}\n\nDatenordner: ${home}\n\n${APP_NAME} wird beendet, ohne die Datenbank zu verändern.`,
  };
}

/** The newest backup to offer when the database is damaged or foreign; the error names it. */
export function restorableBackup(error: unknown): string | undefined {
  return error instanceof AppError && (error.code === 'database_corrupt' || error.code === 'database_foreign')
    ? error.details.backup
    : undefined;
}

/** The question asked instead of the plain error box when a backup can be restored. */
export function restoreQuestion(text: ErrorBoxText, backup: string) {
  return {
    type: 'error' as const,
    title: text.title,
    message: text.title,
    detail: `${text.content}\n\nSoll die Sicherung „${backup}“ jetzt wiederhergestellt werden? Die beschädigte Datei wird dabei im Ordner „backups“ aufgehoben.`,
    buttons: ['Sicherung wiederherstellen', 'Beenden'],
    defaultId: 0,
    cancelId: 1,
    noLink: true,
  };
}
