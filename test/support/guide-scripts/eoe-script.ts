// The Edge of the Earth answered from its campaign guide with Roland Banks (01001) and Daisy Walker
// (01002) on Standard: Cookie killed in the plane crash, Roland defeated in Ice and Death part 1
// with Prof. Dyer at his side, Dr. Kensler and Danforth safe in The Disappearance and the missing
// left to their fate, every offer of Fatal Mirage declined, Resolution 1 everywhere after.

export const ROLAND = '01001';
export const DAISY = '01002';
export const [DYER, DANFORTH, AMY, COOKIE] = ['08714', '08715', '08720', '08719'];
/** The five partners The Disappearance marks „MIA“ here: Ellsworth, Takada, Claypool, Sinha, Ashevak. */
export const MISSING = ['08721', '08722', '08718', '08717', '08716'];

/** The campaign setup and the prologue: „p2“ (convinced Dyer to allow the expedition). */
export const SETUP = [
  { step: 'choose_investigators', investigators: [ROLAND, DAISY] },
  { step: 'difficulty_choice', choice: 'standard' },
  { step: 'draw_weakness', choices: {} },
  { step: 'save_decks' },
  { step: 'choose_believe', choice: 'p2' },
  { step: 'choose_plane_crash', cards: [COOKIE] },
];

/** Ice and Death part 1: Roland takes Dyer, Daisy takes Dr. Kensler; Resolution 1 with Roland defeated by damage. */
export const ICE_AND_DEATH_1 = [
  { step: 'choose_partners', choices: { [ROLAND]: DYER, [DAISY]: AMY } },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: { [ROLAND]: 'physical', [DAISY]: 'alive' } },
  { step: 'actually_record_camp_location', choice: 'frozen_shores' },
  { step: 'earn_xp', value: 2 },
  { step: 'record_partner_trauma', damage: { [AMY]: 1 }, horror: { [AMY]: 2 } },
];

/** The Disappearance (camp at Frozen Shores, 2 shelter) and The Attack: the missing are abandoned. */
export const DISAPPEARANCE = [
  { step: 'choose_missing', cards: [AMY, DANFORTH] },
  { step: 'choose_rescue', choice: 'abandon' },
  { step: 'choose_fight', choice: 'abandon' },
];

const played = (extra: object[] = []) => [
  { step: 'choose_partners', choices: {} },
  { step: '$play_scenario', lead: ROLAND, resolution: 'R1', statuses: {} },
  ...extra,
];
const talk = (who: string[], dead: string) => [
  ...who.map((choice) => ({ step: 'choose_conversation', choice })),
  { step: dead, choices: {} },
  { step: '$upgrade_decks' },
];

/** From Restful Night to the last answer of The Heart of Madness part 2. */
export const TO_THE_END = [
  { step: 'choose_conversation', choice: 'william_dyer' },
  { step: 'william_dyer_dead_effects', choices: {} },
  ...talk(['danforth', 'amy_kensler', 'mala_sinha'], 'mala_sinha_dead_effects'),
  { step: 'choose_fatal_mirage', choice: 'ignore' },
  { step: 'choose_frost_or_physical_trauma', choice: 'frost' },
  { step: 'choose_frost_or_mental_trauma', choice: 'frost' },
  ...played([
    { step: 'earn_xp', value: 0 },
    { step: 'ask_expedition_assets', choices: [] },
    { step: 'record_partner_trauma', damage: {}, horror: {} },
  ]),
  ...talk(['danforth', 'amy_kensler', 'james_fredericks'], 'james_fredericks_dead_effects'),
  { step: 'choose_fatal_mirage', choice: 'ignore' },
  { step: 'choose_tie_breaker', choice: 'group_1' },
  ...played([
    { step: 'earn_xp', value: 0 },
    { step: 'record_partner_trauma', damage: {}, horror: {} },
  ]),
  ...talk(['danforth', 'amy_kensler', 'avery_claypool'], 'avery_claypool_dead_effects'),
  { step: 'choose_fatal_mirage', choice: 'ignore' },
  { step: 'choose_door', choice: 'stay' },
  ...played([
    { step: 'earn_xp', value: 0 },
    { step: 'record_partner_trauma', damage: {}, horror: {} },
    { step: '$upgrade_decks' },
  ]),
  { step: 'choose_continue_now', choice: 'now' },
  ...played([
    { step: 'record_partner_trauma', damage: {}, horror: {} },
    { step: 'earn_xp_plus_10', value: 0 },
  ]),
];
export const LAST = { step: '$upgrade_decks' };
