// The Path to Carcosa played to the end with two investigators (Roland Banks 01001, Agnes Baker
// 01004), answered as a group would from the printed campaign guide. Each block says why the
// expected campaign follows from the guide's own words (the resolution texts of campaigns/ptc in
// arkham-cards-data), not from the engine.

export const ROLAND = '01001';
export const AGNES = '01004';

// - Setup, Standard: +1, 0, 0, −1, −1, −1, −2, −2, −3, −4, skull ×3, auto-fail, elder sign;
//   the original boxes (Deluxe Expansion + Mythos Packs).
// - Curtain Call: Act 2b „The Path is Mine“ was advanced („Add 2 tablet tokens“); Resolution 1:
//   „record that you tried to warn the police. Mark one Conviction“, someone stole from the box
//   office („the police are suspicious of you“), „the Stranger is on to you. Add The Man in the
//   Pallid Mask (03059) to the lead investigator's deck“ (Roland; the card is a weakness),
//   „under Chasing the Stranger, place two tally marks“; XP = victory display (2).
// - The Last King: The Man in the Pallid Mask was defeated („place one tally mark“); each
//   investigator was defeated (Roland by damage, Agnes by horror: 1 trauma each) – „Go to
//   Resolution 2“: VIPs interviewed Sebastien Moreau and Jordan Perry, VIP slain Constance
//   Dumaine, XP = victory display (3), 6 clues on the act deck: 3 more XP „divided as evenly as
//   possible“ (Roland 2, Agnes 1); „Remove all cultist, tablet and elder thing tokens … add 1
//   cultist, 1 tablet and 1 elder thing“; „Skip Interlude I: Lunacy's Reward“.
export const TO_THE_LAST_KING = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: 'ask_reprint', choice: 'original' },
  { key: 'ptc_prologue/choose_investigators', step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: '$play_scenario', branch: 'add_chaos_token' },
  { step: 'add_chaos_token', choice: 'the_path_is_mine' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'stole_from_box_office', choice: 'steal' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  {
    step: '$play_scenario',
    lead: AGNES,
    resolution: 'no_resolution_defeated',
    statuses: { [ROLAND]: 'physical', [AGNES]: 'mental' },
  },
];
export const TO_ECHOES = [
  { step: 'vips_interviewed', cards: ['03079', '03077'] },
  { step: 'vips_slain', cards: ['03065b'] },
  { step: 'earn_xp', value: 3 },
  { step: 'earn_clue_xp', values: { [ROLAND]: 2, [AGNES]: 1 } },
  { step: '$upgrade_decks' },
];

// - Echoes of the Past – a branch on the log: „If Sebastien Moreau is listed under VIPs
//   Interviewed“ he tells his story and Entry Hall gets more clues. Resolution 1: „you took the
//   onyx clasp. Mark one Conviction … one investigator must include the Clasp of Black Onyx
//   (03142)“ (Agnes; a weakness); XP = victory display (4); Sebastien is not in the victory
//   display; „Remove all cultist, tablet and elder thing tokens … add 2 cultist tokens“.
// - The Unspeakable Oath, setup Standard: „Add 1 −3 token to the chaos bag for the remainder of
//   the campaign“. Resolution 2: „the investigators were attacked as they escaped the Asylum“,
//   „Each investigator suffers 1 physical trauma“, XP = victory display (3), Constance Dumaine is
//   already slain (not asked), „Remove all cultist, tablet and elder thing tokens … add 2 tablet
//   tokens“; then Interlude II begins.
export const ECHOES_AND_OATH = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'took_onyx_clasp', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 4 },
  { step: 'prompt_sebastien_moreau', choice: '$no' },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
];
export const OATH_XP = { step: 'earn_xp', value: 3 };

// - Interlude II, Lost Soul: Daniel Chesterfield was with us („survived“): „Each investigator
//   earns 2 additional experience“. „Possession? Oaths? There must be another explanation“:
//   „you ignored Daniel's warning“, „Mark two Doubt“ (now 2 Doubt, 2 Conviction).
// - A Phantom of Truth, setup: nobody recorded that the King claimed victims (Lunacy's Reward
//   was skipped) → Intro 2, Dream 2, Dream 6; „Each investigator has earned the Lost Soul
//   weakness“ (03227); the police are suspicious → Dream 7, „Choose an investigator. The chosen
//   investigator has earned the Paranoia weakness“ (Agnes: 01097); 3 tally marks under Chasing
//   the Stranger (0–3) → Dream 9; Jordan Perry was interviewed → his information, „3 additional
//   resources“; Doubt 2 = Conviction 2 → „more (or equal) Doubt“, Act 1 v. I.
export const TO_PHANTOM = [
  { step: 'daniel_choice', choice: 'survived' },
  { step: 'warning_choice', choice: 'ignore' },
  { step: '$upgrade_decks' },
];
export const PHANTOM_SETUP = [{ step: 'earn_paranoia', choices: { [AGNES]: 'chosen' } }];

