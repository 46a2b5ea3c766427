import { AppError } from '../../api/app-error.ts';

// Typed failures of reading an arkham-cards-data folder; German sentences come from
// shared/i18n/de/app-errors.ts. Either way the previous campaign definitions stay.

export type CampaignDataErrorCode = 'campaign_data_missing' | 'campaign_data_invalid';

export interface CampaignDataErrorDetails {
  /** Path relative to the data folder (or the folder itself). */
  path?: string;
  /** Paths missing from the expected layout. */
  missing?: string[];
  /** What the parser or schema said. */
  reason?: string;
}

export class CampaignDataError extends AppError {
  declare readonly code: CampaignDataErrorCode;

  constructor(code: CampaignDataErrorCode, details: CampaignDataErrorDetails = {}) {
    super(code, details);
    this.name = 'CampaignDataError';
  }
}
