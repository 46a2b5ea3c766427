import { AGNES, ROLAND } from '../roland-and-agnes.ts';

// The Feast of Hemlock Vale played through the campaign guide by Roland Banks (01001) and Agnes
// Baker (01004) on Standard, answered as a group would from the printed guide (campaigns/fhv in
// arkham-cards-data): the Day 1 prelude, Written in Rock (Day 1), The First Evening, The Twisted
// Hollow (Night 1), Dawn of the Second Day, The Silent Heath (Day 2), The Second Evening, The
// Longest Night (Night 2, Agnes devoured), Dawn of the Final Day, The Lost Sister (Day 3), The
// Final Evening and The Fate of the Vale (Resolution 1). Each block quotes the guide's words the
// expected campaign follows from; test/integration/cli-campaign-guide-hemlock-vale.test.ts checks it.

export { AGNES, ROLAND, ROLAND_AND_AGNES } from '../roland-and-agnes.ts';

// - Setup, Standard: +1, 0, 0, −1, −1, −1, −2, −2, −3, −3, −4, skull ×2, elder sign; random basic
//   weaknesses (Roland Amnesia 01096, Agnes Paranoia 01097).
export const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'difficulty_choice', choice: 'standard' },
  {
    step: 'draw_weakness',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01096', [AGNES]: '01097' },
  },
  { step: 'save_decks' },
];

// - Prelude „Welcome to Hemlock Vale!“: „We're here on a survey from Miskatonic University.“ →
//   „Add 1 [tablet] token“. Codex 2 „Increase Leah Atwood's Relationship Level“, codex 9 (River
//   Hawthorne put into play, no level), Leah's resident asset defeated („Decrease Leah Atwood's
//   Relationship Level“), codex 3 „Increase Simeon Atwood's Relationship Level“, codex 7 „Increase
//   Judith Park's Relationship Level“; 1 bonus experience to Agnes. Resolution 1 (Agnes defeated by
//   horror: 1 mental trauma): „Exploring the Isle is allegedly dangerous. Add 1 [auto_fail] token“.
export const PRELUDE = [
  { step: 'intro_choice', choice: 'work' },
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex_2' },
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex 9' },
  { step: '$play_scenario', branch: 'defeat' },
  { step: '$defeat_resident', choice: 'leah' },
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex_3' },
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex 7' },
  { step: '$play_scenario', branch: 'bonus_xp' },
  { step: 'ask_bonus_xp', values: { [AGNES]: 1 } },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'mental' } },
  { step: 'choose_first_scenario', choice: 'written_in_rock' },
];

// - Written in Rock (Day 1), Resolution 1: „In Simeon Atwood's Notes, record Simeon survived.
//   Increase Simeon Atwood's Relationship Level by 2. Each investigator earns 2 bonus experience.“
//   The Prismatic Shard was under Agnes' control (story asset 10522). Victory 3.
export const WRITTEN_IN_ROCK = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'ask_prismatic_shard', choice: 'yes' },
  { step: 'earn_prismastic_shard', choices: { [AGNES]: 'chosen' } },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