// - A Phantom of Truth, played: the Man in the Pallid Mask defeated („place one tally mark“: 4).
//   Resolution 2: „you found Nigel Engram. Each investigator suffers 1 mental trauma … earns 2
//   additional experience“, „Remove all cultist, tablet and elder thing tokens … add 2 tablet
//   tokens“; Jordan Perry is not in the victory display; XP = victory display (2), so 4 each.
// - The Pallid Mask, setup: neither „you did not escape the gaze of the phantom“ nor „unable to
//   find Nigel“ → Intro 2, „you entered the catacombs on your own“, The Gate to Hell is the
//   starting location; Ishimaru Haruko was not interviewed.
export const PHANTOM = [
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'prompt_jordan_perry', choice: '$no' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - The Pallid Mask, played: the Man in the Pallid Mask defeated (5 marks); act 2 was advanced by
//   spending clues: „Mark two Doubt“ (4). No resolution – each investigator was defeated (Roland
//   by horror: 1 mental trauma, Agnes by damage: 1 physical): „you know the site of the gate“;
//   „Each investigator must choose whether or not to read Act II … At least one investigator
//   must“: Agnes reads it, „searches the collection for a random basic Madness or Pact weakness“
//   (Hypochondria 01100, Madness) and „earns 2 additional experience“; „Remove all cultist,
//   tablet and elder thing tokens … add 2 elder thing tokens“; Haruko is not in the victory
//   display; XP = victory display (1): Roland 1, Agnes 3.
// - Black Stars Rise, setup: Ashleigh Clarke was not interviewed; Standard: a −5 token; „Each
//   investigator searches the collection for a random basic Madness, Pact, Cultist, or Detective
//   weakness“ (Roland: Stubborn Detective 01103, Agnes: Silver Twilight Acolyte 01102, Cultist).
export const PALLID_MASK = [
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  { step: '$play_scenario', branch: 'mark_conviction_or_doubt' },
  { step: 'mark_conviction_or_doubt', choice: 'doubt' },
  {
    step: '$play_scenario',
    lead: AGNES,
    resolution: 'no_resolution',
    statuses: { [ROLAND]: 'mental', [AGNES]: 'physical' },
  },
  { step: 'read_act_2_choice', choices: { [AGNES]: 'read_act_2' }, weaknesses: { [AGNES]: '01100' } },
  { step: 'prompt_ishimaru_haruko', choice: '$no' },
  { step: 'earn_xp', value: 1 },
  { step: '$upgrade_decks' },
];

// - Black Stars Rise, played: the Man in the Pallid Mask defeated (6 marks), „Mark one Doubt“
//   (5). Roland was defeated by horror (1 mental trauma: 3 of his sanity 5). Resolution 1: „you
//   opened the path below“, „Remove all cultist, tablet and elder thing
//   tokens … add 2 cultist tokens and 2 tablet tokens“; Ashleigh Clarke is in the victory
//   display: „under "VIPs Slain", record Ashleigh Clarke“; XP = victory display (3).
// - Dim Carcosa, setup: the path below was opened → Intro 1, begin at Shores of Hali; 5 Doubt +
//   2 Conviction = 7, „6 or more … and more Doubt than Conviction“ → Act 2 v. II; 6 tally
//   marks → „Add 1 doom to agenda 1a“.
export const BLACK_STARS_RISE = [
  {
    step: 'add_weakness',
    choices: { [ROLAND]: 'draw', [AGNES]: 'draw' },
    weaknesses: { [ROLAND]: '01103', [AGNES]: '01102' },
  },
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  { step: '$play_scenario', branch: 'mark_conviction_or_doubt' },
  { step: 'mark_conviction_or_doubt', choice: 'doubt' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1', statuses: { [ROLAND]: 'mental' } },
  { step: 'prompt_ashleigh_clarke', choice: 'ashleigh_killed' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

// - Dim Carcosa, played: the Man in the Pallid Mask defeated (7 marks). Resolution 1: „the
//   investigators prevented Hastur from escaping his prison“; Roland ended with a Possession in
//   hand: „record the names of each investigator who ended the game with at least 1 copy of the
//   Possession treachery“ (Roland only); „Each investigator suffers 2 physical trauma and 2
//   mental trauma“: Roland's 5th mental trauma equals his printed sanity (5), so he is driven
//   insane (Grimoire „Getötete/Wahnsinnige/Verschlungene Ermittler“: not used for the rest of the
//   campaign, so he earns no more experience); Agnes (4/4 of health 6, sanity 8) stays; XP =
//   victory display (4) + „5 bonus experience“ = 9 for Agnes; „The investigators win the
//   campaign!“; the Epilogue is read by the possessed investigator. Nothing is left to answer.
export const DIM_CARCOSA = [
  { step: '$play_scenario', branch: 'mitpm_defeated' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'record_possessed_investigators', choices: { [ROLAND]: 'possessed' } },
  { step: 'earn_xp_triumph', value: 4 },
];
export const LAST = { step: '$upgrade_decks' };

export const STANDARD_BAG = ['+1', '0', '0', '-1', '-1', '-1', '-2', '-2', '-3', '-4', 'skull', 'skull', 'skull'];
