import { expect, it } from 'vitest';
import { germanDeckProblem } from '../../../shared/i18n/de/deck-problems.ts';
import { validateDeck } from '../../../shared/rules/validate-deck.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „XIII. Modifizierte Reprints“ (grimoire-de.md L2688–2689): „darf er nur eine Version
// dieser Karte in seinem Deck verwenden (entweder die ursprüngliche Version oder den modifizierten
// Reprint). Dies ist unabhängig davon, wie viele Kopien dieser Karte ein Spieler in sein Deck
// aufnehmen kann.“ Copy limits still count by title (Grimoire „Regeln für den Deckbau“: 2 copies).

const pool = await realPool().catch(() => undefined);

/**
 * Roland Banks' smallest legal deck without its Machete (01020) and Vicious Blow (01025), the four
 * copies made up by `extra` and neutral fillers (01087 Flashlight, 01086 Knife).
 */
function rolandWith(extra: Record<string, number>) {
  const deck = minimalDeck(pool!, pool!.card('01001')!);
  const { '01020': _machete, '01025': _blow, ...slots } = deck.slots;
  const fill = 4 - Object.values(extra).reduce((a, b) => a + b, 0);
  const fillers = { '01087': Math.min(2, fill), '01086': Math.max(0, fill - 2) };
  return { ...deck, slots: { ...slots, ...fillers, ...extra } };
}
const problems = (extra: Record<string, number>) => validateDeck(rolandWith(extra), pool!).problems;

describeRealData('Grimoire XIII Modifizierte Reprints: one version per deck', () => {
  it('accepts 2× 12020 Machete (2026) alone, and 2× 01020 Machete alone', () => {
    expect(problems({ '12020': 2 })).toEqual([]);
    expect(problems({ '01020': 2 })).toEqual([]);
  });

  it('refuses 12020 beside 01020 as card_versions_mixed naming both codes, though 2 copies are within the limit', () => {
    const found = problems({ '01020': 1, '12020': 1 });
    expect(found).toEqual([
      {
        code: 'card_versions_mixed',
        cards: ['01020', '12020'],
        rule: { source: 'grimoire', section: 'Modifizierte Reprints' },
        details: { original: '01020', reprint: '12020' },
      },
    ]);
    expect(germanDeckProblem(found[0]!, (code) => pool!.card(code)?.de?.name ?? code)).toContain('nur eine Version');
  });

  it('counts both versions against one title: 2× 12020 + 1× 01020 is also 3 copies of Machete', () => {
    expect(
      problems({ '01020': 1, '12020': 2 })
        .map((p) => p.code)
        .sort(),
    ).toEqual(['card_versions_mixed', 'too_many_copies']);
  });

  it('finds the original under any of its printings: 12092 Überwältigen (2026) beside 01091 Overpower', () => {
    expect(problems({ '12092': 1, '01091': 1 }).map((p) => [p.code, p.cards])).toEqual([
      ['card_versions_mixed', ['01091', '12092']],
    ]);
  });
});

describeRealData('Grimoire XIII: every other reprint stays one card', () => {
  it('counts 12025 Vicious Blow (2026) with its original 01025 against one copy limit', () => {
    expect(pool!.card('12025')!.duplicate_of).toBe('01025');
    expect(problems({ '01025': 1, '12025': 1 })).toEqual([]);
    expect(problems({ '01025': 2, '12025': 1 })).toEqual([
      expect.objectContaining({ code: 'too_many_copies', details: { name: 'Vicious Blow', limit: 2, count: 3 } }),
    ]);
  });
});
