import { describe, expect, it } from 'vitest';
import { factsOf } from '../../../shared/rules/card-facts.ts';
import { copyProblems, traitLimitProblems } from '../../../shared/rules/copy-limits.ts';
import { alternativeKind, packCycles } from '../../../shared/rules/signature-alternatives.ts';
import { textLimitOf } from '../../../shared/rules/text-limits.ts';
import { basicWeaknessSuccessors } from '../../../shared/rules/weakness-successors.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Deck limits, signature kinds and weakness successors read from the card texts of the real data,
// so that a new card of the same kind just works (no hand list).

const pool = await realPool().catch(() => undefined);
const card = (code: string) => pool!.card(code)!;
const entries = (counts: Record<string, number>) =>
  Object.entries(counts).map(([code, count]) => ({ card: card(code), count }));

describeRealData('limits, alternatives and successors read from card text', () => {
  describe('Grimoire "Regeln für den Deckbau": per-subtitle limits written on the card', () => {
    it('reads "Limit 1 <title> (<subtitle>) per deck" for Precious Memento, Empower Self and Sacred Oath', () => {
      for (const code of ['08114', '08115', '06241', '06242', '06243', '11121', '11122', '11123'])
        expect(textLimitOf(card(code)), code).toEqual({ kind: 'subtitle', limit: 1 });
      // Every card of the data that writes such a limit is one of these eight.
      const subtitled = pool!.playerCards.filter((c) => textLimitOf(c)?.kind === 'subtitle').map((c) => c.code);
      expect(subtitled.sort()).toEqual(['06241', '06242', '06243', '08114', '08115', '11121', '11122', '11123']);
    });

    it('Sacred Oath (Myriad): one of each version is legal (3 by title), a second Oath of Loyalty is not', () => {
      expect(copyProblems(entries({ '11121': 1, '11122': 1, '11123': 1 }), false)).toEqual([]);
      const twice = copyProblems(entries({ '11121': 2, '11122': 1 }), false);
      expect(twice).toEqual([
        expect.objectContaining({
          code: 'too_many_copies',
          cards: ['11121'],
          rule: { source: 'card', code: '11121' },
          details: expect.objectContaining({ limit: 1, count: 2, scope: 'subtitle' }),
        }),
      ]);
    });

    it('Precious Memento: the title limit of 2 still holds beside the per-version limits', () => {
      expect(copyProblems(entries({ '08114': 1, '08115': 1 }), false)).toEqual([]);
      expect(factsOf(card('08114')).textLimit).toEqual({ kind: 'subtitle', limit: 1 });
    });
  });

  describe('"Limit 1 [[Covenant]] per deck": a trait limit, too_many_copies like every other per-deck limit', () => {
    it('reads the trait from the text of all five Covenants', () => {
      for (const code of ['07110', '07113', '07116', '07120', '07122'])
        expect(textLimitOf(card(code)), code).toEqual({ kind: 'trait', trait: 'covenant', limit: 1 });
    });

    it('two Covenants of different titles are too_many_copies naming both; one is fine', () => {
      expect(traitLimitProblems(entries({ '07110': 1 }))).toEqual([]);
      expect(traitLimitProblems(entries({ '07110': 1, '07113': 1 }))).toEqual([
        {
          code: 'too_many_copies',
          cards: ['07110', '07113'],
          rule: { source: 'card', code: '07110' },
          details: { name: 'covenant', limit: 1, count: 2, scope: 'trait' },
        },
      ]);
    });
  });

  describe('Grimoire "Signaturkarten eines Ermittlers": kinds of alternative signature cards', () => {
    it('Advanced (Parallel), novella Replacement (cycle promotional), and Parallel Replacement sets', () => {
      const cycleOf = packCycles(pool!);
      expect(alternativeKind(card('90030'), cycleOf)).toBe('advanced');
      expect(alternativeKind(card('90031'), cycleOf)).toBe('advanced');
      expect(alternativeKind(card('98005'), cycleOf)).toBe('novella');
      expect(alternativeKind(card('98014'), cycleOf)).toBe('novella');
      expect(alternativeKind(card('90088'), cycleOf)).toBe('set');
      expect(alternativeKind(card('90047'), cycleOf)).toBe('set');
    });
  });

  describe('Grimoire "Zufällige Grundschwächen": weaknesses a basic weakness put in its place', () => {
    it('follows each "search the collection for …" chain to its end, and nothing else', () => {
      expect([...basicWeaknessSuccessors(pool!)].sort()).toEqual(['04039', '04041', '04042', '53014', '53015']);
    });
  });
});
