// Return to The Path to Carcosa answered from the printed guide (return_campaigns/rtptc laid over
// campaigns/ptc in arkham-cards-data) by Roland Banks (01001) and Agnes Baker (01004), on a path
// the base script does not take: Hard, the reprint's names, one of the new Act 2b of Return to
// Curtain Call, Interlude I played (the dinner party burnt), more Conviction than Doubt, the
// path above, Dim Carcosa Resolution 3 with nobody possessed. Why each expected value follows from
// the guide's words is said in test/integration/cli-campaign-guide-return-carcosa.test.ts.

export const ROLAND = '01001';
export const AGNES = '01004';

/** Setup (Hard, Hypochondria and Haunted drawn at the table, the reprint) to Act 2b of Return to Curtain Call. */
export const TO_ACT_2B = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'hard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01100', [AGNES]: '01098' },
  },
  { step: 'save_decks' },
  { step: 'ask_reprint', choice: 'reprint' },
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: '$play_scenario', branch: 'add_chaos_token' },
];

/** Return to Curtain Call (Under the City, Resolution 2) to the VIPs slain of Return to The Last King. */
export const CURTAIN_TO_VIPS_SLAIN = [
  { step: 'add_chaos_token', choice: 'under_the_city' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  {
    step: '$play_scenario',
    lead: ROLAND,
    resolution: 'no_resolution_resigned',
    statuses: { [ROLAND]: 'resigned', [AGNES]: 'resigned' },
  },
  // Ishimaru Haruko and Ashleigh Clarke interviewed.
  { step: 'vips_interviewed', cards: ['03078', '03080'] },
];

/** VIPs slain (the new Dianne Devine and Constance Dumaine), Skeptic's Reward: the house burnt. */
export const TO_ECHOES = [
  { step: 'vips_slain_reprint', cards: ['52023', '03065b'] },
  { step: 'earn_xp', value: 4 },
  { step: 'earn_clue_xp', values: { [ROLAND]: 1, [AGNES]: 1 } },
  { step: 'house_choice', choice: 'burn_house' },
  { step: '$upgrade_decks' },
];

/** Return to Echoes of the Past (Resolution 3, Roland defeated by damage, takes The Tattered Cloak) and Return to The Unspeakable Oath. */
export const ECHOES_TO_OATH = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R3', statuses: { [ROLAND]: 'physical' } },
  { step: 'destroyed_the_oathspeaker', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

/** The Oath, Resolution 3 (Agnes resigned), and Interlude II: Daniel possessed, his warning heeded. */
export const OATH_TO_PHANTOM = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R3', statuses: { [AGNES]: 'resigned' } },
  { step: 'earn_xp', value: 2 },
  { step: 'daniel_choice', choice: 'possessed' },
  { step: 'warning_choice', choice: 'heed' },
  { step: '$upgrade_decks' },
];

/** Return to A Phantom of Truth (Resolution 1) and Return to The Pallid Mask (Resolution 1), to the weakness of Black Stars Rise. */
export const PHANTOM_TO_BLACK_STARS = [
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 1 },
  { step: '$upgrade_decks' },
];

/** Return to Black Stars Rise (Paranoia and Silver Twilight Acolyte drawn; Resolution 2, Roland defeated by horror). */
export const BLACK_STARS_TO_DIM = [
  {
    step: 'add_weakness',
    choices: { [ROLAND]: 'draw', [AGNES]: 'draw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01102' },
  },
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R2', statuses: { [ROLAND]: 'mental' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

/** Return to Dim Carcosa, Resolution 3, nobody possessed, to its last step. */
export const DIM_CARCOSA = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R3' },
  { step: 'record_possessed_investigators', choices: {} },
  { step: 'earn_xp_truth', value: 3 },
];

export const LAST = { step: '$upgrade_decks' };
