import { AGNES, ROLAND } from '../roland-and-agnes.ts';

// The Circle Undone played through the campaign guide by two investigators (Roland Banks 01001,
// Agnes Baker 01004), answered as a group would from the printed guide (campaigns/tcu in
// arkham-cards-data). Each block says why the expected campaign follows from the guide's own
// words; test/integration/cli-campaign-guide-circle-undone.test.ts checks it.

export { AGNES, ROLAND, ROLAND_AND_AGNES } from '../roland-and-agnes.ts';
export const GAVRIELLA = '05046';
export const JEROME = '05047';
export const VALENTINO = '05048';
export const PENNY = '05049';

// - Setup, Standard: +1, 0, 0, −1, −1, −2, −2, −3, −4, skull ×2, auto-fail, elder sign.
// - Prologue, Disappearance at the Twilight Estate, two players: Gavriella Mizrah and Penny White
//   are chosen; „cross off the profiles of any of the neutral investigators who were not chosen“
//   (Jerome Davids, Valentino Rivas). The group skips the prologue: „have each character draw a
//   random tarot card to determine their fate“ – first The Magician and The High Priestess („#name#
//   disappeared into the mist“, „0 pieces of evidence were left behind“ each); then the group goes
//   back to that draw and answers anew (see REDRAWN).
export const PROLOGUE_START = [
  { step: 'difficulty_choice', choice: 'standard' },
  { step: 'ask_player_count', choice: 'two' },
  { step: 'new_missing_investigators_2', cards: [GAVRIELLA, PENNY] },
  { step: 'ask_skip_prologue_new', choice: 'yes' },
];
export const FIRST_DRAW = { step: 'randomizer_new', draws: { [GAVRIELLA]: '1', [PENNY]: '2' } };
// - Drawn anew: Gavriella The Empress · III („#name# was claimed by specters“, „3 pieces of
//   evidence“), Penny The Fool · 0 („#name# disappeared into the mist“, „2 pieces of evidence“):
//   5 pieces of evidence. Nobody is hunted. „Each player chooses an investigator from the standard
//   pool“ (Roland, Agnes), each draws a random basic weakness (Roland Paranoia 01097, Agnes
//   Amnesia 01099).
export const REDRAWN = { step: 'randomizer_new', draws: { [GAVRIELLA]: '3', [PENNY]: '0' } };
export const PROLOGUE_END = [
  { step: 'ask_being_hunted', choice: '$no' },
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
];

// - The Witching Hour: the lead investigator accepts the fate: „record that you have accepted your
//   fate. Add 2 [tablet] tokens“; „the lead investigator searches the collection for 1 copy of The
//   Tower · XVI and 1 copy of Ace of Rods and adds each of them to their deck“ (Roland: The Tower
//   05042, a weakness; Ace of Rods 05040). No resolution – each investigator was defeated (Roland
//   by horror, Agnes by damage: 1 trauma each); act 4 was in play → Resolution 4: „the witches'
//   spell was cast“, „under “Mementos Discovered,” record Mesmerizing Flute. Each investigator
//   earns 1 bonus experience“; XP = victory display (2) + 1.
export const WITCHING_HOUR = [
  { step: 'choose_fate', choice: 'accept_fate' },
  {
    step: '$play_scenario',
    lead: ROLAND,
    resolution: 'no_resolution',
    statuses: { [ROLAND]: 'mental', [AGNES]: 'physical' },
  },
  { step: 'check_final_act', choice: 'act_4' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - At Death's Doorstep, setup: Gavriella's and Penny's profiles are not crossed off → „Place 6
//   clues on the Entry Hall“ and „on the Balcony“. During play, Interlude 1, A Record of Those
//   Lost: no clues are left on the Entry Hall → Gavriella's fate is read, „the investigators are
//   on Gavriella’s trail“; clues are still on the Balcony. Resolution 1 (Agnes resigned): „the
//   investigators escaped the spectral realm“; XP = victory display (3).
export const DEATHS_DOORSTEP = [
  { step: '$play_scenario', branch: 'a_record_of_those_lost' },
  { step: 'check_gavriella_clues_gone', choice: 'no_clues' },
  { step: 'check_penny_clues_gone', choice: '$no' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'resigned' } },
  { step: 'earn_xp', value: 3 },
];

// - Interlude II, The Price of Progress: no investigator has the [[Silver Twilight]] trait; Josef
//   Meiger is beneath the Entry Hall: „the investigators rescued Josef“, „Each investigator earns 2
//   bonus experience“; the group agrees, lying: „the investigators are members of the Lodge. Add
//   1 [cultist] token“ and „the investigators are deceiving the Lodge“. Between the scenarios the
//   group plays the side story Curse of the Rougarou (1 experience each).
export const PRICE_OF_PROGRESS = [
  { step: 'check_josef_meiger', choice: 'entry_hall' },
  { step: 'choose_lodge', choice: 'lie' },
  { step: '$upgrade_decks', sideStory: 'curse_of_the_rougarou' },
];

// - Curse of the Rougarou, Resolution 2: „record that the Rougarou is destroyed, and the curse is
//   lifted … Any one investigator may choose to add Lady Esprit to their deck“ (Agnes, 81019);
//   XP = victory display (2) − the side story's 1.
export const ROUGAROU = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
  { step: 'rougarou_destroyed_and_curse_is_lifted', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - The Secret Name: the investigators are members of the Lodge → Intro 1; they tell the Lodge
//   about the witches: „the investigators told the Lodge about the coven“, „Add 1 [cultist]
//   token“. Resolution 2 (Roland defeated by damage: 1 physical trauma): XP = victory display
//   (3) + „2 bonus experience“; „record Gilman’s Journal, Keziah’s Formulae, and Worn Crucifix“;
//   „any one investigator may choose to add The Black Book … add 1 [skull] token“ (Roland).
export const SECRET_NAME = [
  { step: 'choose_tell_lodge_about_witches', choice: 'tell_lodge' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2', statuses: { [ROLAND]: 'physical' } },
  { step: 'earn_xp_bonus_2', value: 3 },
  { step: 'choose_black_book', choice: 'keep_book' },
];
export const BLACK_BOOK_BEARER = [
  { step: '$card_bearer', choices: { [ROLAND]: 'chosen' } },
  { step: '$upgrade_decks' },
];

// - The Wages of Sin, Resolution 1: „Corn Husk Doll“ under Mementos; „record X heretics were
//   unleashed unto Arkham“ (2); „If 3 or fewer heretics were unleashed unto Arkham“: Wisp of
//   Spectral Mist; XP = victory display (4).
// - For the Greater Good, Resolution 1 (Agnes defeated by horror: 1 mental trauma): „record the
//   investigators discovered how to open the puzzle box. Any one investigator may choose to add
//   the Puzzle Box story asset“ (Agnes, 05228); XP = victory display (2).
export const WAGES_AND_GREATER_GOOD = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'record_heretics_released', value: 2 },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'mental' } },
  { step: 'discovered_how_to_open_the_puzzle_box', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 2 },
];

