import { AppError } from '../api/app-error.ts';

// Typed refusals of a deck import: a pasted or loaded text, or an ArkhamDB deck loaded
// online. German sentences come from shared/i18n/de/deck-import-errors.ts. A refused import
// writes nothing; a broken chain is refused with the DeckChainError codes.

export type DeckImportErrorCode =
  | 'deck_import_empty'
  | 'deck_import_malformed'
  | 'deck_import_not_a_deck'
  | 'deck_import_unknown_cards'
  | 'deck_import_unknown_investigator'
  | 'deck_import_too_many'
  | 'deck_import_foreign_url'
  | 'deck_import_online'
  | 'deck_fetch_url_invalid'
  | 'deck_fetch_unreachable'
  | 'deck_fetch_timeout'
  | 'deck_fetch_not_found'
  | 'deck_fetch_http_status'
  | 'deck_fetch_invalid_response';

export interface DeckImportErrorDetails {
  /** What the JSON parser or the schema said. */
  reason?: string;
  /** Where a JSON text breaks (1-based), when the parser says. */
  line?: number;
  column?: number;
  /** Which deck of several (1-based) a problem is in. */
  deckIndex?: number;
  /** The field of a deck that is missing or wrong (`slots.01020`). */
  field?: string;
  /** Card codes the card data does not know. */
  unknownCards?: string[];
  investigator?: string;
  /** How many decks a text held, and how many one import takes. */
  count?: number;
  limit?: number;
  /** An address that is not ArkhamDB's, or the one asked. */
  url?: string;
  /** The ArkhamDB deck or decklist number asked for. */
  deckRef?: string;
  httpStatus?: number;
  seconds?: number;
}

export class DeckImportError extends AppError {
  declare readonly code: DeckImportErrorCode;

  constructor(code: DeckImportErrorCode, details: DeckImportErrorDetails = {}) {
    super(code, details);
    this.name = 'DeckImportError';
  }
}
