// The Dunwich Legacy played through the campaign guide by two investigators (Roland Banks 01001,
// Agnes Baker 01004), answers written by hand from the printed guide (campaigns/dwl in
// arkham-cards-data). Why each expected value follows from the guide's own words is said in the
// comments of test/integration/cli-campaign-guide-dunwich.test.ts.

export const ROLAND = '01001';
export const AGNES = '01004';

export const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: 'scenario_choice', choice: '1a' },
];

/** From Extracurricular Activity to the last choice of Interlude II, The Survivors. */
export const TO_THE_SURVIVORS = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'mental' } },
  { step: 'earn_warren_rice', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R4' },
  { step: 'cheated', choice: '$no' },
  { step: 'earn_1_xp', value: 1 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', branch: 'add_chaos_token' },
  { step: 'add_chaos_token', choice: 'harold' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'earned_necronomicon', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'record_sacrificed', cards: ['02080'] },
  { step: 'earn_2_xp', value: 2 },
  { step: 'earn_henry_armitage', choices: {} },
  { step: 'earn_powder', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_zebulon_whateley', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_earl_sawyer', choices: {} },
];

/** The deck upgrade after The Survivors; Undimensioned and Unseen comes next. */
export const AFTER_THE_SURVIVORS = { step: '$upgrade_decks' };

/** Undimensioned and Unseen, up to its weakness draw. */
export const UNDIMENSIONED_OPENING = [{ step: 'warn_or_calm_choice', choice: 'calmed' }];

/** The rest of Undimensioned and Unseen and Where Doom Awaits up to its play. */
export const UNDIMENSIONED_TO_WHERE_DOOM = [
  {
    step: 'add_weakness',
    choices: { [ROLAND]: 'draw', [AGNES]: 'draw' },
    // Internal Injury (Injury), Chronophobia (Madness).
    weaknesses: { [ROLAND]: '02038', [AGNES]: '02039' },
  },
  { step: '$play_scenario', branch: 'randomize_locations' },
  // Ten-Acre Meadow (02246), one of the six location cards a random location is drawn from.
  { step: 'choose_random_location', cards: ['02246'] },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'brood_escaped', value: 2 },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];

/** Where Doom Awaits played, Lost in Time and Space up to its deck upgrade. */
export const WHERE_DOOM_TO_THE_END = [
  {
    step: '$play_scenario',
    lead: AGNES,
    resolution: 'R1',
    statuses: { [AGNES]: 'physical', [ROLAND]: 'mental' },
  },
  { step: 'earn_xp', value: 5 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 3 },
];

/** The last answer of the campaign: the deck upgrade after Lost in Time and Space. */
export const LAST = { step: '$upgrade_decks' };

export const STANDARD_BAG = [
  '+1',
  '0',
  '0',
  '-1',
  '-1',
  '-1',
  '-2',
  '-2',
  '-3',
  '-4',
  'skull',
  'skull',
  'cultist',
  'auto_fail',
  'elder_sign',
];
