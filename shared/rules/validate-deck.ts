import type { CardPool } from '../cards/card-pool.ts';
import type { Card } from '../cards/card-types.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { parseDeckMeta, type DeckJson, type DeckMeta } from '../decks/deck-json.ts';
import { isResearched, restrictionsAllow } from './card-restrictions.ts';
import { copyProblems, covenantProblems } from './copy-limits.ts';
import { accessProblems, bypassesAccess, effectiveOptions, type CountedCard } from './deck-access.ts';
import { grimoire, cardRule, type DeckProblem } from './deck-problem.ts';
import { chosenDeckSize, countsTowardSize, deckSizeFor } from './deck-size.ts';
import { choiceProblems } from './choice-problems.ts';
import { textRequirementProblems } from './text-requirements.ts';
import { investigatorContext, type InvestigatorContext } from './investigator-context.ts';
import { requiredCodes, signatureProblems } from './signature-requirements.ts';
import { ANCESTRAL_KNOWLEDGE, ANCESTRAL_KNOWLEDGE_MIN_SKILLS, BONUS_EXPERIENCE, UNDERWORLD_SUPPORT, VERSATILE } from './special-cards.ts';
import { customizationsFor, customizedCard } from './customizations.ts';
import { deckXp } from './deck-xp.ts';
import { extraDeckProblems } from './extra-deck.ts';
import { basicWeaknessesIn, standaloneProblems, standaloneWeaknessesFor } from './standalone.ts';

export interface ValidateOptions {
  /** Grimoire "Einzelspielszenario": XP table and extra random basic weaknesses. */
  standalone?: boolean;
  /** Researched ("Erforscht") cards the campaign log has unlocked. */
  unlocked?: readonly string[];
}

export interface DeckValidation {
  valid: boolean;
  problems: DeckProblem[];
  /** Cards that count toward the investigator's deck size. */
  deckSize: number;
  /** What the deck's cards are worth in XP (as if bought from level 0). */
  xp: number;
  standaloneWeaknesses?: number;
}

/** The deck's cards as the rules see them: taboo applied, customization sheets taken into account. */
function countedCards(
  slots: Record<string, number>,
  lookup: (code: string) => TabooedCard | undefined,
  meta: DeckMeta,
  unknown: string[],
): CountedCard[] {
  const entries: CountedCard[] = [];
  for (const [code, count] of Object.entries(slots)) {
    if (count <= 0) continue;
    const card = lookup(code);
    if (card) entries.push({ card: card.customization_options ? customizedCard(card, customizationsFor(meta, code)) : card, count });
    else unknown.push(code);
  }
  return entries;
}

/** rules.json `Bonded`: bonded cards come only with their parent card, at most `bonded_count` of them. */
function bondedProblems(entries: readonly CountedCard[]): DeckProblem[] {
  const rule = { source: 'glossary', id: 'Bonded' } as const;
  const names = new Set(entries.map((e) => e.card.name));
  const orphans = entries.filter((e) => e.card.bonded_to && !names.has(e.card.bonded_to)).map((e) => e.card.code);
  const extra = entries.filter((e) => e.card.bonded_to && e.card.bonded_count !== undefined && e.count > e.card.bonded_count);
  return [
    ...(orphans.length ? [{ code: 'invalid_cards' as const, cards: orphans, rule }] : []),
    ...extra.map((e) => ({ code: 'too_many_copies' as const, cards: [e.card.code], rule, details: { name: e.card.name, limit: e.card.bonded_count!, count: e.count } })),
  ];
}

function restrictionProblems(ctx: InvestigatorContext, entries: readonly CountedCard[]): DeckProblem[] {
  const refused = entries.filter((e) => !restrictionsAllow(e.card, ctx.front, ctx.codes)).map((e) => e.card.code);
  return refused.length ? [{ code: 'invalid_cards', cards: refused, rule: grimoire('Signaturkarten eines Ermittlers') }] : [];
}

/**
 * Validates an ArkhamDB deck against every deckbuilding rule (issue 3); pure, no text: the
 * problems carry codes, cards and the rule, and the edges turn them into German sentences.
 */
