import type { DeckRequirements } from '../cards/deck-requirements.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { accessProblems, type CountedCard } from './deck-access.ts';
import { cardRule, type DeckProblem } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';

// ‖Jim Culver (90049): a separate spirit deck in `meta.extra_deck` — "9 different Ally assets
// from any class level 0–2, Vengeful Shade" (side_deck_options / side_deck_requirements).

// The codes the spirit deck's requirements name, per requirements object (parsed once per text).
const requiredSideCodes = new WeakMap<DeckRequirements, ReadonlySet<string>>();

function requiredSide(requirements: DeckRequirements): ReadonlySet<string> {
  let codes = requiredSideCodes.get(requirements);
  if (!codes) {
    codes = new Set(requirements.cards.flat());
    requiredSideCodes.set(requirements, codes);
  }
  return codes;
}

export function extraDeckProblems(
  ctx: InvestigatorContext,
  extraDeck: string | undefined,
  lookup: (code: string) => TabooedCard | undefined,
): DeckProblem[] {
  const { sideRequirements } = ctx;
  if (sideRequirements.size === undefined && sideRequirements.cards.length === 0) return [];
  const rule = cardRule(ctx.back.code);
  const counts = new Map<string, number>();
  for (const part of (extraDeck ?? '').split(',')) {
    const code = part.trim();
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const problems: DeckProblem[] = [];
  const required = requiredSide(sideRequirements);
  const unknown: string[] = [];
  const entries: CountedCard[] = [];
  for (const [code, count] of counts) {
    const card = lookup(code);
    if (!card) unknown.push(code);
    else if (!required.has(code)) entries.push({ card, count });
  }
  if (unknown.length) problems.push({ code: 'unknown_cards', cards: unknown, rule, deck: 'extra' });
  const missing = sideRequirements.cards.filter((alternatives) => !alternatives.some((code) => counts.has(code)));
  // "Vengeful Shade": exactly the required card, once (the listed number of copies, Grimoire
  // "Signaturkarten eines Ermittlers"), like the main deck's requirements.
  const repeatedRequired = sideRequirements.cards.flatMap((alternatives) => {
    let copies = 0;
    for (const code of alternatives) copies += counts.get(code) ?? 0;
    return copies > 1 ? alternatives.filter((code) => counts.has(code)) : [];
  });
  if (repeatedRequired.length)
    problems.push({
      code: 'investigator',
      cards: repeatedRequired,
      rule,
      deck: 'extra',
      details: { requirement: 'signature_count' },
    });
  if (missing.length)
    problems.push({
      code: 'investigator',
      cards: missing.map((a) => a[0]!),
      rule,
      deck: 'extra',
      details: { requirement: 'signature_missing' },
    });
  let size = 0;
  const repeated: string[] = [];
  for (const e of entries) {
    size += e.count;
    if (e.count > 1) repeated.push(e.card.code);
  }
  const wanted = sideRequirements.size ?? size;
  if (size !== wanted)
    problems.push({
      code: size < wanted ? 'too_few_cards' : 'too_many_cards',
      cards: [],
      rule,
      deck: 'extra',
      details: { size: wanted, count: size },
    });
  if (repeated.length)
    problems.push({ code: 'too_many_copies', cards: repeated, rule, deck: 'extra', details: { limit: 1 } });
  for (const p of accessProblems(ctx, entries, ctx.sideOptions)) problems.push({ ...p, deck: 'extra' as const });
  return problems;
}
