import type { Card } from '../cards/card-types.ts';
import { grimoire, type DeckProblem } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import { BURDEN_OF_DESTINY, LILY_CHEN, MANDY_THOMPSON, OCCULT_EVIDENCE, RANDOM_BASIC_WEAKNESS } from './special-cards.ts';
import { disciplineCount } from './text-requirements.ts';

// Grimoire "Signaturkarten eines Ermittlers": the listed number of copies (the printed quantity,
// else 1) of each required card, or one complete set of its replacements (card:A:B:C).

const SIGNATURE_RULE = grimoire('Signaturkarten eines Ermittlers');

/** The codes each requirement group may be filled with: the original, or the n-th alternatives. */
export function requirementGroups(ctx: InvestigatorContext): string[][][] {
  const groups = new Map<string, string[][]>();
  for (const entry of ctx.requirements.cards) {
    const list = groups.get(entry[0]!) ?? [];
    list.push(entry);
    groups.set(entry[0]!, list);
  }
  return [...groups.values()].map((entries) => {
    const width = Math.max(...entries.map((e) => e.length));
    const sets: string[][] = [[entries[0]![0]!]];
    for (let k = 1; k < width; k++) sets.push([...new Set(entries.map((e) => e[k]).filter((c): c is string => Boolean(c)))]);
    return sets;
  });
}

/** Every code the investigator's requirements name; such cards skip access and deck size. */
export function requiredCodes(ctx: InvestigatorContext): Set<string> {
  return new Set(ctx.requirements.cards.flat());
}

function requiredCopies(card: Card | undefined, ctx: InvestigatorContext, chosenSize: number, setSize: number, counts: ReadonlyMap<string, number>): number {
  if (!card) return 1;
  // Mandy Thompson: "1 copy of Occult Evidence (2 … if your deck size is 40; 3 … if 50)" — the chosen size.
  if (card.code === OCCULT_EVIDENCE && ctx.back.code === MANDY_THOMPSON) return Math.max(1, (chosenSize - 20) / 10);
  // Lily Chen: "1 Burden of Destiny for each Discipline asset".
  if (card.code === BURDEN_OF_DESTINY && ctx.back.code === LILY_CHEN) return Math.max(1, disciplineCount(counts));
  return setSize > 1 ? 1 : (card.quantity ?? 1);
}

export function signatureProblems(
  ctx: InvestigatorContext,
  counts: ReadonlyMap<string, number>,
  lookup: (code: string) => Card | undefined,
  chosenSize: number,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  for (const sets of requirementGroups(ctx)) {
    const present = sets.map((set) => set.filter((code) => (counts.get(code) ?? 0) > 0));
    const used = present.filter((codes) => codes.length > 0).length;
    const fits = (set: string[]) =>
      set.every((code) => (counts.get(code) ?? 0) === requiredCopies(lookup(code), ctx, chosenSize, set.length, counts));
    const chosen = sets.findIndex((set, i) => present[i]!.length > 0 && fits(set));
    if (used === 1 && chosen >= 0) continue;
    problems.push({
      code: 'investigator',
      cards: used > 0 ? present.flat() : sets[0]!,
      rule: SIGNATURE_RULE,
      details: { requirement: used > 1 ? 'signature_mixed' : used === 0 ? 'signature_missing' : 'signature_count' },
    });
  }
  const wanted = ctx.requirements.random.filter((r) => r.value === 'basicweakness').length;
  let weaknesses = 0;
  for (const [code, count] of counts) {
    const card = lookup(code);
    if (code === RANDOM_BASIC_WEAKNESS || card?.subtype_code === 'basicweakness') weaknesses += count;
  }
  if (weaknesses < wanted) {
    problems.push({
      code: 'investigator',
      cards: [],
      rule: grimoire('Zufällige Grundschwächen'),
      details: { requirement: 'random_basic_weakness', needed: wanted, count: weaknesses },
    });
  }
  return problems;
}
