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

/**
 * Daisy Walker (01002, Seeker 0-5), 30 cards, with Strange Solution (Restorative Concoction)
 * 02262, "Researched.": legal once a campaign has researched it. Real data only.
 */
export const DAISY_RESEARCHED: DeckJson = {
  investigator_code: '01002',
  slots: {
    '01000': 1,
    '01008': 1,
    '01009': 1,
    '01030': 2,
    '01031': 2,
    '01032': 2,
    '01033': 2,
    '01034': 2,
    '01035': 2,
    '01036': 2,
    '01037': 2,
    '01038': 2,
    '01039': 2,
    '01086': 2,
    '01087': 2,
    '01088': 2,
    '01089': 1,
    '01090': 2,
    '02262': 1,
  },
  sideSlots: {},
  ignoreDeckLimitSlots: {},
  taboo_id: null,
  meta: '',
};

/** Daisy Walker (01002) with Seeker and neutral level-0 cards, 30 toward deck size. Legal; in the fixture pool. */
export const DAISY_STARTER: DeckJson = (() => {
  const { '02262': _, ...slots } = DAISY_RESEARCHED.slots;
  return { ...DAISY_RESEARCHED, slots: { ...slots, '01089': 2 } };
})();
