// The Forgotten Age played through the campaign guide, from the setup to Turn Back Time, by two
// investigators (Roland Banks 01001, Agnes Baker 01004), answers written by hand from the printed
// guide (campaigns/tfa in arkham-cards-data). Why each expected value follows from the guide's own
// words is said up to The Doom of Eztli in the comments of
// test/integration/cli-campaign-guide-forgotten-age.test.ts, after it beside each block below.

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
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  {
    step: 'supplies',
    supplies: {
      [ROLAND]: { blanket: 1, provisions: 1, medicine: 1, binoculars: 1 },
      [AGNES]: { provisions: 1, canteen: 1, map: 1, pendant: 1 },
    },
  },
];

/** The Untamed Wilds, Resolution 1: Agnes defeated by damage and Poisoned. */
export const UNTAMED_WILDS = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'record_vengeance', value: 2 },
  { step: 'earn_xp', value: 3 },
  { step: 'check_investigators_poisoned', choices: { [AGNES]: 'poisoned' } },
];

/** Interlude I, Restless Nights. */
export const RESTLESS_NIGHTS = [
  { step: '$mental_or_physical', choices: { [AGNES]: 'mental' } },
  { step: 'eat_provisions', investigators: [ROLAND, AGNES] },
  { step: 'choose_lookout', choices: { [ROLAND]: 'chosen' } },
  { step: 'use_medicine', investigators: [] },
  { step: '$upgrade_decks' },
];

/** The Doom of Eztli, Resolution 1: Roland takes the Relic of Ages; the Harbinger keeps 3 damage. */
export const DOOM_OF_EZTLI = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'investigators_recovered_relic', choices: { [ROLAND]: 'chosen' } },
  { step: 'ask_harbinger', choice: 'play' },
  { step: 'record_harbinger', value: 3 },
  { step: 'record_yigs_fury', value: 1 },
  { step: 'earn_xp', value: 4 },
];

export const ALEJANDRO = '04051';
export const ICHTACA = '04147';
export const EXPEDITION_JOURNAL = '04148';
export const POISONED = '04102';
const BOA_CONSTRICTOR = '04079';
export const OUT_OF_BODY_EXPERIENCE = '04264';

// - Interlude II, Expedition's End: „It is too dangerous to be on display. We should keep it hidden“
//   – the relic goes to Harlan Earnstone, „Alejandro … on his own“; no token is added.
// - Threads of Fate: „You’re not going anywhere until you tell me what is going on.“ – „you listened
//   to Ichtaca’s tale“, „Add 1 [cultist] token to the chaos bag for the remainder of the campaign“.
//   The „c/d“ deck „to look for Alejandro on your own“. Resolution 1, Agnes leads:
//   - „The “a/b” act deck is still in play“ – „the relic is missing“; „Remove The Relic of Ages from
//     that investigator’s deck for the remainder of the campaign“ (Roland's 04061).
//   - „Act 3d was completed“ – „the investigators rescued Alejandro“; „Any one investigator may
//     choose to include him in their deck“ (Roland, 04051).
//   - „Act 3f was completed“ – „the investigators forged a bond with Ichtaca“; „Any one investigator
//     may choose to include Ichtaca (The Forgotten Guardian)“ (Agnes, 04147).
//   - „The lead investigator earns the Expedition Journal“ (Agnes, 04148).
//   - XP = victory display (3) + „1 additional experience for each act 1 card that was completed“ (2).
// - Resupply Point, St. Mary's Hospital: Agnes „may spend 3 experience points to remove“ her Poisoned
//   weakness and „5 experience points to remove a single point of physical … trauma“. „Each
//   investigator may spend supply points“ – 5 each for two investigators („8, 5, 4, 3“): Roland 2
//   provisions, gasoline, a pickaxe; Agnes provisions, medicine, a blanket.
export const EXPEDITIONS_END = [
  // The Doom of Eztli's last question: nobody gained the Poisoned weakness.
  { step: 'check_investigators_poisoned', choices: {} },
  { step: 'choose_where_relic_goes', choice: 'hide' },
  { step: '$upgrade_decks' },
];

export const THREADS_OF_FATE = [
  { step: 'choose_talk_to_ichtaca', choice: 'stop_her' },
  { step: 'setup_act_cd', choice: 'search_alone' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'check_act_ab', choice: 'in_play' },
  { step: 'check_act_cd', choice: 'completed' },
  { step: 'earn_alejandro', choices: { [ROLAND]: 'chosen' } },
  { step: 'check_act_ef', choice: 'completed' },
  { step: 'earn_ichtaca', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: 'earn_act_xp', value: 2 },
  { step: 'choose_to_heal_poison', choices: { [AGNES]: 'remove_poison' } },
  { step: 'choose_to_heal_trauma', choices: { [AGNES]: 'remove_physical' } },
  {
    step: 'buy_supplies',
    supplies: {
      [ROLAND]: { provisions: 2, gasoline: 1, pickaxe: 1 },
      [AGNES]: { provisions: 1, medicine: 1, blanket: 1 },
    },
  },
  { step: '$upgrade_decks' },
];

