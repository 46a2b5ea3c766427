// The Drowned City played through the campaign guide by two investigators (Roland Banks 01001,
// Agnes Baker 01004), answered as a group would from the printed guide (campaigns/tdc in
// arkham-cards-data). Each block says what the guide's words make of the answers;
// test/integration/cli-campaign-guide-drowned-city.test.ts checks it. The expedition heads west
// and takes the shortest way through R'lyeh: The Western Wall, The Apiary, The Grand Vault, Court
// of the Ancients, Obsidian Canyons; then the Sepulchre's check, The Awakening, Return to Arkham
// and The Doom of Arkham.

export const ROLAND = '01001';
export const AGNES = '01004';

// - Setup, Standard („I want to dream“): +1, 0, 0, −1, −1, −1, −2, −2, −3, −4, skull ×2, tablet,
//   elder thing, auto-fail, elder sign; random basic weaknesses (Roland Paranoia 01097, Agnes
//   Psychosis 01099).
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

// - One Last Job: the group records „The investigators discovered an alien language.“ while
//   playing; Resolution 1: „Ruby lost the bet.“; victory display 3. Then „You discover this
//   symbol … record "Depths" under [tdc_rune_a] on the glyph record.“
// - Interlude I, An Offer You Can't Refuse: „In player order, each investigator chooses a
//   different Task“: Roland „Do No Harm“, Agnes „Walk in Faith“; each adds the task's permanent
//   story asset to their deck. The group accepts Tillinghast's offer.
export const ONE_LAST_JOB_AND_OFFER = [
  { step: '$play_scenario', branch: 'discovered_an_alien_language' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
  { step: 'choose_tasks', choices: { [ROLAND]: 'do_no_harm', [AGNES]: 'walk_in_faith' } },
  { step: 'choice', choice: 'accept' },
  { step: '$save_decks' },
];

// - Interlude II, Expedition to R'lyeh: „Follow Andy along the shoreline to the Western Wall“:
//   „the expedition headed west“; Andy Van Nortwick (11766) to Agnes; „Remove 1 [tablet] token
//   from the chaos bag. Add 1 [cultist] token“.
// - The Western Wall: „If an investigator has the "Do No Harm" task“ – Roland: „Bring him
//   along“, „record the expedition helped the pilgrim“. While playing the group translates the
//   Seafloor Frieze: „record "Parasite" under [tdc_rune_w]“. Resolution 1, Agnes defeated by
//   horror (1 mental trauma); both mark 1 task progress. „Cross out "The Western Wall"“; the
//   pilgrim was helped: „Find the set-aside Hunting Parasite weakness and permanently add it to
//   your deck“ (11535) and „Mark 2 progress under "Do No Harm"“ (Roland 3). Victory display 2.
//   Resolution 3: the group goes on to The Apiary.
export const EXPEDITION_AND_WESTERN_WALL = [
  { step: 'choose_direction', choice: 'west' },
  { step: 'earn_andy', choices: { [AGNES]: 'chosen' } },
  { step: '$save_decks' },
  { step: 'do_no_harm_choice', choice: 'help' },
  { step: '$play_scenario', branch: 'glyphs' },
  { step: '$ask_glyphs', choice: 'w' },
  { step: '$record_rune_w', text: 'Parasite' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'mental' } },
  { step: '$ask_completed_task', choices: { [ROLAND]: 'task', [AGNES]: 'task' } },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks_with_progress' },
  { step: 'choose_west_path', choice: 'apiary' },
];

// - The Apiary (west): „Add 1 [cultist] token“; Walk in Faith: „I am firm in my resolve“ – „Mark
//   2 progress … and suffer 1 mental trauma“ (Agnes 3 progress). Resolution 1 with Agnes defeated
//   by damage (1 physical trauma); Investigator Defeat: „Each defeated investigator is killed“.
//   Andy was in her deck: „Choose a surviving investigator to add Andy Van Nortwick to their
//   deck“ – Roland. Roland marks 1 progress (4); „the pilgrims were saved“; „Cross out "The
//   Apiary"“; the Grisly "Mask" was controlled: „Check the box next to Grisly "Mask"“; victory
//   display 3 „+ 2 bonus experience for saving the pilgrims“.
export const APIARY = [
  { step: 'walking_in_faith_choice', choice: 'firm' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'transfer_andy', choices: { [ROLAND]: 'chosen' } },
  { step: 'ask_ancient_relic', choice: '$no' },
  { step: '$ask_completed_task', choices: { [ROLAND]: 'task' } },
  { step: 'ask_grisly_mask', choice: 'yes' },
  { step: 'earn_xp_pilgrims', value: 3 },
  { step: '$upgrade_decks_with_progress' },
];

