import { describe, expect, it } from 'vitest';
import type { Card } from '../../../shared/cards/card-types.ts';
import { accessPredicate, effectiveOptions } from '../../../shared/rules/deck-access.ts';
import { investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Property test over every selectable investigator (regular and parallel), Grimoire
// "Regeln für den Deckbau": a generated minimal deck is legal, and each single breach is named.

const pool = await realPool().catch(() => undefined);
const investigators: Card[] = pool ? [...pool.investigators] : [];
const codes = (problems: { code: string }[]) => [...new Set(problems.map((p) => p.code))];

describeRealData('every selectable investigator', () => {
  it('covers all 91 investigators', () => {
    expect(investigators).toHaveLength(91);
  });

  describe.each(
    investigators.map((card) => [`${card.code} ${card.name}${card.alternate_of ? ' (parallel)' : ''}`, card] as const),
  )('%s', (_label, investigator) => {
    const deck = minimalDeck(pool!, investigator);

    it('a generated minimal deck is legal', () => {
      expect(validateDeck(deck, pool!).problems).toEqual([]);
    });

    it('one card fewer is too_few_cards', () => {
      const slots = { ...deck.slots };
      const counted = Object.keys(slots).find(
        (code) => pool!.card(code)!.xp === 0 && !pool!.card(code)!.restrictions && code !== '01000',
      )!;
      slots[counted]! -= 1;
      expect(codes(validateDeck({ ...deck, slots }, pool!).problems)).toContain('too_few_cards');
    });

    it('a third copy of a non-Myriad card is too_many_copies', () => {
      const code = Object.keys(deck.slots).find(
        (c) =>
          deck.slots[c] === 2 && !pool!.card(c)!.myriad && !pool!.card(c)!.restrictions && !pool!.card(c)!.subtype_code,
      )!;
      const result = validateDeck({ ...deck, slots: { ...deck.slots, [code]: 3 } }, pool!);
      expect(codes(result.problems)).toContain('too_many_copies');
    });

    it('a card of a class it cannot take is invalid_cards', () => {
      const ctx = investigatorContext(
        pool!.card(deck.investigator_code)!,
        JSON.parse(deck.meta),
        pool!.withTaboo(null),
        pool!.byName,
      );
      const allowed = accessPredicate(ctx, effectiveOptions(ctx, new Set(), 0));
      const refused = pool!.listedCards.filter(
        (c) => !c.restrictions && c.xp !== undefined && !c.subtype_code && !c.bonded_to && !allowed(c),
      );
      // An event where there is one; Subject 5U-21 takes every class at any level and refuses only Permanent cards.
      const foreign = refused.find((c) => c.type_code === 'event') ?? refused[0]!;
      const result = validateDeck({ ...deck, slots: { ...deck.slots, [foreign.code]: 1 } }, pool!);
      expect(codes(result.problems)).toContain('invalid_cards');
    });
  });
});
