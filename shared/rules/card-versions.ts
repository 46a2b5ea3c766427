import type { CardFacts } from './card-facts.ts';
import { type DeckProblem, grimoire } from './deck-problem.ts';

// Grimoire „Modifizierte Reprints“: „Falls ein Spieler zwei Versionen derselben Karte aus
// unterschiedlichen Produkten besitzt, die sich spieltechnisch unterscheiden, darf er nur eine
// Version dieser Karte in seinem Deck verwenden … Dies ist unabhängig davon, wie viele Kopien
// dieser Karte ein Spieler in sein Deck aufnehmen kann.“ The copy limit still counts both
// versions by their shared title (copy-limits.ts); mixing them is a problem of its own.

/** One `card_versions_mixed` problem per modified reprint held beside its original (any printing of it). */
export function cardVersionProblems(facts: readonly CardFacts[]): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const reprint of facts) {
    const original = reprint.modifiedReprintOf;
    if (original === undefined) continue;
    const older = facts.filter((f) => f.canonical === original).map((f) => f.code);
    if (older.length === 0) continue;
    problems.push({
      code: 'card_versions_mixed',
      cards: [...older, reprint.code],
      rule: grimoire('Modifizierte Reprints'),
      details: { original, reprint: reprint.code },
    });
  }
  return problems;
}
