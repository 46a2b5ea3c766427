// The Forgotten Age played through the campaign guide by two investigators (Roland Banks 01001,
// Agnes Baker 01004), answers written by hand from the printed guide (campaigns/tfa in
// arkham-cards-data). Why each expected value follows from the guide's own words is said in the
// comments of test/integration/cli-campaign-guide-forgotten-age.test.ts.

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
