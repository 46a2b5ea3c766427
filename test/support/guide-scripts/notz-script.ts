// Night of the Zealot answered from the printed campaign guide with Roland Banks (01001) and Agnes
// Baker (01004): The Gathering Resolution 1, The Midnight Masks Resolution 1 (Agnes defeated by
// damage), The Devourer Below Resolution 2. The CLI playthrough and the guide journey in Chromium
// answer the same way.

export const ROLAND = '01001';
export const AGNES = '01004';

/** The campaign setup: both investigators, Standard, the basic weaknesses drawn at the table. */
export const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
];

/** The Gathering and The Midnight Masks, each to its deck upgrade. */
export const FIRST_TWO = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'cultists_interrogated', cards: ['01138', '01139'] },
  { step: 'cultists_got_away_r1', cards: ['01137'] },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

/** The Devourer Below, Resolution 2, up to its last step. */
export const DEVOURER = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'earn_10_xp', value: 4 },
];

/** The last answer of the campaign: the deck upgrade after The Devourer Below. */
export const LAST = { step: '$upgrade_decks' };