// - Interlude III, The Inner Circle: the group gives Mr. Sanford everything: „Cross off each
//   memento listed under “Mementos Discovered”“ (the five recorded: Mesmerizing Flute, Gilman's
//   Journal, Keziah's Formulae, Worn Crucifix, Corn Husk Doll, Wisp of Spectral Mist); they rescued
//   Josef and told the Lodge about the coven → „the investigators were inducted into the Inner
//   Circle“, three questions to Carl Sanford.
export const INNER_CIRCLE = [
  { step: 'choose_to_share_info', choice: 'give_mementos' },
  { step: 'ask_first_question', choice: 'q1' },
  { step: 'ask_second_question', choice: 'q5' },
  { step: 'ask_third_question', choice: 'q3' },
  { step: '$upgrade_decks' },
];

// - Union and Disillusion: „We must help the Lodge complete the ritual“ (the investigators sided
//   with the Lodge); Gavriella and Penny are set aside (their profiles stand), Jerome and
//   Valentino removed. Resolution 1; „Yes“ is open only to who „were inducted into the Inner
//   Circle“ and are not „deceiving the Lodge“ – the group says „No“ → Resolution 3: „Carl Sanford
//   possesses the secrets of the universe“ → Resolution 8: „If an investigator’s deck contains the
//   Puzzle Box card, remove it“; Gavriella was claimed by specters and Penny is not on her trail:
//   neither is alive, „Record that Gavriella Mizrah is dead“, „Penny White is dead“; XP = victory
//   display (3).
export const UNION = [
  { step: 'point_of_no_return', choice: 'help_ritual' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'choose_if_sanford_is_good_v8', choice: 'no' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

// - In the Clutches of Chaos: Carl Sanford possesses the secrets → his random locations; the group
//   draws one at the table (05292). Resolution 2: „You are under arrest“ – open because Roland has
//   the [[Agency]] and [[Detective]] traits: „the investigators arrested Sanford“; XP = victory
//   display (4).
// - Interlude IV, Twist of Fate: „the path winds before you“: „you have accepted your fate“ → 1
//   tally; the mementos are crossed off („two or fewer“: nothing); Roland has The Black Book → 1
//   tally: 2.
export const CLUTCHES_OF_CHAOS = [
  { step: '$play_scenario', branch: 'randomize_locations' },
  { step: 'choose_random_location_carl', cards: ['05292'] },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: 'choose_carls_fate', choice: 'under_arrest' },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];

// - Before the Black Throne, Resolution 2 with Agnes as lead: „record the lead investigator has
//   joined the pipers of Azathoth“, „Azathoth slumbers… for now“, „The lead investigator is driven
//   insane“ (Agnes: out of the campaign, Grimoire „Getötete/Wahnsinnige/Verschlungene Ermittler“,
//   no more experience); XP = victory display (3) + „5 bonus experience“ for Roland; „Each
//   investigator suffers 2 mental trauma“ (Roland); „The investigators win the campaign!“; the
//   Epilogue reads that the investigators arrested Sanford.
export const BLACK_THRONE = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
  { step: 'earn_xp_bonus_5', value: 3 },
];
export const LAST = { step: '$upgrade_decks' };

export const STANDARD_BAG = [
  '+1',
  '0',
  '0',
  '-1',
  '-1',
  '-2',
  '-2',
  '-3',
  '-4',
  'skull',
  'skull',
  'auto_fail',
  'elder_sign',
];

export const TO_THE_SECRET_NAME = [
  ...PROLOGUE_START,
  REDRAWN,
  ...PROLOGUE_END,
  ...WITCHING_HOUR,
  ...DEATHS_DOORSTEP,
  ...PRICE_OF_PROGRESS,
  ...ROUGAROU,
  ...SECRET_NAME,
];
/** From the Black Book's bearer to Interlude III, The Inner Circle. */
export const TO_THE_INNER_CIRCLE = [...TO_THE_SECRET_NAME, ...BLACK_BOOK_BEARER, ...WAGES_AND_GREATER_GOOD];
