import type { Card } from '../cards/card-types.ts';
import { traitsOf } from './card-restrictions.ts';
import { cardRule, type DeckProblem, grimoire } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import {
  DIRECTIVES,
  DIRECTIVES_REQUIRED,
  DISCIPLINES,
  JOE_DIAMOND,
  JOE_DIAMOND_INSIGHT_EVENTS,
  LILY_CHEN,
  PARALLEL_ROLAND,
  PARALLEL_WENDY,
  TIDAL_MEMENTO,
} from './special-cards.ts';

// Deckbuilding requirements that exist only in an investigator's text, not in deck_requirements.

const count = (counts: ReadonlyMap<string, number>, codes: readonly string[]) =>
  codes.reduce((n, c) => n + (counts.get(c) ?? 0), 0);

/** Cards only a parallel front brings (‖Wendy's Tidal Memento, ‖Roland's Directives) need that front. */
export function parallelFrontAllows(ctx: InvestigatorContext, code: string): boolean {
  if (code === TIDAL_MEMENTO) return ctx.front.code === PARALLEL_WENDY;
  if ((DIRECTIVES as readonly string[]).includes(code)) return ctx.front.code === PARALLEL_ROLAND;
  return true;
}

/** Lily Chen: a Discipline of her choice is part of her requirements; at least one. */
export function disciplineCount(counts: ReadonlyMap<string, number>): number {
  return count(counts, DISCIPLINES);
}

export function textRequirementProblems(
  ctx: InvestigatorContext,
  counts: ReadonlyMap<string, number>,
  lookup: (code: string) => Card | undefined,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const parallelOnly: string[] = [];
  for (const code of counts.keys()) if (!parallelFrontAllows(ctx, code)) parallelOnly.push(code);
  if (parallelOnly.length)
    problems.push({
      code: 'investigator',
      cards: parallelOnly,
      rule: grimoire('Signaturkarten eines Ermittlers'),
      details: { requirement: 'parallel_front' },
    });
  if (ctx.back.code === JOE_DIAMOND) {
    let insight = 0;
    for (const [code, n] of counts) {
      const card = lookup(code);
      if (card?.type_code === 'event' && traitsOf(card).includes('insight')) insight += n;
    }
    if (insight < JOE_DIAMOND_INSIGHT_EVENTS) {
      problems.push({
        code: 'deck_options_limit',
        cards: [],
        rule: cardRule(JOE_DIAMOND),
        details: { atleastMin: JOE_DIAMOND_INSIGHT_EVENTS, count: insight },
      });
    }
  }
  if (ctx.front.code === PARALLEL_WENDY && counts.get(TIDAL_MEMENTO) !== 1) {
    problems.push({
      code: 'investigator',
      cards: [TIDAL_MEMENTO],
      rule: cardRule(PARALLEL_WENDY),
      details: { requirement: counts.has(TIDAL_MEMENTO) ? 'signature_count' : 'signature_missing' },
    });
  }
  if (ctx.front.code === PARALLEL_ROLAND) {
    const chosen = DIRECTIVES.filter((code) => counts.has(code));
    if (chosen.length !== DIRECTIVES_REQUIRED || chosen.some((code) => counts.get(code) !== 1)) {
      problems.push({
        code: 'investigator',
        cards: [...chosen],
        rule: cardRule(PARALLEL_ROLAND),
        details: { requirement: 'directives', needed: DIRECTIVES_REQUIRED, count: chosen.length },
      });
    }
  }
  if (ctx.back.code === LILY_CHEN && disciplineCount(counts) === 0) {
    problems.push({
      code: 'investigator',
      cards: [DISCIPLINES[0]],
      rule: grimoire('Signaturkarten eines Ermittlers'),
      details: { requirement: 'signature_missing' },
    });
  }
  return problems;
}
