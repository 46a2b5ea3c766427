import type { GuideContext } from '../../../shared/guide/types.ts';

// Return to The Forgotten Age played through the campaign guide by two players (Ursula Downs 04002,
// the expedition leader, and Agnes Baker 01004), answered as a group would from the printed guide
// (return_campaigns/rttfa laid over campaigns/tfa in arkham-cards-data). It goes another way than
// the base campaign's script (forgotten-age-script.ts): other supplies, medicine used, the replay of
// The Doom of Eztli, the Mysterious Scepter, the new act deck of Threads of Fate and its Resupply
// Point, Heart of the Elders' Resolution 2, the Sticky Goop and the Key of Eztli, the Shattered
// Aeons' Resolution 5 and Return to Turn Back Time. Each block says why the expected campaign follows from the guide's own words;
// test/integration/cli-campaign-guide-rttfa.test.ts checks it.

export const URSULA = '04002';
export const AGNES = '01004';
export const POISONED = '04102';
export const ALEJANDRO = '04051';
export const RELIC_OF_AGES = '04061';
export const EXPEDITION_JOURNAL = '04148';
export const VEDA_WHITSLEY = '53037';

/** Printed health and sanity and traits: Ursula 7/7 Wayfarer, Agnes 6/8 Sorcerer. */
export const RTTFA_GROUP: GuideContext = {
  investigators: {
    [URSULA]: { health: 7, sanity: 7, faction: 'seeker', traits: ['Wayfarer'] },
    [AGNES]: { health: 6, sanity: 8, faction: 'mystic', traits: ['Sorcerer'] },
  },
};

// - Setup, Easy: „+1, +1, 0, 0, 0, −1, −1, −2, −3, skull, skull, elder thing, auto-fail, elder
//   sign“. Ursula and Agnes draw Paranoia (01097) and Amnesia (01099).
// - Prologue: „If Ursula Downs, Leo Anderson, or Monterey Jack was chosen … Choose one of those
//   investigators to be the expedition leader“ – Ursula. Supplies, „2 investigators: 7 supply
//   points“: Ursula 2 provisions (1 each), medicine (2), a blanket (2), a pendant (1); Agnes 1
//   provisions, rope (3), binoculars (2), a pendant (1).
export const PROLOGUE = [
  { step: 'choose_investigators', investigators: [URSULA, AGNES] },
  { step: 'difficulty_choice', choice: 'easy' },
  {
    step: 'draw_weakness',
    choices: { [URSULA]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [URSULA]: '01097', [AGNES]: '01099' },
  },
  { step: 'save_decks' },
  { step: 'choose_investigators', investigators: [URSULA, AGNES] },
  { step: '$expedition_leader', choices: { [URSULA]: 'leader' } },
  {
    step: 'supplies',
    supplies: {
      [URSULA]: { provisions: 2, medicine: 1, blanket: 1, pendant: 1 },
      [AGNES]: { provisions: 1, rope: 1, binoculars: 1, pendant: 1 },
    },
  },
];

// - Return to The Untamed Wilds, Resolution 2 (Ursula defeated by horror: 1 mental trauma): „add 1
//   [tablet] token“; „the investigators cleared a path to the Eztli ruins“; „Alejandro followed the
//   investigators into the ruins. Any one investigator may choose to add Alejandro Vela“ (Ursula,
//   04051); „Ichtaca is wary of the investigators“; vengeance 1 → one tally under „Yig's Fury“; XP =
//   victory display (4); Ursula gained the Poisoned weakness (04102).
export const UNTAMED_WILDS = [
  { step: '$play_scenario', lead: URSULA, resolution: 'R2', statuses: { [URSULA]: 'mental' } },
  { step: 'alejandro_followed_to_ruins', choices: { [URSULA]: 'chosen' } },
  { step: 'record_vengeance', value: 1 },
  { step: 'earn_xp', value: 4 },
  { step: 'check_investigators_poisoned', choices: { [URSULA]: 'poisoned' } },
];

