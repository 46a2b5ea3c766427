import { deckJson } from './minimal-deck.ts';

/** Fifteen level-0 core Guardian and Neutral cards Roland Banks may take, two copies each: 30 cards. */
export const ROLAND_CORE_CARDS = [
  '01016',
  '01017',
  '01018',
  '01019',
  '01020',
  '01021',
  '01022',
  '01023',
  '01024',
  '01025',
  '01086',
  '01087',
  '01088',
  '01089',
  '01090',
] as const;

/** Roland Banks: his .38 Special and Cover Up, and two each of ROLAND_CORE_CARDS. */
export const ROLAND_CORE = deckJson('01001', {
  '01006': 1,
  '01007': 1,
  ...Object.fromEntries(ROLAND_CORE_CARDS.map((code) => [code, 2])),
});
