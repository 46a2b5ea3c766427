import { AppError } from '../api/app-error.ts';

// Typed failures of an online card update from ArkhamDB; German sentences in shared/i18n/de.
// Every one of them leaves the stored pool as it was: nothing is written before all answers
// arrived and passed their schema.

export type CardUpdateErrorCode =
  | 'update_url_invalid'
  | 'update_unreachable'
  | 'update_timeout'
  | 'update_http_status'
  | 'update_invalid_response';

export interface CardUpdateErrorDetails {
  /** The address asked (or the one refused). */
  url?: string;
  /** HTTP status of a refused answer. */
  httpStatus?: number;
  /** The time limit that ran out. */
  seconds?: number;
}

export class CardUpdateError extends AppError {
  declare readonly code: CardUpdateErrorCode;

  constructor(code: CardUpdateErrorCode, details: CardUpdateErrorDetails & { reason?: string } = {}) {
    super(code, details);
    this.name = 'CardUpdateError';
  }
}
