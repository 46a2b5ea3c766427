// Brethren of Ash (the 2026 core set) answered from its campaign guide with the box's own
// investigators Daniela Reyes (12001) and Joe Diamond (12004), on Normal: Spreading Flames
// Resolution 1 and then „Stay and fight the fire!“ (Resolution 2), Smoke and Mirrors
// Resolution 1 with no codex entry read, Queen of Ash Resolution 1.

export const DANIELA = '12001';
export const JOE = '12004';

/** The campaign setup: both investigators, Normal, basic weaknesses of the box (Wounded, Pursued). */
export const SETUP = [
  { step: 'choose_investigators', investigators: [DANIELA, JOE] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [DANIELA]: 'rbw', [JOE]: 'rbw' },
    weaknesses: { [DANIELA]: '12104', [JOE]: '12102' },
  },
  { step: 'save_decks' },
];

/** Scenario I: Spreading Flames, Resolution 1 → stay → Resolution 2, Victory 2. */
export const SPREADING_FLAMES = [
  { step: '$play_scenario', lead: DANIELA, resolution: 'R1' },
  { step: 'earn_armitage', choices: { [JOE]: 'chosen' } },
  { step: 'earn_xp_plus_3', value: 2 },
  { step: 'choose_stay_or_go', choice: 'stay' },
  { step: '$upgrade_decks' },
];

/** Scenario II: Smoke and Mirrors, Resolution 1, Naomi O'Bannion revealed, Victory 4. */
export const SMOKE_AND_MIRRORS = [
  { step: '$play_scenario', lead: JOE, resolution: 'R1' },
  { step: 'ask_harbinger', choice: 'naomi' },
  { step: 'ask_six_enemies_in_victory_display', choice: 'yes' },
  { step: 'earn_xp_plus_bonus', value: 4 },
  { step: 'ask_mark_of_elokoss', choice: '$no' },
  { step: '$upgrade_decks' },
];

/** Scenario III: Queen of Ash, Resolution 1, Victory 3, up to its last answer. */
export const QUEEN_OF_ASH = [
  { step: '$play_scenario', lead: DANIELA, resolution: 'R1' },
  { step: 'earn_xp_plus_defeat', value: 3 },
];

/** The last answer of the campaign: the deck upgrade after Queen of Ash. */
export const LAST = { step: '$upgrade_decks' };

/** Spreading Flames again, Resolution 1 and then „There's no time. We have to go.“ (Resolution 3). */
export const SPREADING_FLAMES_GO = [
  { step: '$play_scenario', lead: DANIELA, resolution: 'R1' },
  { step: 'earn_armitage', choices: { [JOE]: 'chosen' } },
  { step: 'earn_xp_plus_3', value: 2 },
  { step: 'choose_stay_or_go', choice: 'go' },
  { step: '$upgrade_decks' },
];

/** Smoke and Mirrors with codex Φ read during play: the Servant of Flame held beneath the act. */
export const SMOKE_CODEX_PHI = [
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex_phi' },
  { step: 'codex_phi_decision', choice: 'interrogate' },
  { step: '$play_scenario', lead: JOE, resolution: 'R1' },
  { step: 'ask_harbinger', choice: 'earl' },
  { step: 'ask_six_enemies_in_victory_display', choice: '$no' },
  { step: 'earn_xp_plus_bonus', value: 2 },
  { step: 'ask_mark_of_elokoss', choice: 'yes' },
  { step: '$upgrade_decks' },
];