// - Interlude I, Restless Nights: Ursula has a blanket (Restful Sleep), Agnes none („Tossing and
//   Turning“: „1 physical or mental trauma (your choice)“ – physical). „cross off one provisions per
//   investigator“: one each (Ursula keeps 1, Agnes 0). Agnes is the lookout with binoculars: „You
//   earn 2 additional experience“. „Each investigator with medicine may cross it off … to choose
//   and remove a Poisoned weakness from any investigator’s deck“: Ursula, her own.
export const RESTLESS_NIGHTS = [
  { step: '$mental_or_physical', choices: { [AGNES]: 'physical' } },
  { step: 'eat_provisions', investigators: [URSULA, AGNES] },
  { step: 'choose_lookout', choices: { [AGNES]: 'chosen' } },
  { step: 'use_medicine', investigators: [URSULA], targets: { [URSULA]: URSULA } },
  { step: '$upgrade_decks' },
];

// - Return to The Doom of Eztli, first game: „Adjust supplies“ – „Which investigator should add the
//   “Mysterious Scepter” to their supplies?“ (Agnes). No resolution, each investigator resigned →
//   Resolution 3 → „We can’t stop now—we have to go back inside!“ → Resolution 4: „The investigators
//   must replay Scenario II … Do not record anything in your Campaign Log except for any trauma
//   suffered from your previous game. No experience points are earned from your previous game.“
// - Second game, Resolution 1 (Agnes leads): „the investigators recovered the Relic of Ages. One
//   investigator must add the Relic of Ages“ (Agnes, 04061); the Harbinger did not enter play; two
//   tallies under „Yig's Fury“ (3); XP = victory display (5); Agnes gained Poisoned.
export const DOOM_OF_EZTLI = [
  { step: '$play_scenario', branch: 'adjust_supplies' },
  { step: 'gain_mysterious_scepter', choices: { [AGNES]: 'gain_mysterious_scepter' } },
  {
    step: '$play_scenario',
    lead: URSULA,
    resolution: 'no_resolution_resigned',
    statuses: { [URSULA]: 'resigned', [AGNES]: 'resigned' },
  },
  { step: 'choose_to_continue', choice: 'go_back_in' },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'investigators_recovered_relic', choices: { [AGNES]: 'chosen' } },
  { step: 'ask_harbinger', choice: 'aside' },
  { step: 'record_harbinger', value: 0 },
  { step: 'record_yigs_fury', value: 2 },
  { step: 'earn_xp', value: 5 },
  { step: 'check_investigators_poisoned', choices: { [AGNES]: 'poisoned' } },
];

// - Interlude II, Expedition's End: „It belongs in a museum“ – „the investigators gave custody of
//   the relic to Alejandro“, „the investigators have earned Alejandro’s trust“, „Add 1 [tablet]“.
export const EXPEDITIONS_END = [{ step: 'choose_where_relic_goes', choice: 'museum' }, { step: '$upgrade_decks' }];

// - Return to Threads of Fate: „Have it your way“ (Ichtaca left without you); the „c/d“ deck „to go
//   to the police“, the new „g/h“ deck „to find the root of the problem“. Resolution 1, Ursula
//   leads: act 3b completed („the investigators found the missing relic“), act 2c in play
//   („Alejandro is missing“: Ursula removes Alejandro Vela), act 1e in play („Ichtaca is in the
//   dark“), act 3h completed (new): „the investigators recruited the help of another expedition“,
//   „Any one investigator may choose to include the Veda Whitsley story asset“ (Agnes, 53037); the
//   „The lead investigator earns the Expedition Journal“ (Ursula, 04148); the Harbinger did not enter play;
//   no vengeance; XP = victory display (3).
// - „Each investigator earns 1 additional experience for each act 1, act 2, or act 3 card that was
//   completed“ – a/b 3, c/d 1, e/f 0, g/h 3: 7 each, „it must be spent to remove poison or cure
//   trauma, or it must be converted to supply points“; „experience earned from completing acts
//   will be spent first“.
export const THREADS_OF_FATE = [
  { step: 'choose_talk_to_ichtaca', choice: 'let_her_leave' },
  { step: 'setup_act_cd', choice: 'police' },
  { step: 'setup_act_gh', choice: 'search_alone' },
  { step: '$play_scenario', lead: URSULA, resolution: 'R1' },
  { step: 'check_act_ab', choice: 'completed' },
  { step: 'check_act_cd', choice: 'act_2' },
  { step: 'check_act_ef', choice: 'act_1' },
  { step: 'check_act_gh', choice: 'completed' },
  { step: 'earn_veda_whitsley', choices: { [AGNES]: 'chosen' } },
  { step: 'check_harbinger', choice: 'no_harbinger' },
  { step: 'record_yigs_fury', value: 0 },
  { step: 'earn_xp', value: 3 },
];

