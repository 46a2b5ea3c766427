import { AGNES, ROLAND } from '../roland-and-agnes.ts';

// The Innsmouth Conspiracy played through the campaign guide by two investigators (Roland Banks
// 01001, Agnes Baker 01004), answered as a group would from the printed guide (campaigns/tic in
// arkham-cards-data). Each block says why the expected campaign follows from the guide's own
// words; test/integration/cli-campaign-guide-innsmouth.test.ts checks it.

export { AGNES, ROLAND, ROLAND_AND_AGNES } from '../roland-and-agnes.ts';

// - Setup, Standard: +1, 0, 0, −1, −1, −1, −2, −2, −3, −4, skull ×2, cultist ×2, tablet ×2,
//   elder thing ×2, auto-fail, elder sign; random basic weaknesses (Roland Paranoia 01097, Agnes
//   Amnesia 01099).
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

// - The Pit of Despair: Flashback I, „under "Memories Recovered," record a meeting with Thomas
//   Dawson“; Flashback II, „a battle with a horrifying devil. Remove 1 [cultist] token“.
//   Resolution 1 (Agnes defeated by damage: 1 physical trauma): „Record this experience under
//   "Unspent Experience" … do not spend any of it yet“ (3).
// - Interlude I, Puzzle Pieces: for each of the two memories „The conspiracy deepens. Every
//   investigator records 1 additional experience under "Unspent Experience."“
export const PIT_OF_DESPAIR = [
  { step: '$play_scenario', branch: 'flashback_1' },
  { step: '$play_scenario', branch: 'flashback_2' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$upgrade_decks' },
];

// - The Vanishing of Elina Harper: the group eliminates Brian Burnham, Othera Gilman, Joyce Little,
//   Innsmouth Jail and Shoreward Slums (crossed off under Possible Suspects / Hideouts); in the
//   accusation it names Robert Friendly in Sawbone Alley, and both are the hidden cards: „Because
//   your accusation is correct: The investigators may proceed.“ Resolution 7 (Robert Friendly;
//   Agnes resigned): „the mission was successful“; 4 experience recorded as unspent.
export const VANISHING = [
  { step: '$play_scenario', branch: 'eliminate_suspects' },
  { step: 'eliminate_leads', choices: ['burnham', 'gilman', 'little', 'innsmouth_jail', 'shoreward_slums'] },
  { step: '$play_scenario', branch: 'the_accusation' },
  { step: 'ask_suspect', choice: 'friendly' },
  { step: 'ask_hideout', choice: 'sawbone_alley' },
  { step: 'ask_true_suspect', choice: 'friendly' },
  { step: 'ask_true_hideout', choice: 'sawbone_alley' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R7', statuses: { [AGNES]: 'resigned' } },
  { step: 'earn_xp', value: 4 },
];

// - Interlude II, The Syzygy: the mission was successful → „Any one investigator may add the
//   Elina Harper story asset to their deck“ (Roland, 07083); „Each investigator may now spend the
//   experience recorded under "Unspent Experience"“.
export const SYZYGY = [{ step: 'earn_elina_harper', choices: { [ROLAND]: 'chosen' } }, { step: '$upgrade_decks' }];

export const TO_IN_TOO_DEEP = [...SETUP, ...PIT_OF_DESPAIR, ...VANISHING, ...SYZYGY];

// - In Too Deep: Flashback VII, „record an intervention. Add a +1 token“; Flashback VIII, „record a
//   jailbreak“ and „remove one of the following chaos tokens … ([cultist], [tablet], or
//   [elder_thing])“ – the group removes an elder thing. Resolution 1 (Roland defeated by horror: 1
//   mental trauma): Innsmouth was not consumed by the rising tide; „the investigators made it
//   safely to their vehicles“: victory display (2) + „2 additional experience under "Unspent
//   Experience"“.
export const IN_TOO_DEEP = [
  { step: '$play_scenario', branch: 'flashback_7' },
  { step: '$play_scenario', branch: 'flashback_8' },
  { step: 'flashback_8_choice', choice: 'elder_thing' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'mental' } },
  { step: 'ask_consumed_by_rising_tide', choice: '$no' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - Devil Reef, Resolution 1: the group did not reach it by advancing Agenda 2b (the tide has not
//   grown stronger); 3 experience unspent; „The Terror of Devil Reef is in the victory display“:
//   „the Terror of Devil Reef is dead“.
// - Interlude III, Beneath the Waves: the purple key was on the act: „The conspiracy deepens.
//   Every investigator records 2 additional experience“, „Add 1 [cultist] token“, „the idol was
//   brought to the lighthouse“; then „Each investigator may now spend the experience recorded under
//   "Unspent Experience"“ (In Too Deep 4, Devil Reef 3, the key 2).
// - Horror in High Gear, Resolution 1: „the investigators reached Falcon Point before sunrise“; XP
//   = victory display (3), spent as usual.
export const DEVIL_REEF_TO_HIGH_GEAR = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'ask_tide_has_grown_stronger', choice: '$no' },
  { step: 'earn_xp', value: 3 },
  { step: 'ask_terror_of_devil_reef', choice: 'victory_display' },
  { step: 'ask_purple_key', choice: 'purple_key' },
  { step: 'ask_white_key', choice: '$no' },
  { step: 'ask_black_key', choice: '$no' },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

// - A Light in the Fog, Resolution 1, both resigned: „Each investigator that resigned at the Moon
//   Room records in the Campaign Log that they possess a diving suit“ (Roland; Agnes resigned at
//   Falcon Point); the black key was on the act: „the investigators possess a map of Y'ha-nthlei“;
//   Waveworn Idol was added to Agnes's hand: „any investigator may choose to add that story asset
//   to their deck“ (Agnes, 07179); 2 experience unspent.
// - The Lair of Dagon, Resolution 1: act 3b, Dagon (Deep in Slumber) in play: „the Order's ritual
//   was disrupted“, „Dagon still slumbers“; 4 experience unspent; the group lies to Oceiros →
//   Resolution 3: „Add 1 [tablet] token“. Interlude IV, Hidden Truths: the unspent experience (2 +
//   4) is spent.
export const LIGHT_AND_LAIR = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'resigned', [AGNES]: 'resigned' } },
  { step: 'ask_moon_room_resigned', choices: { [ROLAND]: 'moon_room', [AGNES]: 'falcon_point' } },
  { step: 'ask_black_key_on_act', choice: 'red' },
  { step: 'ask_red_key_on_act', choice: '$no' },
  { step: 'ask_idol', choice: 'earn_idol' },
  { step: '$card_bearer', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'ask_act_or_agenda', choice: 'act' },
  { step: 'ask_dagon_asleep', choice: 'sleep' },
  { step: 'earn_xp', value: 4 },
  { step: 'ask_suspect_defeated', choice: '$no' },
  { step: 'ask_oceiros', choice: 'lying' },
  { step: '$upgrade_decks' },
];

