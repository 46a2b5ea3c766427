import { expect, it } from 'vitest';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { chosenDeckSize, countsTowardSize, deckSizeFor } from '../../../shared/rules/deck-size.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Regeln für den Deckbau“: a deck holds exactly the deck size its investigator prints;
// weaknesses, signature cards and story cards do not count, Grimoire „Dauerhaft“: nor do
// Permanent cards (shared/rules/deck-size.ts). Deck sizes from the backs: Roland Banks 30,
// Mandy Thompson „choose 30, 40, or 50“, ‖Wendy Adams „choose both and gain +5 Deck Size“;
// cards that change it by their text: Versatile (06167) +5, Forced Learning (08031) +15.

const pool = await realPool().catch(() => undefined);
const lookup = (code: string) => pool!.card(code);
const context = (code: string, meta: Record<string, string> = {}) =>
  investigatorContext(pool!.card(code)!, parseDeckMeta(JSON.stringify(meta)), lookup, pool!.byName);
const counts = (slots: Record<string, number>) => new Map(Object.entries(slots));

describeRealData('deck size', () => {
  it('Roland Banks: 30; Versatile adds 5, Forced Learning 15', () => {
    expect(deckSizeFor(context('01001'), counts({}))).toBe(30);
    expect(deckSizeFor(context('01001'), counts({ '06167': 1 }))).toBe(35);
    expect(deckSizeFor(context('01001'), counts({ '08031': 1 }))).toBe(45);
  });

  it('Mandy Thompson: the chosen 40 or 50; a size she does not offer falls back to her first, 30', () => {
    expect(chosenDeckSize(context('06002', { deck_size_selected: '40' }))).toBe(40);
    expect(chosenDeckSize(context('06002', { deck_size_selected: '50' }))).toBe(50);
    expect(chosenDeckSize(context('06002', { deck_size_selected: '35' }))).toBe(30);
  });

  it('‖Wendy Adams: Blessed and Cursed both gain +5 deck size, one of them not', () => {
    const wendy = (option: string) =>
      deckSizeFor(context('01005', { alternate_back: '90037', option_selected: option }), counts({}));
    expect(wendy('blessed')).toBe(30);
    expect(wendy('both')).toBe(35);
  });

  it('what counts: a level-0 asset yes; a signature card, a weakness, a Permanent card, a story asset no', () => {
    const required = new Set(['01006', '01007']); // Roland's .38 Special, Cover Up
    const counted = (code: string) => countsTowardSize(pool!.card(code)!, required);
    expect(counted('01020')).toBe(true); // Machete
    expect(counted('01006')).toBe(false);
    expect(counted('01506')).toBe(false); // the revised core's .38 Special, a reprint of 01006
    expect(counted('01096')).toBe(false); // Amnesia, a basic weakness
    expect(counted('04109')).toBe(false); // Arcane Research, Permanent
    expect(counted('01117')).toBe(false); // Lita Chantler, a story asset
  });
});
