import type { WrittenVersion } from '../../shared/api/deck-contract.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { AppDatabase } from '../db/database.ts';
import { deckSummary } from './deck-summaries.ts';
import { type DeckVersionRow, parentOf, parseStoredDeck, versionsOf } from './deck-versions.ts';

// A write that made a deck version answers with what the deck editor opens next (the contract's
// `WrittenVersion`), so the editor needs neither the deck's history nor the deck list read again.

/** A version as the contract sends it: the deck as an object, not the stored text. */
export const versionForContract = (row: DeckVersionRow) => ({ ...row, deck: parseStoredDeck(row) });

/** `row` with the deck of the version it is built on and the deck's row of "Meine Decks". */
export function writtenVersion(db: AppDatabase, pool: CardPool | undefined, row: DeckVersionRow): WrittenVersion {
  const builtOn = parentOf(versionsOf(db, row.deckId), row);
  return {
    version: versionForContract(row),
    builtOnDeck: builtOn ? parseStoredDeck(builtOn) : null,
    summary: deckSummary(db, pool, row.deckId),
  };
}
