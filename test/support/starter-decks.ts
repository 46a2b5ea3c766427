import type { DeckJson } from '../../shared/decks/deck-json.ts';

/**
 * Roland Banks (01001) with the core set's guardian and neutral level-0 cards: signatures 01006
 * and 01007, the random basic weakness placeholder, 30 cards toward deck size. Legal; in the
 * fixture pool and in the real data.
 */
export const ROLAND_STARTER: DeckJson = {
  investigator_code: '01001',
  slots: {
    '01006': 1,
    '01007': 1,
    '01000': 1,
    '01016': 2,
    '01017': 2,
    '01018': 2,
    '01019': 2,
    '01020': 2,
    '01021': 2,
    '01022': 2,
    '01023': 2,
    '01024': 2,
    '01025': 2,
    '01086': 2,
    '01087': 2,
    '01088': 2,
    '01089': 2,
    '01093': 2,
  },
  sideSlots: {},
  ignoreDeckLimitSlots: {},
  taboo_id: null,
  meta: '',
};
