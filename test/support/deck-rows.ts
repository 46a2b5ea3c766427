import type { SavedDeckSummary } from '../../renderer/store/deck/saved-deck-types.ts';
import type { DeckVersion } from '../../shared/api/deck-contract.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';

// What main answers about deck 7 in the store tests with a fake api (test/support/counting-api.ts).

export const DECK_ID = 7;

/** Version `number` of deck 7, stored with id `id`. */
export const versionRow = (id: number, number: number, deck: DeckJson, xpGranted = 0): DeckVersion => ({
  id,
  deckId: DECK_ID,
  version: number,
  deck,
  locked: false,
  xpGranted,
  xpCarried: 0,
  xpSpent: 0,
  xpAdjustment: 0,
  adjustmentReason: null,
  exileString: null,
  createdAt: '2026-11-25T18:00:00.000Z',
  updatedAt: '2026-11-25T18:00:00.000Z',
});

/** Deck 7's row of "Meine Decks", legal, with `versions` versions and `latestVersionId` current. */
export const listRow = (versions: number, latestVersionId: number): SavedDeckSummary => ({
  id: DECK_ID,
  name: 'Rolands Deck',
  investigatorCode: '01001',
  versions,
  latestVersionId,
  problems: 0,
  warnings: 0,
  tags: [],
});
