import type { TabooedCard } from '../cards/taboo.ts';
import { accessProblems, type CountedCard } from './deck-access.ts';
import { cardRule, type DeckProblem } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';

// ‖Jim Culver (90049): a separate spirit deck in `meta.extra_deck` — "9 different Ally assets
// from any class level 0–2, Vengeful Shade" (side_deck_options / side_deck_requirements).

export function extraDeckProblems(ctx: InvestigatorContext, extraDeck: string | undefined, lookup: (code: string) => TabooedCard | undefined): DeckProblem[] {
  const { sideRequirements } = ctx;
  if (sideRequirements.size === undefined && sideRequirements.cards.length === 0) return [];
  const rule = cardRule(ctx.back.code);
  const codes = (extraDeck ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  const problems: DeckProblem[] = [];
  const unknown = [...counts.keys()].filter((code) => !lookup(code));
  if (unknown.length) problems.push({ code: 'unknown_cards', cards: unknown, rule, deck: 'extra' });
  const required = new Set(sideRequirements.cards.flat());
  const missing = sideRequirements.cards.filter((alternatives) => !alternatives.some((code) => counts.has(code)));
  if (missing.length) problems.push({ code: 'investigator', cards: missing.map((a) => a[0]!), rule, deck: 'extra', details: { requirement: 'signature_missing' } });
  const entries: CountedCard[] = [...counts].flatMap(([code, count]) => {
    const card = lookup(code);
    return card && !required.has(code) ? [{ card, count }] : [];
  });
  const size = entries.reduce((sum, e) => sum + e.count, 0);
  const wanted = sideRequirements.size ?? size;
  if (size !== wanted) problems.push({ code: size < wanted ? 'too_few_cards' : 'too_many_cards', cards: [], rule, deck: 'extra', details: { size: wanted, count: size } });
  const repeated = entries.filter((e) => e.count > 1).map((e) => e.card.code);
  if (repeated.length) problems.push({ code: 'too_many_copies', cards: repeated, rule, deck: 'extra', details: { limit: 1 } });
  problems.push(...accessProblems(ctx, entries, ctx.sideOptions).map((p) => ({ ...p, deck: 'extra' as const })));
  return problems;
}
