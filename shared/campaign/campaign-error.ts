import { AppError } from '../api/app-error.ts';
import type { GuideProblem } from '../guide/types.ts';
import type { DeckProblem } from '../rules/deck-problem.ts';

// Typed refusals of the campaign journal: an event that does not fit the campaign changes
// nothing; German sentences come from shared/i18n/de/app-errors.ts.

export type CampaignErrorCode =
  | 'campaign_not_found'
  | 'campaign_definition_not_found'
  | 'campaign_event_order'
  | 'investigator_unknown'
  | 'investigator_in_campaign'
  | 'investigator_out_of_campaign'
  | 'investigator_not_playing'
  | 'investigator_replacement'
  | 'investigator_used'
  | 'campaign_xp_short'
  | 'deck_outside_environment'
  | 'starting_deck_xp'
  | 'campaign_deck_refused'
  | 'chaos_token_missing'
  | 'log_section_unknown'
  | 'supply_unknown'
  | 'supply_used_up'
  | 'card_not_held'
  | 'bearer_still_playing'
  | 'deck_version_conflict'
  | 'undo_refused'
  | 'guide_answer_order'
  | 'guide_answer_refused'
  | 'guide_not_supported'
  | 'standalone_scenario_unknown'
  | 'standalone_difficulty_unknown'
  | 'standalone_xp_limit'
  | 'campaign_file_invalid'
  | 'campaign_file_write_failed'
  | 'variant_refused';

export interface CampaignErrorDetails {
  campaignId?: number;
  seq?: number;
  investigator?: string;
  /** The investigator's name, when the journal knows it. */
  name?: string;
  /** Why an investigator cannot take part: `killed`, `insane` or `left`. */
  status?: string;
  /** For `investigator_used`: the player who played the investigator in this campaign. */
  player?: string;
  token?: string;
  section?: string;
  supply?: string;
  card?: string;
  definitionId?: string;
  /** For `guide_not_supported`: the names of the campaigns the guide runs, as the campaign list shows them. */
  guided?: string[];
  /** For `undo_refused`: `first_event`, `already_undone`, `not_found`, `nothing`, `depends`,
   * `restore_conflict` or `not_guide_answer` (an undo's `later` names what is no later guide answer). */
  why?: string;
  /**
   * For `undo_refused` with `depends`: the later event that would no longer fit; with
   * `restore_conflict` and for `deck_version_conflict`: the entry that put the deck version in force.
   */
  blockedBy?: number;
  needed?: number;
  has?: number;
  reason?: string;
  /** For a standalone play: the scenario asked for, and what the data offers instead. */
  scenario?: string;
  scenarios?: string[];
  difficulty?: string;
  difficulties?: string[];
  /** For `standalone_xp_limit`: what the deck's cards are worth. */
  xp?: number;
  limit?: number;
  /** For `deck_outside_environment`: the campaign's environment (text form) and the cards outside it (German titles). */
  environment?: string;
  outside?: string[];
  /** For `variant_refused`: the variant (Grimoire „Ultimaten und Gaben“) that forbids the entry. */
  variant?: string;
  /** For `campaign_file_write_failed`: where the campaign file was to go. */
  file?: string;
  /** For `guide_answer_refused`: what the guide engine found, and which answer of the list (0-based). */
  guideProblem?: GuideProblem;
  answer?: number;
  /** For `guide_answer_refused`: what in the answer's fields does not fit the input kind (`reason`). */
  issues?: string[];
  /** For `campaign_deck_refused`: the rules the save breaks. */
  problems?: DeckProblem[];
  /** The German titles of the cards `problems` names (from the card data), by code. */
  cardNames?: Record<string, string>;
}

export class CampaignError extends AppError {
  declare readonly code: CampaignErrorCode;

  constructor(code: CampaignErrorCode, details: CampaignErrorDetails = {}) {
    super(code, details);
    this.name = 'CampaignError';
  }
}
