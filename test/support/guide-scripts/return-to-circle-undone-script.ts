// Return to The Circle Undone played through the campaign guide by two players (Roland Banks
// 01001, Agnes Baker 01004; Daisy Walker 01002 replaces Roland once he is killed), answered as a
// group would from the printed guide (return_campaigns/rttcu laid over campaigns/tcu in
// arkham-cards-data). It takes the other road than the base campaign's script
// (circle-undone-script.ts): the prologue played, the campaign reading, Erynn, the coven, Anette.
// Each block says why the expected campaign follows from the guide's own words (English data, with
// the German catalogue where the log shows it); test/integration/cli-campaign-guide-rttcu.test.ts
// checks it.

export const ROLAND = '01001';
export const AGNES = '01004';
export const DAISY = '01002';
export const GAVRIELLA = '05046';
export const JEROME = '05047';
export const VALENTINO = '05048';
export const PENNY = '05049';
/** Erynn MacAoidh, the story asset of Return to The Wages of Sin. */
export const ERYNN = '54041';
/** Damned (Curse. Omen.), a basic weakness from Return to The Circle Undone. */
export const DAMNED = '54014';

// - Setup, Hard: „0, 0, −1, −1, −2, −2, −3, −4, −5, skull, skull, auto-fail, elder sign“.
// - Prologue, played, two players: Gavriella Mizrah and Jerome Davids; „cross off the profiles of any
//   of the neutral investigators who were not chosen“ (Valentino Rivas, Penny White). „As
//   investigators are eliminated, record their fate here“: Jerome first, „#name# was pulled into the
//   spectral realm“ („… wurde in das Reich der Geister gezogen“), then Gavriella, „#name# was taken
//   by the Watcher“ („… wurde vom Beobachter entführt“). „No resolution was reached“, read once:
//   „No experience is earned for this prologue“; „record X pieces of evidence were left behind. X is
//   the total number of clues on Act 1a“ (4). „Are you being hunted?“ – yes: „you are being
//   hunted“. Roland and Agnes are chosen, each draws a random basic weakness (Paranoia 01097,
//   Amnesia 01099).
export const PROLOGUE = [
  { step: 'difficulty_choice', choice: 'hard' },
  { step: 'ask_player_count', choice: 'two' },
  { step: 'new_missing_investigators_2', cards: [GAVRIELLA, JEROME] },
  { step: 'ask_skip_prologue_new', choice: '$no' },
  { step: '$play_scenario', branch: JEROME },
  { step: 'choose_05047_fate', choice: 'pulled_into_spectral_realm' },
  { step: '$play_scenario', branch: GAVRIELLA },
  { step: 'choose_05046_fate', choice: 'taken_by_the_watcher' },
  { step: '$play_scenario', resolution: 'no_resolution' },
  { step: 'pieces_of_evidence', value: 4 },
  { step: 'ask_being_hunted', choice: 'being_hunted' },
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
];

// - Return to The Witching Hour: the fate accepted („record that you have accepted your fate. Add 2
//   [tablet] tokens“); „Instead of adding 1 copy of The Tower · XVI and 1 copy of Ace of Rods to your
//   deck, the lead investigator may decide to perform a Campaign Reading“ – they do, and „Choose and
//   reverse four of the cards“: Temperance (The Witching Hour), The Hanged Man (The Wages of Sin),
//   The Lovers (Union and Disillusion), Wheel of Fortune (Before the Black Throne). Each setup then
//   says „place “<card>” in the reversed position“ or „in the upright position“.
export const WITCHING_HOUR_READING = [
  { step: 'choose_fate', choice: 'accept_fate' },
  { step: 'ask_campaign_reading', choice: 'tarot_reading' },
  { step: 'ask_reversed', choices: ['temperance', 'hanged_man', 'lovers', 'wheel_of_fortune'] },
];

