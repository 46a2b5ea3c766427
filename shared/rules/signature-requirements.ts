import type { Card } from '../cards/card-types.ts';
import type { DeckRequirements } from '../cards/deck-requirements.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { type DeckProblem, grimoire } from './deck-problem.ts';
import type { InvestigatorContext } from './investigator-context.ts';
import { type AlternativeKind, alternativeKind } from './signature-alternatives.ts';
import {
  BURDEN_OF_DESTINY,
  LILY_CHEN,
  MANDY_THOMPSON,
  OCCULT_EVIDENCE,
  RANDOM_BASIC_WEAKNESS,
} from './special-cards.ts';
import { disciplineCount } from './text-requirements.ts';

// Grimoire "Signaturkarten eines Ermittlers": the listed number of copies (the printed quantity,
// else 1) of each required card, or one complete set of its replacements (card:A:B:C); which
// alternative goes with which is in signature-alternatives.ts.

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
    for (let k = 1; k < width; k++)
      sets.push([...new Set(entries.map((e) => e[k]).filter((c): c is string => Boolean(c)))]);
    return sets;
  });
}

// Per requirements object (parsed once per text, shared by every deck of the investigator);
// callers of the cached forms must not change the result.
const cachedGroups = new WeakMap<DeckRequirements, string[][][]>();
const cachedCodes = new WeakMap<DeckRequirements, ReadonlySet<string>>();

function groupsOf(ctx: InvestigatorContext): string[][][] {
  let groups = cachedGroups.get(ctx.requirements);
  if (!groups) {
    groups = requirementGroups(ctx);
    cachedGroups.set(ctx.requirements, groups);
  }
  return groups;
}

/** Every code the investigator's requirements name; such cards skip access and deck size. */
export function requiredCodes(ctx: InvestigatorContext): Set<string> {
  return new Set(ctx.requirements.cards.flat());
}

/** requiredCodes, shared per requirements: must not be changed. */
export function requiredCodeSet(ctx: InvestigatorContext): ReadonlySet<string> {
  let codes = cachedCodes.get(ctx.requirements);
  if (!codes) {
    codes = requiredCodes(ctx);
    cachedCodes.set(ctx.requirements, codes);
  }
  return codes;
}

function requiredCopies(
  card: Card | undefined,
  ctx: InvestigatorContext,
  chosenSize: number,
  setSize: number,
  counts: ReadonlyMap<string, number>,
): number {
  if (!card) return 1;
  // Mandy Thompson: "1 copy of Occult Evidence (2 … if your deck size is 40; 3 … if 50)" — the chosen size.
  if (card.code === OCCULT_EVIDENCE && ctx.back.code === MANDY_THOMPSON) return Math.max(1, (chosenSize - 20) / 10);
  // Lily Chen: "1 Burden of Destiny for each Discipline asset".
  if (card.code === BURDEN_OF_DESTINY && ctx.back.code === LILY_CHEN) return Math.max(1, disciplineCount(counts));
  return setSize > 1 ? 1 : (card.quantity ?? 1);
}

/** Whether the deck holds exactly the required copies of every card of `set`. */
function fits(
  set: readonly string[],
  ctx: InvestigatorContext,
  counts: ReadonlyMap<string, number>,
  lookup: (code: string) => Card | undefined,
  chosenSize: number,
): boolean {
  for (const code of set)
    if ((counts.get(code) ?? 0) !== requiredCopies(lookup(code), ctx, chosenSize, set.length, counts)) return false;
  return true;
}

/** Copies of random basic weaknesses and their placeholder among `counts`. */
export function basicWeaknessCount(
  counts: ReadonlyMap<string, number>,
  lookup: (code: string) => Card | undefined,
): number {
  let weaknesses = 0;
  for (const [code, count] of counts) {
    if (code === RANDOM_BASIC_WEAKNESS || lookup(code)?.subtype_code === 'basicweakness') weaknesses += count;
  }
  return weaknesses;
}

const noCycles = (): string | undefined => undefined;

// A group's sets come from one investigator of one pool (cachedGroups), so what kind of
// alternative each set is stays the same for them and the pool's cycles: computed once.
const cachedKinds = new WeakMap<string[][], WeakMap<(pack: string) => string | undefined, AlternativeKind[]>>();

