import { AppError } from '../../shared/api/app-error.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { deShell } from '../../shared/i18n/de/shell.ts';

export interface ErrorBoxText {
  title: string;
  content: string;
}

/** What the error box says when the database cannot be opened; the app then quits. */
export function startupErrorText(error: unknown, home: string): ErrorBoxText {
  const reason =
    error instanceof AppError || error instanceof CardDataError
      ? germanErrorMessage(error.code, error.details)
      : deShell.unexpectedError(error instanceof Error ? error.message : String(error));
  return { title: deShell.startupErrorTitle, content: deShell.startupErrorContent(reason, home) };
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
    detail: `${text.content}\n\n${deShell.restoreQuestion(backup)}`,
    buttons: [deShell.restoreBackup, deShell.quit],
    defaultId: 0,
    cancelId: 1,
    noLink: true,
  };
}
