import { AppError } from '../../shared/api/app-error.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { CardDataError } from '../../shared/cards/card-data-error.ts';
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