// - The Grand Vault (Roland alone): „Add 1 [elder_thing] token“; at the chamber's core „Leave it
//   alone“: „Each investigator earns 1 bonus experience“. Resolution 1; progress 5; the Tidal
//   Tablet was controlled; victory display 4.
// - Court of the Ancients (west): „Add 1 [cultist] token“; Resolution 1; no progress; no Shard;
//   victory display 2.
// - Obsidian Canyons: no resolution, Roland defeated by damage (1 physical trauma); progress 6;
//   „a random [[Madness]] or [[Omen]] basic weakness“ (Hypochondria 01100); victory display 1;
//   „If the expedition headed west“: on to the Sepulchre of the Sleeper.
export const VAULT_COURT_CANYONS = [
  { step: '$play_scenario', branch: 'chamber_core' },
  { step: 'chamber_core_choice', choice: 'leave' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: '$ask_completed_task', choices: { [ROLAND]: 'task' } },
  { step: 'ask_tidal_tablet', choice: 'yes' },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks_with_progress' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: '$ask_completed_task', choices: {} },
  { step: 'ask_shard', choice: '$no' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks_with_progress' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'no_resolution', statuses: { [ROLAND]: 'physical' } },
  { step: '$ask_completed_task', choices: { [ROLAND]: 'task' } },
  { step: 'earn_random_weakness', choices: { [ROLAND]: 'draw' }, weaknesses: { [ROLAND]: '01100' } },
  { step: 'earn_xp', value: 1 },
  { step: '$upgrade_decks_with_progress' },
];

// - Sepulchre of the Sleeper: 2 artifacts but 2 glyphs – not „at least 10 glyphs are
//   translated“: on to Interlude III, The Awakening: „at least 1 artifact“: „Remove all
//   [cultist], [tablet], and [elder_thing] tokens … Then add 2 [cultist], 2 [tablet] and 2
//   [elder_thing] tokens“.
// - Interlude IV, Return to Arkham: „For each progress you have marked on your task, you (and
//   only you) gain 1 additional experience point“; Do No Harm with 6 progress („5 or more“):
//   „#name# swore an oath to protect others.“, the Completed side. Agnes, killed, resolves none.
// - The Doom of Arkham, Part I: „Choose an investigator to add the John Raymond Legrasse story
//   asset“ (11687); Resolution 1: the Grisly Mask and the Horror in Clay were controlled, the
//   Tidal Tablet not: „Cross out the name of each [[Artifact]] asset that was not under any
//   investigator's control“, „Record "Horror in Clay" under "Artifacts Earned."“; „Flooded
//   Neighborhoods“: Easttown, Rivertown; fewer than 5 artifacts: victory display 3 „+ 1 bonus
//   experience granted by the act“; „We're ready to fight“ – Resolution 2, on to Part II.
// - Part II: fewer than 5 artifacts, so the only approach is „take a last stand“: „the
//   investigators stood together“, „Add 1 [elder_thing] token“.
export const TO_THE_LAST_STAND = [
  { step: '$upgrade_decks_no_progress' },
  { step: 'earn_john', choices: { [ROLAND]: 'chosen' } },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'ask_controlled_artifacts', choices: ['mask', 'clay'] },
  { step: 'ask_flooded_locations', choices: ['easttown', 'rivertown'] },
  { step: 'earn_xp_bonus', value: 3 },
  { step: '$upgrade_decks' },
  { step: 'ask_continue', choice: 'continue' },
  { step: 'choose_approach', choice: 'direct' },
];

// - Part II, no resolution: „Cthulhu annihilated the city of Arkham.“ „The investigators, along
//   with everyone else in Arkham, are killed.“ „The investigators lose the campaign.“
export const DOOM_LOST = { step: '$play_scenario', lead: ROLAND, resolution: 'no_resolution' };

// - Part II, Resolution 1: „Cthulhu was driven away.“ „Each investigator suffers 3 physical
//   trauma and 3 mental trauma“; victory display 5; „The investigators win the campaign! But how
//   long will it be before Cthulhu's eventual return?“
export const DOOM_WON = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 5 },
  { step: '$upgrade_decks' },
];

export const TO_THE_DOOM = [
  ...SETUP,
  ...ONE_LAST_JOB_AND_OFFER,
  ...EXPEDITION_AND_WESTERN_WALL,
  ...APIARY,
  ...VAULT_COURT_CANYONS,
  ...TO_THE_LAST_STAND,
];
