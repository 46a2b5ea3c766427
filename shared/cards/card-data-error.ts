import { AppError } from '../api/app-error.ts';

// Typed failures of reading a card data folder; German sentences come from shared/i18n/de.

export type CardDataErrorCode =
  | 'folder_missing'
  | 'layout_missing'
  | 'invalid_json'
  | 'invalid_file'
  | 'no_player_cards'
  | 'unknown_reprint';

export interface CardDataErrorDetails {
  /** Path relative to the data folder (or the folder itself). */
  path?: string;
  /** Paths missing from the expected layout. */
  missing?: string[];
  /** What the parser or schema said, for the log. */
  reason?: string;
  code?: string;
}

export class CardDataError extends AppError {
  declare readonly code: CardDataErrorCode;

  constructor(code: CardDataErrorCode, details: CardDataErrorDetails = {}) {
    super(code, details);
    this.name = 'CardDataError';
  }
}