// - St. Mary's Hospital: „Each investigator who has a Poisoned weakness in their deck may spend 3
//   experience points to remove that weakness“ (Agnes); „Each investigator may spend 5 experience
//   points to remove physical or mental trauma“ – Ursula her mental trauma, from the act experience
//   (7 → 2).
// - „Each investigator may convert up to 10 of their experience into supply points, at a rate of 1
//   supply point for every 2 experience converted“: Ursula 2 points (4: her 2 act experience, then
//   2 experience), Agnes 3 points (6 of her 7 act experience). „Each investigator can purchase 5
//   points worth of supplies“ and what they converted: Ursula 7, Agnes 8.
export const RESUPPLY = [
  { step: 'choose_to_heal_poison', choices: { [AGNES]: 'remove_poison' } },
  { step: 'choose_to_heal_physical_trauma', values: {} },
  { step: 'choose_to_heal_mental_trauma', values: { [URSULA]: 1 } },
  { step: 'buy_supply_points', values: { [URSULA]: 2, [AGNES]: 3 } },
];

export const RESUPPLY_BUY = [
  {
    step: 'buy_supplies',
    supplies: {
      [URSULA]: { provisions: 1, medicine: 1, gasoline: 1, canteen: 1 },
      [AGNES]: { provisions: 2, medicine: 1, chalk: 1, compass: 1 },
    },
  },
  { step: '$upgrade_decks' },
];

// - Return to The Boundary Beyond: „Any one investigator must cross off one gasoline“ (Ursula).
//   Resolution 1: „record that X paths are known to you“ (3) – „Each investigator earns 1
//   additional experience for each [[Tenochtitlán]] location in the victory display“ – „Ichtaca has
//   confidence in you“; the Harbinger is in the victory display; one tally under „Yig's Fury“ (4);
//   XP = 3 + victory display (4).
// - Interlude III, The Jungle Beckons: nobody has gasoline left – „Out of Gas“; Ursula crosses off
//   both her provisions (one per investigator); nobody uses medicine.
export const BOUNDARY_BEYOND = [
  { step: 'use_gasoline', investigators: [URSULA] },
  { step: '$play_scenario', lead: URSULA, resolution: 'R1' },
  { step: 'record_x_paths_known', value: 3 },
  { step: 'check_harbinger', choice: 'victory_display' },
  { step: 'record_yigs_fury', value: 1 },
  { step: 'earn_xp', value: 4 },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: 'use_gasoline', investigators: [] },
  { step: 'eat_provisions', investigators: [URSULA, URSULA] },
  { step: 'use_medicine', investigators: [] },
  { step: '$upgrade_decks' },
];

// - Return to Heart of the Elders, Part 1: the expedition journal is consulted. No resolution (Agnes
//   resigned): 4 paths known, Ursula gained Poisoned; „The puzzle has not been solved … Proceed to
//   Resolution 2“ (new): „For every pillar token added in this way, record two tally marks under
//   “Yig's Fury”“ – 2 pillars: 4 (8); „Each investigator who is poisoned takes 1 mental trauma.
//   Each investigator who is not poisoned adds a set-aside Poisoned weakness to their deck“ (Ursula
//   1 mental; Agnes Poisoned); „Proceed to Resolution 1“: „record that the jungle watches“ (a Pit
//   Viper, 04078); XP = victory display (2).
// - Part 2: „Which investigator should add the “Sticky Goop” to their supplies?“ (Ursula).
//   Resolution 1: one tally (9); XP = victory display (5).
export const HEART_OF_THE_ELDERS = [
  { step: 'choose_who_to_consult', choice: 'journal' },
  { step: '$play_scenario', lead: URSULA, resolution: 'no_resolution', statuses: { [AGNES]: 'resigned' } },
  { step: 'record_paths_known', value: 4 },
  { step: 'check_investigators_poisoned', choices: { [URSULA]: 'poisoned' } },
  { step: 'save_decks' },
  { step: 'replay_scenario', choice: 'resolution_2' },
  { step: 'save_decks' },
  { step: 'record_jungle_watches', cards: ['04078'] },
  { step: 'earn_xp', value: 2 },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: '$play_scenario', branch: 'adjust_supplies' },
  { step: 'gain_sticky_goop', choices: { [URSULA]: 'gain_sticky_goop' } },
  { step: '$play_scenario', lead: URSULA, resolution: 'R1' },
  { step: 'record_yigs_fury', value: 1 },
  { step: 'earn_xp', value: 5 },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: '$upgrade_decks' },
];

