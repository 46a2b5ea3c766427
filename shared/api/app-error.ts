import type { CampaignErrorCode, CampaignErrorDetails } from '../campaign/campaign-error.ts';
import type { CampaignDataErrorCode } from '../campaign/definitions/campaign-data-error.ts';
import type { CardDataErrorCode, CardDataErrorDetails } from '../cards/card-data-error.ts';
import type { CardUpdateErrorCode, CardUpdateErrorDetails } from '../cards/card-update-error.ts';
import type { DeckChainErrorCode, DeckChainErrorDetails } from '../decks/deck-chain-error.ts';
import type { DeckImportErrorCode, DeckImportErrorDetails } from '../decks/deck-import-error.ts';
import type { PrintErrorCode } from './print-contract.ts';

// Errors that cross the IPC boundary as `{ ok: false, code, details }`; German text is made
// from the code in shared/i18n/de/app-errors.ts.

export type AppErrorCode =
  | 'invalid_input'
  | 'unknown_method'
  | 'unauthorized'
  | 'no_card_pool'
  | 'import_running'
  | 'database_newer'
  | 'internal'
  | 'deck_not_found'
  | 'version_locked'
  | 'not_enough_xp'
  | 'deck_in_campaign'
  | 'deck_version_withdrawn'
  | 'backup_invalid'
  | 'backup_write_failed'
  | 'database_corrupt'
  | 'database_foreign'
  | CardDataErrorCode
  | CardUpdateErrorCode
  | CampaignErrorCode
  | CampaignDataErrorCode
  | DeckChainErrorCode
  | DeckImportErrorCode
  | PrintErrorCode;

export interface AppErrorDetails
  extends CardDataErrorDetails,
    CardUpdateErrorDetails,
    CampaignErrorDetails,
    DeckChainErrorDetails,
    DeckImportErrorDetails {
  method?: string;
  file?: string;
  issues?: string[];
  deckId?: number;
  versionId?: number;
  /** The newest backup beside a database that cannot be opened. */
  backup?: string;
  cost?: number;
  available?: number;
  /** For `deck_in_campaign`: the campaign whose journal the deck's versions follow. */
  campaignName?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(`${code}: ${JSON.stringify(details)}`);
    this.name = 'AppError';
  }
}