export function validateDeck(deck: DeckJson, pool: CardPool, options: ValidateOptions = {}): DeckValidation {
  const lookup = pool.withTaboo(deck.taboo_id);
  const meta = parseDeckMeta(deck.meta);
  const unknown: string[] = [];
  const investigator = lookup(deck.investigator_code);
  const entries = countedCards(deck.slots, lookup, meta, unknown);
  const problems: DeckProblem[] = [];
  if (!investigator || investigator.type_code !== 'investigator') {
    problems.push({ code: 'unknown_cards', cards: [deck.investigator_code], rule: grimoire('Regeln für den Deckbau') });
    return { valid: false, problems, deckSize: 0, xp: 0 };
  }
  const ctx = investigatorContext(investigator, meta, lookup, pool.byName);
  const required = requiredCodes(ctx);
  const canonical = new Map<string, number>();
  for (const e of entries) {
    const code = e.card.duplicate_of ?? e.card.code;
    canonical.set(code, (canonical.get(code) ?? 0) + e.count);
  }
  const ignored = deck.ignoreDeckLimitSlots;
  const sized = entries.filter((e) => countsTowardSize(e.card, required));
  const deckSize = sized.reduce((sum, e) => sum + e.count - Math.min(e.count, ignored[e.card.code] ?? 0), 0);
  const wanted = deckSizeFor(ctx, canonical);
  if (deckSize < wanted) problems.push({ code: 'too_few_cards', cards: [], rule: grimoire('Regeln für den Deckbau'), details: { size: wanted, count: deckSize } });
  if (deckSize > wanted) problems.push({ code: 'too_many_cards', cards: [], rule: grimoire('Regeln für den Deckbau'), details: { size: wanted, count: deckSize } });

  problems.push(...copyProblems(entries.map((e) => ({ card: e.card, count: e.count - Math.min(e.count, ignored[e.card.code] ?? 0) })), canonical.has(UNDERWORLD_SUPPORT)));
  const deckOptions = effectiveOptions(ctx, new Set(canonical.keys()), canonical.get(VERSATILE) ?? 0);
  problems.push(...accessProblems(ctx, entries.filter((e) => !bypassesAccess(e.card, required)), deckOptions));
  problems.push(...restrictionProblems(ctx, entries));
  problems.push(...covenantProblems(entries));
  problems.push(...bondedProblems(entries));
  problems.push(...signatureProblems(ctx, canonical, lookup, chosenDeckSize(ctx)));
  problems.push(...textRequirementProblems(ctx, canonical, lookup));
  problems.push(...choiceProblems(ctx));

  const skills = entries.filter((e) => e.card.type_code === 'skill').reduce((sum, e) => sum + e.count, 0);
  if (canonical.has(ANCESTRAL_KNOWLEDGE) && skills < ANCESTRAL_KNOWLEDGE_MIN_SKILLS) {
    problems.push({ code: 'deck_options_limit', cards: [ANCESTRAL_KNOWLEDGE], rule: cardRule(ANCESTRAL_KNOWLEDGE), details: { atleastMin: ANCESTRAL_KNOWLEDGE_MIN_SKILLS, count: skills } });
  }
  const locked = entries.filter((e) => isResearched(e.card) && !options.unlocked?.includes(e.card.duplicate_of ?? e.card.code));
  if (locked.length) problems.push({ code: 'researched_locked', cards: locked.map((e) => e.card.code), rule: grimoire('Erforscht') });
  if (unknown.length) problems.push({ code: 'unknown_cards', cards: unknown, rule: grimoire('Regeln für den Deckbau') });
  problems.push(...extraDeckProblems(ctx, meta.extra_deck, lookup));

  const xp = deckXp(deck.slots, lookup, meta).xp;
  if (!options.standalone) return { valid: problems.length === 0, problems, deckSize, xp };
  // "Bonus Experience … does not affect the number of weaknesses you must take in Standalone Mode."
  const counted = Math.max(0, xp - (BONUS_EXPERIENCE[ctx.back.code] ?? 0));
  problems.push(...standaloneProblems(counted, basicWeaknessesIn(deck.slots, lookup), ctx.requirements.random.length));
  return { valid: problems.length === 0, problems, deckSize, xp, standaloneWeaknesses: standaloneWeaknessesFor(counted) ?? 0 };
}
