import { deckJson } from './minimal-deck.ts';

/** Roland Banks: his .38 Special and Cover Up, and two each of 15 core Guardian and Neutral cards. */
export const ROLAND_CORE = deckJson('01001', {
  '01006': 1,
  '01007': 1,
  ...Object.fromEntries(
    [
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
    ].map((code) => [code, 2]),
  ),
});