// - Resolution 5 (new in Return to; Agnes leads, Roland resigned): „the witches' spell was cast“;
//   „Erynn wants to meet you“ („Erynn möchte dich treffen.“); „under “Mementos Discovered,” record
//   Mesmerizing Flute and Strange Incantation. Each investigator earns 3 bonus experience“; XP =
//   victory display (2) + 3.
export const WITCHING_HOUR_R5 = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R5', statuses: { [ROLAND]: 'resigned' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - Return to At Death's Doorstep: Gavriella's and Jerome's profiles stand → clues on the Entry Hall
//   and on the Office; „remove a total number of clues … equal to the number of pieces of evidence
//   that were left behind“. Justice is upright. A Record of Those Lost: clues remain on the Entry
//   Hall; none on Jerome's location → „the investigators are on Jerome’s trail“. Resolution 3
//   (Agnes resigned, Roland not): „the investigators are never seen or heard from again“; XP =
//   victory display (3); „Each investigator who has not resigned is killed“ (Roland); „Each player
//   whose investigator has been killed must choose a new investigator“ (Daisy Walker); „Skip
//   Interlude II: The Price of Progress“; „If you are being hunted“ the story is read.
export const DEATHS_DOORSTEP = [
  { step: '$play_scenario', branch: 'a_record_of_those_lost' },
  { step: 'check_gavriella_clues_gone', choice: '$no' },
  { step: 'check_jerome_clues_gone', choice: 'no_clues' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R3', statuses: { [AGNES]: 'resigned' } },
  { step: 'earn_xp', value: 3 },
];
export const NEW_INVESTIGATOR = [
  { step: 'choose_new_investigators', investigators: [DAISY, AGNES] },
  { step: '$upgrade_decks' },
];

// - Return to The Secret Name (Daisy leads, defeated by horror: 1 mental trauma), Resolution 1: XP
//   = victory display (4); „Was Brown Jenkin defeated at least once?“ yes: „Each investigator earns
//   1 bonus experience“; Nahab not; act 3 was in play: „record Gilman’s Journal and Keziah’s
//   Formulae“; the group does not keep The Black Book.
// - Return to The Wages of Sin: „If Erynn wants to meet you“ the new act 1; The Hanged Man
//   reversed. Resolution 3 (new): „record 1 heretic was unleashed unto Arkham“ („1 Ketzer wurde auf
//   Arkham losgelassen“), Bloody Tree Carvings („Blutige Einkerbungen“), „record that Erynn joined
//   the investigators. Any one investigator may choose to add Erynn MacAoidh to their deck“ (Daisy,
//   54041); XP = victory display (3).
// - Return to For the Greater Good (not members of the Lodge), Resolution 3 (Agnes defeated by
//   damage: 1 physical trauma): „the guardian of the trap emerged and was defeated“; XP = victory
//   display (5); „Skip Interlude III: The Inner Circle“.
export const SECRET_NAME_TO_GREATER_GOOD = [
  { step: '$play_scenario', lead: DAISY, resolution: 'R1', statuses: { [DAISY]: 'mental' } },
  { step: 'earn_xp', value: 4 },
  { step: 'check_brown_jenkin_xp', choice: 'brown_jenkin_defeated' },
  { step: 'check_nahab_xp', choice: '$no' },
  { step: 'check_act_deck', choice: 'act_3' },
  { step: 'choose_black_book_small', choice: '$no' },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R3' },
  { step: 'earn_erynn', choices: { [DAISY]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R3', statuses: { [AGNES]: 'physical' } },
  { step: 'earn_xp', value: 5 },
  { step: '$upgrade_decks' },
];

// - Return to Union and Disillusion: „We have to stop the Lodge’s ritual“ – „the investigators sided
//   with the coven“; „If Erynn joined the investigators and the investigators sided with the coven“
//   the additional intro is read. Resolution 4: „Step forward and accept Keziah's offer“ only „if an
//   investigator has the Black Book and Erynn joined the investigators“ – nobody has the book, so
//   „Escape with Sanford and the Lodge“ → Resolution 10: „Anette Mason is possessed by evil“ →
//   Resolution 8: Gavriella was taken by the Watcher, Jerome pulled into the spectral realm (neither
//   „disappeared into the mist“): „Gavriella Mizrah is dead“, „Jerome Davids is dead“; XP = victory
//   display (4).
export const UNION = [
  { step: 'point_of_no_return', choice: 'thwart_ritual' },
  { step: '$play_scenario', lead: DAISY, resolution: 'R4' },
  { step: 'choose_if_anette_is_good_v8', choice: 'no' },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];

// - Return to In the Clutches of Chaos: Anette is possessed → her random locations (05296 drawn at
//   the table). Resolution 1 (Daisy defeated by damage: 1 physical trauma): „You are under arrest“
//   needs „the [[Detective]], [[Police]], or [[Agency]] trait“ – Roland, who had them, is dead;
//   „Then teach me how to be stronger“ („[[Sorcerer]], [[Miskatonic]], or [[Scholar]]“: Agnes,
//   Daisy): „Anette taught you the spells of old“; XP = victory display (5).
export const CLUTCHES_OF_CHAOS = [
  { step: '$play_scenario', branch: 'randomize_locations' },
  { step: 'choose_random_location_anette', cards: ['05296'] },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1', statuses: { [DAISY]: 'physical' } },
  { step: 'choose_anettes_fate', choice: 'learn_spells' },
  { step: 'earn_xp', value: 5 },
];

// - Interlude IV, Twist of Fate: „If you accepted your fate … Record 1 tally mark“; five mementos
//   (Mesmerizing Flute, Strange Incantation, Gilman's Journal, Keziah's Formulae, Bloody Tree
//   Carvings; none crossed off, The Inner Circle was skipped): „3-5 Mementos … Record 1 tally mark“
//   → 2. „If Anette taught you the spells of old“ (new): „Each investigator may search the
//   collection for a basic [[Pact]], [[Curse]], [[Omen]], or [[Silver Twilight]] weakness … Each
//   investigator who does earns 4 bonus experience“ – Agnes takes Damned (54014, Curse. Omen.).
export const TWIST_OF_FATE = [
  { step: 'ask_trade_weakness_for_xp', choices: { [AGNES]: 'accept_magic' }, weaknesses: { [AGNES]: DAMNED } },
  { step: '$upgrade_decks' },
];

// - Return to Before the Black Throne, Wheel of Fortune reversed. Daisy is defeated by horror (1
//   mental trauma: her third), „Investigator Defeat“: „Each investigator who was defeated is driven
//   insane“. Resolution 6 (new; the incantation reversed): „Azathoth slumbers… for now“; XP =
//   victory display (6) + „5 bonus experience“ for Agnes; „Each investigator suffers 1 physical
//   trauma and 1 mental trauma“ („Jeder Ermittler erleidet 1 körperliches Trauma und 1 seelisches
//   Trauma“); „The investigators win the campaign!“; the Epilogue reads what Anette taught.
export const BLACK_THRONE = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R6', statuses: { [DAISY]: 'mental' } },
  { step: 'earn_xp_bonus_5', value: 6 },
];
export const LAST = { step: '$upgrade_decks' };

export const HARD_BAG = [
  '0',
  '0',
  '-1',
  '-1',
  '-2',
  '-2',
  '-3',
  '-4',
  '-5',
  'skull',
  'skull',
  'auto_fail',
  'elder_sign',
];
