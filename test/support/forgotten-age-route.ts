import type { AnswerValue, GuideAnswer } from '../../shared/guide/types.ts';
import { AGNES, ROLAND } from './roland-and-agnes.ts';

// The Forgotten Age from the campaign setup to Interlude I „Restless Nights“, for tests of the
// printed guide's words: Roland Banks (01001) and Agnes Baker (01004). Roland brings a blanket,
// one provisions, one medicine and binoculars; Agnes one provisions, a canteen, a map and a
// pendant (7 supply points each: „2 investigators: 7 supply points“). In The Untamed Wilds Agnes
// is defeated by damage and gains the Poisoned weakness (04102).

export { AGNES, ROLAND, ROLAND_AND_AGNES } from './roland-and-agnes.ts';
export const POISONED = '04102';

export const answer = (key: string, value: AnswerValue): GuideAnswer => ({ key, value });

export const TFA_SETUP: GuideAnswer[] = [
  answer('$setup/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] }),
  answer('$setup/difficulty_choice', { kind: 'choose_one', choice: 'standard' }),
  answer('$setup/draw_weakness', {
    kind: 'investigator_choice',
    choices: { [ROLAND]: 'rbw', [AGNES]: 'rbw' },
    weaknesses: { [ROLAND]: '01097', [AGNES]: '01099' },
  }),
  answer('$setup/save_decks', { kind: 'save_decks' }),
  answer('tfa_prologue/choose_investigators', { kind: 'scenario_investigators', investigators: [ROLAND, AGNES] }),
];

export const supplies = (roland: Record<string, number>, agnes: Record<string, number>): GuideAnswer =>
  answer('tfa_prologue/supplies', { kind: 'supplies', supplies: { [ROLAND]: roland, [AGNES]: agnes } });

export const ROLAND_SUPPLIES = { blanket: 1, provisions: 1, medicine: 1, binoculars: 1 };
export const AGNES_SUPPLIES = { provisions: 1, canteen: 1, map: 1, pendant: 1 };

export const UNTAMED_WILDS: GuideAnswer[] = [
  answer('wilds/$play_scenario', {
    kind: 'play_scenario',
    lead: ROLAND,
    resolution: 'R1',
    statuses: { [AGNES]: 'physical' },
  }),
  answer('wilds/record_vengeance', { kind: 'counter', value: 2 }),
  answer('wilds/earn_xp', { kind: 'counter', value: 3 }),
  answer('wilds/check_investigators_poisoned', { kind: 'investigator_choice', choices: { [AGNES]: 'poisoned' } }),
];

/** Setup, supplies as given (default: the ones above), The Untamed Wilds: Restless Nights is next. */
export const toRestlessNights = (
  roland: Record<string, number> = ROLAND_SUPPLIES,
  agnes: Record<string, number> = AGNES_SUPPLIES,
): GuideAnswer[] => [...TFA_SETUP, supplies(roland, agnes), ...UNTAMED_WILDS];

/** Restless Nights with the default supplies: Agnes takes mental trauma, both eat, Roland keeps watch. */
export const RESTLESS_NIGHTS: GuideAnswer[] = [
  answer('tfa_interlude1/$mental_or_physical', { kind: 'investigator_choice', choices: { [AGNES]: 'mental' } }),
  answer('tfa_interlude1/eat_provisions', { kind: 'use_supplies', investigators: [ROLAND, AGNES] }),
  answer('tfa_interlude1/choose_lookout', { kind: 'investigator_choice', choices: { [ROLAND]: 'chosen' } }),
  answer('tfa_interlude1/use_medicine', { kind: 'use_supplies', investigators: [] }),
  answer('tfa_interlude1/$upgrade_decks', { kind: 'upgrade_decks' }),
];

/** Up to the play of The Doom of Eztli. */
export const toDoomOfEztli = (): GuideAnswer[] => [...toRestlessNights(), ...RESTLESS_NIGHTS];
