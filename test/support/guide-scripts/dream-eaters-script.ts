// The Dream-Eaters as one linked campaign (`tde`) answered from both halves' guides, on Standard:
// The Dream-Quest (Campaign A) with Mandy Thompson (06002) and Luke Robinson (06004), The Web of
// Dreams (Campaign B) with Tommy Muldoon (06001) and Patrice Hathaway (06005). Each chunk is the
// answers up to the next part of the printed order (linked-campaign.ts).

export const TOMMY = '06001';
export const MANDY = '06002';
export const LUKE = '06004';
export const PATRICE = '06005';

/** Campaign A's setup, then Campaign B's: each half its own investigators, difficulty and weaknesses. */
export const SETUP = [
  { step: 'choose_investigators', investigators: [MANDY, LUKE] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [MANDY]: 'rbw', [LUKE]: 'rbw' },
    weaknesses: { [MANDY]: '01096', [LUKE]: '01097' },
  },
  { step: 'save_decks' },
  { step: 'choose_investigators', investigators: [TOMMY, PATRICE] },
  { step: 'tdeb_difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [TOMMY]: 'rbw', [PATRICE]: 'rbw' },
    weaknesses: { [TOMMY]: '01098', [PATRICE]: '01099' },
  },
  { step: 'save_decks' },
];

/** I–A Beyond the Gates of Sleep, Resolution 1, Luke takes Randolph Carter, Victory 2; I–B Waking Nightmare, Resolution 1, Tommy takes Randolph Carter, Victory 3. */
export const SCENARIOS_I = [
  { step: 'choose_dreams', choices: { [MANDY]: 'miskatonic', [LUKE]: 'wayfarer' } },
  { step: '$play_scenario', lead: MANDY, resolution: 'R1' },
  { step: 'gain_randolph_carter', choices: { [LUKE]: 'chosen' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: 'choose_doctor', choice: 'doctor_come' },
  { step: '$play_scenario', lead: TOMMY, resolution: 'R1' },
  { step: 'randolph_escaped_hospital_with_investigators', choices: { [TOMMY]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

/** Interlude I: the lead investigator of Campaign A tells the black cat „that you are safe“. */
export const INTERLUDE_I = [{ step: 'black_cat_choice', choice: 'black_cat_warned_the_others' }];

/** II–A The Search for Kadath, Resolution 1, Victory 4, 2 Signs of the Gods; II–B A Thousand Shapes of Horror, Resolution 1, Patrice takes the Silver Key, Victory 3. */
export const SCENARIOS_II = [
  { step: '$play_scenario', lead: MANDY, resolution: 'R1' },
  { step: 'earn_xp', value: 4 },
  { step: 'record_evidence_of_kadath', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: PATRICE, resolution: 'R1' },
  { step: 'possess_silver_key', choices: { [PATRICE]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

/** Interlude II begins in Campaign B: „Tell your companions that you are in trouble.“ */
export const INTERLUDE_II = [{ step: 'black_cat_decision', choice: 'black_cat_requested_aid' }];

/** III–A Dark Side of the Moon, Resolution 1, Victory 5; III–B Point of No Return, Resolution 1, 3 steps of the bridge, Victory 4. */
export const SCENARIOS_III = [
  { step: '$play_scenario', lead: LUKE, resolution: 'R1' },
  { step: 'earn_xp', value: 5 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: TOMMY, resolution: 'R1' },
  { step: 'record_steps_of_the_bridge', value: 3 },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];

/** Interlude III begins in Campaign A: „Tell your companions about the threats that you face.“; the Silver Key crosses over to Mandy. */
export const INTERLUDE_III = [
  { step: 'black_cat_decision', choice: 'black_cat_spoke_of_nyarlathotep' },
  { step: '$upgrade_decks' },
  { step: 'gain_silver_key', choices: { [MANDY]: 'chosen' } },
  { step: '$upgrade_decks' },
];

/** IV–A Where the Gods Dwell, Resolution 1, Victory 6, „Wake up.“ (Resolution 3); IV–B Weaver of the Cosmos, Resolution 1, Victory 4. */
export const SCENARIOS_IV = [
  { step: '$play_scenario', lead: MANDY, resolution: 'R1' },
  { step: 'earn_xp', value: 6 },
  { step: 'choose_fate', choice: 'wake_up' },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: TOMMY, resolution: 'R1' },
  { step: 'earn_xp_plus_5', value: 4 },
  { step: '$upgrade_decks' },
];

/** The epilogue of each half, up to the last answer. */
export const EPILOGUE = [{ step: '$upgrade_decks' }];

/** The last answer of the campaign: the deck upgrade after Campaign B's epilogue. */
export const LAST = { step: '$upgrade_decks' };