function kindsOf(
  sets: string[][],
  lookup: (code: string) => Card | undefined,
  cycleOf: (pack: string) => string | undefined,
): AlternativeKind[] {
  let byCycles = cachedKinds.get(sets);
  if (!byCycles) {
    byCycles = new WeakMap();
    cachedKinds.set(sets, byCycles);
  }
  let kinds = byCycles.get(cycleOf);
  if (!kinds) {
    kinds = sets.map((set, i) => (i === 0 ? 'set' : alternativeKind(lookup(set[0]!), cycleOf)));
    byCycles.set(cycleOf, kinds);
  }
  return kinds;
}

const cachedWanted = new WeakMap<InvestigatorContext['requirements'], number>();

/** How many random basic weaknesses the investigator's requirements ask for. */
function randomWeaknessesWanted(ctx: InvestigatorContext): number {
  let wanted = cachedWanted.get(ctx.requirements);
  if (wanted === undefined) {
    wanted = ctx.requirements.random.filter((r) => r.value === 'basicweakness').length;
    cachedWanted.set(ctx.requirements, wanted);
  }
  return wanted;
}

/** Which of a group's sets the deck fills (`chosen`, -1 for none) and the problem, if any. */
function groupChoice(
  sets: readonly string[][],
  kinds: readonly AlternativeKind[],
  fitsSet: (set: readonly string[]) => boolean,
  counts: ReadonlyMap<string, number>,
): { chosen: number; present: string[]; requirement?: string } {
  const present: string[] = [];
  // Sets taken instead of the original (the original among them), and novella sets besides.
  const instead: number[] = [];
  const besides: number[] = [];
  for (let i = 0; i < sets.length; i++) {
    let here = false;
    for (const code of sets[i]!)
      if ((counts.get(code) ?? 0) > 0) {
        present.push(code);
        here = true;
      }
    if (here) (i > 0 && kinds[i] === 'novella' ? besides : instead).push(i);
  }
  if (instead.length + besides.length === 0) return { chosen: -1, present, requirement: 'signature_missing' };
  // A novella Replacement goes with the original only, never with another alternative.
  if (instead.length > 1 || besides.length > 1 || (besides.length && instead.length && instead[0] !== 0))
    return { chosen: -1, present, requirement: 'signature_mixed' };
  const chosen = instead[0] ?? besides[0]!;
  for (const i of [...instead, ...besides])
    if (!fitsSet(sets[i]!)) return { chosen, present, requirement: 'signature_count' };
  return { chosen, present };
}

/**
 * `weaknesses`: the copies of random basic weaknesses (and what replaced them) when the caller
 * has counted them; `cycleOf`: each pack's cycle (packCycles), to tell novella Replacement cards.
 */
export function signatureProblems(
  ctx: InvestigatorContext,
  counts: ReadonlyMap<string, number>,
  lookup: (code: string) => Card | undefined,
  chosenSize: number,
  weaknesses = basicWeaknessCount(counts, lookup),
  cycleOf: (pack: string) => string | undefined = noCycles,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  // Advanced signatures replace the originals only as a whole set: the groups taking them and those not.
  const advanced: string[] = [];
  const notAdvanced: string[] = [];
  for (const sets of groupsOf(ctx)) {
    const kinds = kindsOf(sets, lookup, cycleOf);
    const fitsSet = (set: readonly string[]) => fits(set, ctx, counts, lookup, chosenSize);
    const { chosen, present, requirement } = groupChoice(sets, kinds, fitsSet, counts);
    if (requirement) {
      problems.push({
        code: 'investigator',
        cards: present.length ? present : [...sets[0]!],
        rule: SIGNATURE_RULE,
        details: { requirement },
      });
      continue;
    }
    if (!kinds.includes('advanced')) continue;
    if (kinds[chosen] === 'advanced') advanced.push(...sets[chosen]!);
    else notAdvanced.push(...present);
  }
  if (advanced.length && notAdvanced.length)
    problems.push({
      code: 'investigator',
      cards: notAdvanced,
      rule: SIGNATURE_RULE,
      details: { requirement: 'advanced_partial', advanced: advanced.join(',') },
    });
  const wanted = randomWeaknessesWanted(ctx);
  if (weaknesses < wanted) {
    problems.push({
      code: 'investigator',
      cards: [],
      rule: grimoire(GRIMOIRE_SECTIONS.randomWeaknesses),
      details: { requirement: 'random_basic_weakness', needed: wanted, count: weaknesses },
    });
  }
  return problems;
}
