// Return to The Dunwich Legacy answered from the printed guide (return_campaigns/rtdwl laid over
// campaigns/dwl in arkham-cards-data) by Roland Banks (01001) and Agnes Baker (01004), on a path
// the base script does not take: Easy, The House Always Wins first, the side story Carnevale of
// Horrors after Armitage's Fate, Naomi O'Bannion's Return to reward, and a lost campaign (Return
// to Lost in Time and Space, Resolution 4). Why each expected value follows from the guide's
// words is said in test/integration/cli-campaign-guide-return-dunwich.test.ts.

export const ROLAND = '01001';
export const AGNES = '01004';

/** Setup (Easy, Haunted and Amnesia drawn at the table) and Return to The House Always Wins, Resolution 3. */
export const TO_EXTRACURRICULAR = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'easy' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01098', [AGNES]: '01096' },
  },
  { step: 'save_decks' },
  { step: 'scenario_choice', choice: '1b' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R3' },
  { step: 'cheated', choice: 'cheat' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

/** Return to Extracurricular Activity, Resolution 2 (Agnes resigned), and Armitage's Fate to its deck upgrade. */
export const TO_ARMITAGES_UPGRADE = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2', statuses: { [AGNES]: 'resigned' } },
  { step: 'earn_xp', value: 3 },
  { step: 'earn_henry_armitage', choices: { [AGNES]: 'chosen' } },
];

/** Carnevale of Horrors (Resolution 1, three Innocent Revelers saved), Return to The Miskatonic Museum and Return to The Essex County Express. */
export const CARNEVALE_TO_BLOOD = [
  { step: '$upgrade_decks', sideStory: 'carnevale_of_horrors' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 2 },
  // Pantalone for Roland, Gilded Volto for Agnes.
  { step: 'choose_masks', choices: { [ROLAND]: '82025', [AGNES]: '82026' } },
  { step: 'ask_innocent_revelers_saved', choice: 'three' },
  { step: 'earn_abbess', choices: { [ROLAND]: 'chosen' } },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2', statuses: { [AGNES]: 'mental' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

/** Return to Blood on the Altar, Resolution 2, Interlude II and the opening of Return to Undimensioned and Unseen. */
export const BLOOD_TO_UNDIMENSIONED = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
  // Dr. Francis Morgan and Professor Warren Rice underneath the agenda deck.
  { step: 'record_sacrificed', cards: ['02080', '02061'] },
  { step: 'earn_2_xp', value: 1 },
  { step: 'earn_henry_armitage', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_powder', choices: {} },
  { step: 'earn_zebulon_whateley', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_earl_sawyer', choices: {} },
  { step: '$upgrade_decks' },
  { step: 'warn_or_calm_choice', choice: 'warned' },
];

/** Return to Undimensioned and Unseen (Resolution 2, Roland defeated by damage) to Naomi's reward, first given to Roland. */
export const UNDIMENSIONED_TO_NAOMI = [
  {
    step: 'add_weakness',
    choices: { [ROLAND]: 'draw', [AGNES]: 'draw' },
    // Internal Injury (Injury), Paranoia (Madness).
    weaknesses: { [ROLAND]: '02038', [AGNES]: '01097' },
  },
  // During play „you will often be instructed to choose a random location“: Ten-Acre Meadow drawn.
  { step: '$play_scenario', branch: 'randomize_locations' },
  { step: 'choose_random_location', cards: ['02246'] },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2', statuses: { [ROLAND]: 'physical' } },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
  { step: 'gain_naomi_award', choices: { [ROLAND]: 'chosen' } },
];

/** Naomi's reward answered anew after the rewind: Agnes adds her. */
export const NAOMI_TO_AGNES = { step: 'gain_naomi_award', choices: { [AGNES]: 'chosen' } };

/** Return to Where Doom Awaits, Resolution 1, to the play of Return to Lost in Time and Space. */
export const WHERE_DOOM = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

/** Return to Lost in Time and Space: Agnes defeated by horror, the game ends on act 2 – Resolution 4. */
export const LOST = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'no_resolution', statuses: { [AGNES]: 'mental' } },
  { step: 'check_final_act', choice: 'act_2' },
];