// - The Boundary Beyond: „Any one investigator must cross off one gasoline“ (Roland). Resolution 1
//   (Roland defeated by horror: 1 mental trauma): „record that X paths are known to you“ – 2, so not
//   „at least 3“ and Ichtaca has no confidence; „Harbinger is still in play or set aside“ – its
//   damage (5) „replacing the number that was previously in parentheses“; two tallies under „Yig's
//   Fury“ (5); XP = victory display (3) + „1 additional experience for each [[Tenochtitlán]] location
//   in the victory display“ (2); Roland gained the Poisoned weakness.
// - Interlude III, The Jungle Beckons: no gasoline left – „Out of Gas“; Agnes has a map – „the
//   investigators mapped out the way forward“; one provisions each; Roland crosses off his medicine
//   „to choose and remove a Poisoned weakness“ – his own.
export const BOUNDARY_BEYOND = [
  { step: 'use_gasoline', investigators: [ROLAND] },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'mental' } },
  { step: 'record_x_paths_known', value: 2 },
  { step: 'check_harbinger', choice: 'alive' },
  { step: 'record_harbinger', value: 5 },
  { step: 'record_yigs_fury', value: 2 },
  { step: 'earn_xp', value: 3 },
  { step: 'check_investigators_poisoned', choices: { [ROLAND]: 'poisoned' } },
  { step: 'use_gasoline', investigators: [] },
  { step: 'eat_provisions', investigators: [ROLAND, AGNES] },
  { step: 'use_medicine', investigators: [ROLAND], targets: { [ROLAND]: ROLAND } },
  { step: '$upgrade_decks' },
];

// - Heart of the Elders, Part 1: „Let’s consult with Ichtaca“ (Agnes holds her). Resolution 1:
//   „record that the jungle watches. Next to this, in parentheses, record the names of each card
//   with Vengeance X in the victory display. Do not record any tally marks under “Yig's Fury.”“ (a
//   Boa Constrictor, 04079); XP = victory display (4).
// - Part 2, Resolution 2: „Harbinger is in the victory display“ – the Harbinger's entry is crossed
//   out; one tally (6); XP = victory display (5); Agnes gained the Poisoned weakness.
export const HEART_OF_THE_ELDERS = [
  { step: 'choose_who_to_consult', choice: 'ichtaca' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'record_jungle_watches', cards: [BOA_CONSTRICTOR] },
  { step: 'earn_xp', value: 4 },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: '$play_scenario', lead: AGNES, resolution: 'R2' },
  { step: 'check_harbinger', choice: 'victory_display' },
  { step: 'record_yigs_fury', value: 1 },
  { step: 'earn_xp', value: 5 },
  { step: 'check_investigators_poisoned', choices: { [AGNES]: 'poisoned' } },
  { step: '$upgrade_decks' },
];

// - The City of Archives: „Refuse and resist captivity.“ Resolution 1 with 4 tasks: „Because 4 tasks
//   were completed, record … that the process backfired. Each investigator earns 1 bonus
//   experience“; XP = victory display (2).
// - Interlude IV, Those Held Captive: „the process backfired“ – „Each investigator reveals a random
//   chaos token“: Roland the [elder_sign] („Suffer no ill efects“ (sic)), Agnes a number („Gain the Out of
//   Body Experience weakness“, 04264). Not 2 [tablet] tokens: „Forever Lost“ – „Alejandro is set
//   against you … remove him from that investigator’s deck“. No chalk: „The Way is Shut“. Roland's
//   one provisions feeds one; Agnes reads Low on Rations. Agnes crosses off her medicine for her
//   Poisoned weakness. Both have a blanket: „Restful Sleep“.
export const CITY_OF_ARCHIVES = [
  { step: 'choose_to_cooperate', choice: 'resist' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'record_number_of_tasks', value: 4 },
  { step: 'earn_xp', value: 2 },
  { step: 'reveal_one_token', choices: { [ROLAND]: 'elder_sign', [AGNES]: 'skull_or_number' } },
  { step: 'ask_custodian', choice: '$no' },
  { step: 'eat_provisions', investigators: [ROLAND], readers: [AGNES] },
  { step: 'use_medicine', investigators: [AGNES], targets: { [AGNES]: AGNES } },
  { step: '$upgrade_decks' },
];

// - The Depths of Yoth: „Remove Ichtaca from all investigator’s deck“; Yig's Fury 6: „Because Yig's
//   Fury is between 6 and 10 … The game begins at agenda 2a.“ Resolution 1 at depth 3 – „the
//   investigators fell into the depths“; „Because the current depth level is 3, each investigator
//   suffers 1 physical trauma“; two tallies (8); XP = victory display (2) + „additional experience
//   equal to the current depth level“ (3).
// - Interlude V, The Darkness: „If the relic is missing … Because you are playing on Standard
//   difficulty, add a -4 token“; no torches – „the braziers remain unlit“; „Cross off all provisions
//   and medicine“.
export const DEPTHS_OF_YOTH = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'record_final_depth', value: 3 },
  { step: 'record_yigs_fury', value: 2 },
  { step: 'earn_xp', value: 2 },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: '$upgrade_decks' },
];

// - Shattered Aeons: „the braziers remain unlit“ – „Each investigator begins this scenario with 2
//   fewer cards“; „Because there are more [cultist] tokens in the chaos bag than [tablet] tokens“.
//   Resolution 5: „the investigators turned back time“; XP = victory display (6).
// - Epilogue: „if the investigators turned back time“ – Turn Back Time: „cross off all entries after
//   the first three entries“; „Add 1 [elder_thing] token“. Resolution 1: „the investigators sealed
//   the Relic of Ages forever“; XP = victory display (4); „The investigators win the campaign!“
export const SHATTERED_AEONS_AND_TURN_BACK_TIME = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R5' },
  { step: 'earn_xp', value: 6 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];