// - Return to The City of Archives, cooperating; Resolution 1: 6 tasks on act 2b – „Because at least
//   6 tasks were completed, record … the process was perfected. Each investigator earns 4 bonus
//   experience“; XP = victory display (3).
// - Interlude IV, Those Held Captive: the Custodian not under control („Alejandro is set against
//   you“); Agnes crosses off her two provisions; „Each investigator with medicine may cross it off
//   … to choose and remove a Poisoned weakness from any investigator’s deck“ – Ursula Agnes's,
//   Agnes Ursula's; Agnes has no blanket: 1 mental trauma.
export const CITY_OF_ARCHIVES = [
  { step: 'choose_to_cooperate', choice: 'cooperate' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'record_number_of_tasks', value: 6 },
  { step: 'earn_xp', value: 3 },
  { step: 'ask_custodian', choice: '$no' },
  { step: 'eat_provisions', investigators: [AGNES, AGNES] },
  { step: 'use_medicine', investigators: [URSULA, AGNES], targets: { [URSULA]: AGNES, [AGNES]: URSULA } },
  { step: '$mental_or_physical', choices: { [AGNES]: 'mental' } },
  { step: '$upgrade_decks' },
];

// - Return to The Depths of Yoth, Resolution 2 at depth 5: „the nexus is near“; „Do you remember
//   that you “collected a strange liquid”?“ – „If any investigator has sticky goop“: „Record “Key of
//   Eztli” in any one investigator's supplies“ (Ursula); two tallies (11); XP = victory display (3)
//   + „additional experience equal to the current depth level“ (5).
// - Interlude V, The Darkness: the relic is missing: „Because you are playing on Easy difficulty,
//   add a -3 token“; „Cross off all provisions and medicine“.
export const DEPTHS_OF_YOTH = [
  { step: '$play_scenario', lead: URSULA, resolution: 'R2' },
  { step: 'record_win_depth', value: 5 },
  { step: 'ask_collected_strange_liquid', choice: 'strange_liquid' },
  { step: 'gain_key_of_eztli', choices: { [URSULA]: 'gain_key_of_eztli' } },
  { step: 'record_yigs_fury', value: 2 },
  { step: 'earn_xp_full_depth', value: 3 },
  { step: 'check_investigators_poisoned', choices: {} },
  { step: '$upgrade_decks' },
];

// - Return to Shattered Aeons, Resolution 5 (Ursula defeated by damage: 1 physical trauma): „the
//   investigators turned back time“; XP = victory display (6). The Epilogue leads to Return to
//   Turn Back Time: „cross off all entries after the first three entries“; „Add 1 [elder_thing]
//   token“. Resolution 1: „the investigators sealed the Relic of Ages forever“; XP = victory
//   display (4); the investigators win.
export const SHATTERED_AEONS_AND_TURN_BACK_TIME = [
  { step: '$play_scenario', lead: AGNES, resolution: 'R5', statuses: { [URSULA]: 'physical' } },
  { step: 'earn_xp', value: 6 },
  { step: '$upgrade_decks' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1' },
  { step: 'earn_xp', value: 4 },
];
export const LAST = { step: '$upgrade_decks' };

export const EASY_BAG = [
  '+1',
  '+1',
  '0',
  '0',
  '0',
  '-1',
  '-1',
  '-2',
  '-3',
  'skull',
  'skull',
  'elder_thing',
  'auto_fail',
  'elder_sign',
];