// - Into the Maelstrom: no resolution, each investigator defeated (Roland by damage, Agnes by
//   horror) → Resolution 8: „the Deep Ones have flooded the Earth“, „Each investigator is killed“,
//   „The investigators lose the campaign.“ – no epilogue.
export const MAELSTROM = {
  step: '$play_scenario',
  lead: ROLAND,
  resolution: 'no_resolution',
  statuses: { [ROLAND]: 'physical', [AGNES]: 'mental' },
};

// - Then the group goes back (`campaign undo`) and answers Into the Maelstrom anew, Resolution 1:
//   „Add both Dagon and Hydra to the victory display“ – XP = victory display (6); „Each
//   investigator suffers 2 physical trauma“; „Shattering the Alignment“ is in the victory display
//   → Resolution 2: „The investigators win the campaign!“; „Conspiracy Dismantled“ → Resolution 5:
//   „Each investigator earns 3 bonus experience“; the Epilogue is read (not all 14 memories: no
//   Flashback XV).
export const MAELSTROM_WON = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'add_dagon_and_hydra_to_victory_display', value: 6 },
  { step: 'check_shattering_the_alignment', choice: 'yes' },
  { step: 'check_successful_conspiracy_4_5', choice: 'dismantled' },
  { step: '$upgrade_decks' },
];

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
  'cultist',
  'tablet',
  'tablet',
  'elder_thing',
  'elder_thing',
  'auto_fail',
  'elder_sign',
];
