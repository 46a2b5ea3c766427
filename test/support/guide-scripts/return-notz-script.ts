// Return to The Night of the Zealot answered from the printed guide (return_campaigns/rtnotz laid
// over campaigns/notz in arkham-cards-data) on a path the base script does not take: Hard,
// Return to The Gathering Resolution 3 (Roland and Agnes killed, Daisy Walker 01002 and "Skids"
// O'Toole 01003 take their places), Return to The Midnight Masks Resolution 2 with the Return
// to cultists, Return to The Devourer Below Resolution 3. Why each expected value follows from
// the guide's words is said in test/integration/cli-campaign-guide-return-notz.test.ts.

export const ROLAND = '01001';
export const AGNES = '01004';
export const DAISY = '01002';
export const SKIDS = '01003';

/** The campaign setup (the base campaign's, the overlay has none): Hard, Amnesia and Haunted drawn at the table. */
export const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'hard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01096', [AGNES]: '01098' },
  },
  { step: 'save_decks' },
];

/** Return to The Gathering, Resolution 3: Roland leads, Agnes is defeated by horror. */
export const GATHERING_R3 = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R3', statuses: { [AGNES]: 'mental' } },
];

/** After the new investigators joined: they are chosen, Daisy earns Lita, then Return to The Midnight Masks. */
export const NEW_GROUP_TO_DEVOURER = [
  { step: 'choose_new_investigators', investigators: [DAISY, SKIDS] },
  { step: 'lead_investigator_killed', choices: { [DAISY]: 'chosen' } },
  { step: '$upgrade_decks' },
  {
    step: '$play_scenario',
    lead: SKIDS,
    resolution: 'R2',
    statuses: { [DAISY]: 'resigned', [SKIDS]: 'physical' },
  },
  // Billy Cooper (Return to) and Herman Collins in the victory display.
  { step: 'cultists_interrogated', cards: ['50045', '01138'] },
  // Jeremiah Pierce (Return to), Victoria Devereux and Ruth Turner still in the Cultist deck or in play.
  { step: 'cultists_got_away_r2', cards: ['50044', '01140', '01141'] },
  { step: 'ask_ghoul_priest_defeated', choice: 'ghoul_priest_killed' },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];

/** Return to The Devourer Below, Resolution 3, to its last step: Psychosis and Hypochondria drawn. */
export const DEVOURER_R3 = [
  { step: '$play_scenario', lead: DAISY, resolution: 'R3' },
  {
    step: 'madness_weakness',
    choices: { [DAISY]: 'draw', [SKIDS]: 'draw' },
    weaknesses: { [DAISY]: '01099', [SKIDS]: '01100' },
  },
  { step: 'earn_xp', value: 2 },
];

/** The last answer of the campaign: the deck upgrade after Return to The Devourer Below. */
export const LAST = { step: '$upgrade_decks' };