// - The First Evening: Roland keeps eating („#name# finished his meal.“), Agnes stops. Roland sits
//   with Dr. Marquez, Mother Rachel and William (codex Θ) and asks „Who are the Hemlocks?“:
//   „Increase William Hemlock's Relationship Level. Each investigator earns 1 bonus experience.“,
//   „record William shared his legacy“. Agnes sits alone (codex Π): the Worry Rock story asset (10713).
//   „Search for Bertie Musgrave with Dr. Marquez.“ → The Twisted Hollow.
export const FIRST_EVENING = [
  { step: '$choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'choose_feast', choices: { [ROLAND]: 'eat', [AGNES]: 'stop' } },
  { step: 'choose_conversation', choices: { [ROLAND]: 'theta', [AGNES]: 'pi' } },
  { step: 'codex_theta_question', choice: 'hemlock' },
  { step: 'codex_pi_effects', choices: { [AGNES]: 'chosen' } },
  { step: 'next_scenario_choice', choice: 'search' },
];

// - The Twisted Hollow (Night 1): „Tell the truth.“ → „Mother Rachel showed the way.“ and „Add 1
//   [cultist] token“. Codex Σ (the Bear): Roland is the bravest investigator and must „Suffer 1
//   physical trauma and take 1 direct damage.“; „record Mother Rachel intervened“. Resolution 1 (Roland
//   resigned): „Bertie was rescued.“; Resolution 3: „Each investigator earns 1 bonus experience“,
//   Bertie resigned with an investigator („1 additional experience“), the Ursine Hybrid in the
//   victory display („the bear was wounded“). Victory 2.
export const TWISTED_HOLLOW = [
  { step: 'decide_intro', choice: 'truth' },
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex_sigma' },
  { step: 'choose_bravest_investigator', choices: { [ROLAND]: 'brave' } },
  { step: 'ask_trauma_choice', choice: 'physical' },
  { step: '$play_scenario', lead: AGNES, resolution: 'R1', statuses: { [ROLAND]: 'resigned' } },
  { step: 'check_bertie_resigned', choice: 'yes' },
  { step: 'ask_ursine_hybrid_in_victory_display', choice: 'yes' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - Dawn of the Second Day: fatigue, „Replace these tokens with a chaos token of a value 1 lower“:
//   a 0 (→ −1) and a −2 (→ −3). Roland finished his meal: The Hemlock Curse (10685); Agnes did not:
//   Gnawing Hunger, „Suffer 1 physical trauma.“ Codex 1: Mother Rachel intervened → „Increase Mother
//   Rachel's Relationship Level. Each investigator earns 1 bonus experience.“, the Corn Husk Doll
//   (10714) to Roland. Resolution 2 → 3: „Do not record the Victory X value …“; The Silent Heath.
export const DAWN_OF_THE_SECOND_DAY = [
  { step: '$fatigue_tokens_1', choice: '0' },
  { step: '$fatigue_tokens_2', choice: '-2' },
  { step: '$play_scenario', branch: 'codex' },
  { step: 'codex', choice: 'codex_1' },
  { step: 'corn_husk_doll_explain', choices: { [ROLAND]: 'chosen' } },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R2' },
  { step: '$choose_next_scenario_day', choice: 'the_silent_heath' },
];

// - The Silent Heath (Day 2), no resolution (Roland resigned, Agnes defeated by damage: 1 physical
//   trauma), 2 Crystal Remains in the victory display → Resolution 2 „the remains were partially
//   recovered.“ → Resolution 3 „Madame Pearl's diary was recovered.“ → Resolution 4. Victory 1.
export const SILENT_HEATH = [
  {
    step: '$play_scenario',
    lead: ROLAND,
    resolution: 'no_resolution',
    statuses: { [ROLAND]: 'resigned', [AGNES]: 'physical' },
  },
  { step: 'ask_crystal_remains', value: 2 },
  { step: 'earn_xp', value: 1 },
  { step: '$upgrade_decks' },
];

// - The Second Evening: Roland dances with Simeon (Relationship Level 3: „record Simeon shared a
//   dance“), Agnes dances alone („Each investigator earns 1 bonus experience.“). The diary was
//   recovered: Resolution 2, The Pearl Diary (10715) to Agnes; Bertie was rescued: Resolution 4.
//   „Follow Dr. Marquez's lead out to the Atwood Farm.“ → The Longest Night.
export const SECOND_EVENING = [
  { step: '$choose_investigators', investigators: [ROLAND, AGNES] },
  { step: 'choose_dance', choices: { [ROLAND]: '3', [AGNES]: '9' } },
  { step: 'earn_pearl_diary', choices: { [AGNES]: 'chosen' } },
  { step: 'next_scenario_choice', choice: 'search' },
];

// - The Longest Night (Night 2): „Keep hidden.“ → „Add 1 [skull] token“; exactly 1 resident shared
//   a dance → „Add 1 [cultist] token and 1 [elder_thing] token“. Resolution 1 with Agnes defeated by
//   damage: „Each defeated investigator is devoured (they are killed).“ Agenda 1b: „Each undefeated
//   investigator takes 1 mental trauma.“ 2 damage on The Captives: „each investigator earns 4 bonus
//   experience“; „the captives were saved.“; „Dr. Marquez has a plan.“; Dr. Rosa Marquez (10702) to
//   Roland. Victory 4.
export const LONGEST_NIGHT = [
  { step: 'choose_confront', choice: 'hide' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [AGNES]: 'physical' } },
  { step: 'ask_agenda_flip', choice: 'trauma' },
  { step: 'ask_damage_on_captives', value: 2 },
  { step: 'earn_marquez', choices: { [ROLAND]: 'chosen' } },
  { step: 'earn_xp', value: 4 },
  { step: '$upgrade_decks' },
];

// - Dawn of the Final Day: fatigue again, a +1 (→ 0) and a −1 (→ −2); 2 bonus experience to Roland;
//   Resolution 1 „Dr. Marquez has a hunch.“ → Resolution 2; The Lost Sister.
export const DAWN_OF_THE_FINAL_DAY = [
  { step: '$fatigue_tokens_1', choice: '+1' },
  { step: '$fatigue_tokens_2', choice: '-1' },
  { step: '$play_scenario', branch: 'bonus_xp' },
  { step: 'ask_bonus_xp', values: { [ROLAND]: 2 } },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: '$choose_next_scenario_day', choice: 'the_lost_sister' },
];

// - The Lost Sister (Day 3), Resolution 1 without „Theo reconciled with Helen“ → Resolution 3: „Each
//   investigator earns 2 bonus experience for helping Helen save her sister.“, „Elizabeth Peters was
//   saved.“ Victory 2.
export const LOST_SISTER = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 2 },
  { step: '$upgrade_decks' },
];

// - The Final Evening: Mother Rachel's Relationship Level is 1 (below 3), so only „You have
//   condemned this village to death!“: „Add 1 [tablet] token and 1 [elder_thing] token“, „the
//   investigators interrupted the Feast.“ Resolution 1 → 4. Victory 3.
export const FINAL_EVENING = [
  { step: 'intro_choice', choice: 'death' },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'earn_xp', value: 3 },
  { step: '$upgrade_decks' },
];

// - The Fate of the Vale, Resolution 1: Mother Rachel and Simeon under control, „Cross out the name
//   of each resident that was not under control“; „Dr. Marquez sacrificed herself for the Vale.“;
//   „remove her from that investigator's deck“; „Each investigator suffers 1 physical trauma and 1
//   mental trauma“; Victory 4 and „5 bonus experience“; „The investigators win the campaign!“
export const FATE_OF_THE_VALE = [
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1' },
  { step: 'ask_residents_lost', choices: ['rachel', 'simeon'] },
  { step: 'five_bonus_xp', value: 4 },
];

/** The last answer of the campaign: the deck upgrade after The Fate of the Vale. */
export const LAST = { step: '$upgrade_decks' };

/** Setup up to the open prompt of Dawn of the Second Day (its fatigue tokens). */
export const TO_SECOND_DAY = [...SETUP, ...PRELUDE, ...WRITTEN_IN_ROCK, ...FIRST_EVENING, ...TWISTED_HOLLOW];
