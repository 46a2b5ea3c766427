import { expect, it } from 'vitest';
import type { DeckOption } from '../../../shared/cards/card-types.ts';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { factionsOf, optionMatches, selectedFaction } from '../../../shared/rules/deck-options.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// One printed Deckbuilding Option against one card (Grimoire „Regeln für den Deckbau“;
// shared/rules/deck-options.ts): the investigators' own options from the data, the cards' own
// classes, traits, levels, uses and texts, and the choices made at deck creation (`meta`).

const pool = await realPool().catch(() => undefined);
const card = (code: string) => pool!.card(code)!;
const lookup = (code: string) => pool!.card(code);
const context = (investigator: string, meta: Record<string, string> = {}) =>
  investigatorContext(card(investigator), parseDeckMeta(JSON.stringify(meta)), lookup, pool!.byName);
/** The investigator's option that `pick` finds among its printed ones. */
const option = (investigator: string, pick: (o: DeckOption) => boolean) => card(investigator).deck_options!.find(pick)!;

const MANDY = '06002';
const AKACHI = '03004';
const ALESSANDRA = '10009';
const MARION = '11001';
const JENNY_PARALLEL = '90084';

describeRealData('deck options against one card', () => {
  it('a card of two classes belongs to both (Medical Student 08083: Guardian and Seeker)', () => {
    expect(factionsOf(card('08083'))).toEqual(['guardian', 'seeker']);
    const seekerOption = option(MANDY, (o) => Boolean(o.faction?.includes('seeker')));
    expect(optionMatches(seekerOption, card('08083'), context(MANDY))).toBe(true);
  });

  it('Mandy Thompson: „up to 10 level 0-1 events and/or skills of your chosen secondary class“', () => {
    const secondary = option(MANDY, (o) => Boolean(o.faction_select));
    const sneakAttack = card('01052'); // Rogue event, level 0
    expect(optionMatches(secondary, sneakAttack, context(MANDY, { faction_selected: 'rogue' }))).toBe(true);
    expect(optionMatches(secondary, sneakAttack, context(MANDY, { faction_selected: 'mystic' }))).toBe(false);
    expect(optionMatches(secondary, sneakAttack, context(MANDY))).toBe(false);
    // Level 0-1 only, and events or skills only: a Rogue asset (Burglary 01045) is not taken.
    expect(optionMatches(secondary, sneakAttack, context(MANDY, { faction_selected: 'rogue' }), 2)).toBe(false);
    expect(optionMatches(secondary, card('01045'), context(MANDY, { faction_selected: 'rogue' }))).toBe(false);
  });

  it('a choice the option does not offer counts as none (Mandy choosing Guardian)', () => {
    const secondary = option(MANDY, (o) => Boolean(o.faction_select));
    expect(selectedFaction(secondary, context(MANDY, { faction_selected: 'guardian' }))).toBeUndefined();
    expect(selectedFaction(secondary, context(MANDY, { faction_selected: 'survivor' }))).toBe('survivor');
  });

  it('the deck size choice is no option for cards', () => {
    const size = option(MANDY, (o) => o.deck_size_select !== undefined);
    expect(optionMatches(size, card('01052'), context(MANDY, { deck_size_selected: '40' }))).toBe(false);
  });

  it('Akachi Onyele: assets with „Uses (charges)“ level 0-4 — Shrivelling yes, .45 Automatic (ammo) no', () => {
    const charges = option(AKACHI, (o) => Boolean(o.uses));
    expect(optionMatches(charges, card('01060'), context(AKACHI))).toBe(true);
    expect(optionMatches(charges, card('01060'), context(AKACHI), 5)).toBe(false);
    expect(optionMatches(charges, card('01016'), context(AKACHI))).toBe(false);
  });

  it('Alessandra Zorzi: Parley cards by their text or by their tag', () => {
    const parley = option(ALESSANDRA, (o) => Boolean(o.tag));
    expect(optionMatches(parley, card('12051'), context(ALESSANDRA))).toBe(true); // "<b>Parley.</b>"
    expect(optionMatches(parley, card('02272'), context(ALESSANDRA))).toBe(true); // Fine Clothes, tagged
    expect(optionMatches(parley, card('01052'), context(ALESSANDRA))).toBe(false); // Sneak Attack
  });

  it('Marion Tavares: the chosen trait of „Improvised, Gambit or Fortune“ events level 0-2', () => {
    const traits = option(MARION, (o) => Boolean(o.option_select));
    const decisiveStrike = card('12055'); // Tactic. Gambit. level 2
    expect(optionMatches(traits, decisiveStrike, context(MARION, { option_selected: 'gambit' }))).toBe(true);
    expect(optionMatches(traits, decisiveStrike, context(MARION, { option_selected: 'improvised' }))).toBe(false);
    expect(optionMatches(traits, decisiveStrike, context(MARION))).toBe(false);
    expect(optionMatches(traits, card('10049'), context(MARION, { option_selected: 'improvised' }))).toBe(true);
  });

  it('‖Jenny Barnes: Talent cards that are not Permanent (Physical Training yes, Arcane Research no)', () => {
    const talents = option(JENNY_PARALLEL, (o) => o.permanent === false);
    expect(optionMatches(talents, card('01017'), context(JENNY_PARALLEL))).toBe(true);
    expect(optionMatches(talents, card('04109'), context(JENNY_PARALLEL))).toBe(false);
  });
});
