import { AppError } from '../api/app-error.ts';

// Typed refusals of an ArkhamDB deck chain (previous_deck/next_deck); German sentences come
// from shared/i18n/de/app-errors.ts. A refused chain imports nothing.

export type DeckChainErrorCode =
  | 'deck_chain_invalid'
  | 'deck_chain_broken_link'
  | 'deck_chain_fork'
  | 'deck_chain_cycle'
  | 'deck_chain_mixed_investigators';

export interface DeckChainErrorDetails {
  /** For `deck_chain_invalid`: `empty`, `id_missing` or `duplicate_id`. */
  chainProblem?: 'empty' | 'id_missing' | 'duplicate_id';
  /** The ArkhamDB deck number the problem is at. */
  chainDeck?: string;
  /** The deck number a link names. */
  link?: string;
  /** For `deck_chain_fork`: the decks that compete for one place. */
  chainDecks?: string[];
  investigators?: string[];
}

export class DeckChainError extends AppError {
  declare readonly code: DeckChainErrorCode;

  constructor(code: DeckChainErrorCode, details: DeckChainErrorDetails = {}) {
    super(code, details);
    this.name = 'DeckChainError';
  }
}
