import type { VariantId } from '../campaign/campaign-variants.ts';
import type { CardPool } from '../cards/card-pool.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { type DeckJson, type DeckMeta, parseDeckMeta } from '../decks/deck-json.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { type CardFacts, factsOf } from './card-facts.ts';
import { restrictionsAllow } from './card-restrictions.ts';
import { cardVersionProblems } from './card-versions.ts';
import { choiceProblems } from './choice-problems.ts';
import { copyProblems, traitLimitProblems } from './copy-limits.ts';
import { customizationChoiceProblems } from './customization-choices.ts';
import { customizedCardFor } from './customizations.ts';
import { type CountedCard, deckAccessProblems, factsBypassAccess } from './deck-access.ts';
import type { DeckEnvironment } from './deck-environment.ts';
import { cardRule, type DeckProblem, glossary, grimoire } from './deck-problem.ts';
import { chosenDeckSize, deckSizeFor, factsCountTowardSize } from './deck-size.ts';
import { cardsXp } from './deck-xp.ts';
import { environmentProblems } from './environment-problems.ts';
import { extraDeckProblems } from './extra-deck.ts';
import { type InvestigatorContext, investigatorContext } from './investigator-context.ts';
import { rewardChecks } from './reward-cards.ts';
import { packCycles } from './signature-alternatives.ts';
import { requiredCodeSet, signatureProblems } from './signature-requirements.ts';
import {
  ANCESTRAL_KNOWLEDGE,
  ANCESTRAL_KNOWLEDGE_MIN_SKILLS,
  BONUS_EXPERIENCE,
  COLLECTOR,
  ON_YOUR_OWN,
  RANDOM_BASIC_WEAKNESS,
  UNDERWORLD_SUPPORT,
  VERSATILE,
} from './special-cards.ts';
import { basicWeaknessesIn, standaloneProblems, standaloneWeaknessesFor } from './standalone.ts';
import { textRequirementProblems } from './text-requirements.ts';
import { variantProblems } from './variant-problems.ts';
import { basicWeaknessSuccessors } from './weakness-successors.ts';

export interface ValidateOptions {
  /** Grimoire "Einzelspielszenario": XP table and extra random basic weaknesses. */
  standalone?: boolean;
  /**
   * Researched ("Erforscht") and reward („Belohnung“) cards the campaign log has unlocked: the
   * deck's campaign context (empty: a campaign that unlocked none). Without it their legality is
   * unknown: a warning.
   */
  unlocked?: readonly string[];
  /** Grimoire XII „Deckbau-Umgebungen“: the pool the deck is built from; absent: Legacy. */
  environment?: DeckEnvironment;
  /** Grimoire „Ultimaten und Gaben“: the campaign's variants that change deckbuilding. */
  variants?: readonly VariantId[];
}

export interface DeckValidation {
  /** No problems (warnings do not count). */
  valid: boolean;
  /** What makes the deck illegal. */
  problems: DeckProblem[];
  /** What the player should know that does not make the deck illegal (same shape). */
  warnings: DeckProblem[];
  /** Cards that count toward the investigator's deck size. */
  deckSize: number;
  /** What the deck's cards are worth in XP (as if bought from level 0). */
  xp: number;
  standaloneWeaknesses?: number;
}

// The parsed `meta` per text: validation only reads it (parseDeckMeta gives callers their own copy).
const metaTexts = new Map<string, DeckMeta>();

function deckMeta(text: string): DeckMeta {
  let meta = metaTexts.get(text);
  if (!meta) {
    meta = parseDeckMeta(text);
    if (metaTexts.size >= 256) metaTexts.clear();
    metaTexts.set(text, meta);
  }
  return meta;
}

/** The deck's cards as the rules see them: taboo applied, customization sheets taken into account. */
interface Counted {
  entries: CountedCard[];
  /** Each entry's card facts (of the customized card where there is a sheet). */
  facts: CardFacts[];
  /** Each entry's card as printed (taboo applied, before customization) and its facts, for its XP. */
  printed: TabooedCard[];
  printedFacts: CardFacts[];
  unknown: string[];
}

function countedCards(
  slots: Record<string, number>,
  lookup: (code: string) => TabooedCard | undefined,
  meta: DeckMeta,
): Counted {
  const entries: CountedCard[] = [];
  const facts: CardFacts[] = [];
  const printed: TabooedCard[] = [];
  const printedFacts: CardFacts[] = [];
  const unknown: string[] = [];
  for (const code of Object.keys(slots)) {
    const count = slots[code]!;
    if (count <= 0) continue;
    const card = lookup(code);
    if (!card) {
      unknown.push(code);
      continue;
    }
    const f = factsOf(card);
    const counted = f.customizable ? customizedCardFor(card, meta, code) : card;
    entries.push({ card: counted, count });
    facts.push(counted === card ? f : factsOf(counted));
    printed.push(card);
    printedFacts.push(f);
  }
  return { entries, facts, printed, printedFacts, unknown };
}

/**
 * rules.json `Bonded`: bonded cards "are not available when you build your deck"; they are set
 * aside beside their parent card and never part of the deck, so one listed in the slots is illegal.
 */
function bondedProblems(facts: readonly CardFacts[]): DeckProblem[] {
  const listed: string[] = [];
  for (const f of facts) if (f.bondedTo) listed.push(f.code);
  return listed.length ? [{ code: 'invalid_cards', cards: listed, rule: glossary('Bonded') }] : [];
}

function restrictionProblems(
  ctx: InvestigatorContext,
  entries: readonly CountedCard[],
  facts: readonly CardFacts[],
): DeckProblem[] {
  const refused: string[] = [];
  // restrictionsAllow lets every card without restrictions in.
  for (let k = 0; k < facts.length; k++)
    if (facts[k]!.restrictions && !restrictionsAllow(entries[k]!.card, ctx.front, ctx.codes))
      refused.push(facts[k]!.code);
  return refused.length
    ? [{ code: 'invalid_cards', cards: refused, rule: grimoire('Signaturkarten eines Ermittlers') }]
    : [];
}

/**
 * Validates an ArkhamDB deck against every deckbuilding rule; pure, no text: problems and
 * warnings carry codes, cards and the rule, and the edges turn them into German sentences.
 */
export function validateDeck(deck: DeckJson, pool: CardPool, options: ValidateOptions = {}): DeckValidation {
  const lookup = pool.withTaboo(deck.taboo_id);
  const meta = deckMeta(deck.meta);
  const investigator = lookup(deck.investigator_code);
  const { entries, facts, printed, printedFacts, unknown } = countedCards(deck.slots, lookup, meta);
  const problems: DeckProblem[] = [];
  if (investigator?.type_code !== 'investigator') {
    problems.push({
      code: 'unknown_cards',
      cards: [deck.investigator_code],
      rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding),
    });
    return { valid: false, problems, warnings: [], deckSize: 0, xp: 0 };
  }
  const ctx = investigatorContext(investigator, meta, lookup, pool.byName);
  const warnings: DeckProblem[] = [];
  const required = requiredCodeSet(ctx);
  const canonical = new Map<string, number>();
  const ignored = deck.ignoreDeckLimitSlots;
  // Card codes never name a property every object has, so without own keys nothing is ignored.
  const ignoring = Object.keys(ignored).length > 0;
  // One pass over the cards for the counts the rules below need.
  let deckSize = 0;
  let skills = 0;
  let weaknesses = 0;
  let customizable = false;
  let limited: CountedCard[] | undefined;
  const access: CountedCard[] = [];
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k]!;
    const f = facts[k]!;
    const code = f.canonical;
    canonical.set(code, (canonical.get(code) ?? 0) + e.count);
    // What the random basic weakness requirement counts: the placeholder and basic weaknesses, by
    // the original printing (a customization sheet leaves the subtype as printed).
    const original = code === f.code ? f.subtypeCode : lookup(code)?.subtype_code;
    if (code === RANDOM_BASIC_WEAKNESS || original === 'basicweakness') weaknesses += e.count;
    else if (f.weakness && basicWeaknessSuccessors(pool).has(code)) weaknesses += e.count;
    // ignoreDeckLimitSlots: those copies count neither toward the deck size nor against the copy limit.
    const counted = ignoring ? e.count - Math.min(e.count, ignored[f.code] ?? 0) : e.count;
    if (counted !== e.count && !limited) limited = entries.slice(0, k);
    if (limited) limited.push(counted === e.count ? e : { card: e.card, count: counted });
    if (factsCountTowardSize(f, required)) deckSize += counted;
    if (f.typeCode === 'skill') skills += e.count;
    if (!factsBypassAccess(f, required)) access.push(e);
    if (f.customizable) customizable = true;
  }
  const wanted = deckSizeFor(ctx, canonical);
  if (deckSize < wanted)
    problems.push({
      code: 'too_few_cards',
      cards: [],
      rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding),
      details: { size: wanted, count: deckSize },
    });
  if (deckSize > wanted)
    problems.push({
      code: 'too_many_cards',
      cards: [],
      rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding),
      details: { size: wanted, count: deckSize },
    });

  problems.push(...copyProblems(limited ?? entries, canonical.has(UNDERWORLD_SUPPORT), facts));
  problems.push(...cardVersionProblems(facts));
  problems.push(
    ...deckAccessProblems(
      ctx,
      access,
      canonical.has(ON_YOUR_OWN),
      canonical.get(VERSATILE) ?? 0,
      canonical.has(COLLECTOR),
    ),
  );
  problems.push(...restrictionProblems(ctx, entries, facts));
  problems.push(...traitLimitProblems(entries, facts));
  problems.push(...bondedProblems(facts));
  problems.push(...signatureProblems(ctx, canonical, lookup, chosenDeckSize(ctx), weaknesses, packCycles(pool)));
  problems.push(...textRequirementProblems(ctx, canonical, lookup));
  problems.push(...choiceProblems(ctx));
  // rules.json `Customizable`: the choices on upgrade sheets; only decks with a customizable card
  // look. A choice not yet recorded is a warning (ArkhamDB and arkham.build exports often leave it
  // out; the card is legal, the player only has to decide), a recorded one that breaks the sheet a problem.
  if (customizable) {
    for (let k = 0; k < printed.length; k++) {
      if (!printedFacts[k]!.customizable) continue;
      for (const p of customizationChoiceProblems(printed[k]!, meta, lookup, pool))
        (p.code === 'customization_choice_missing' ? warnings : problems).push(p);
    }
  }

  if (canonical.has(ANCESTRAL_KNOWLEDGE) && skills < ANCESTRAL_KNOWLEDGE_MIN_SKILLS) {
    problems.push({
      code: 'deck_options_limit',
      cards: [ANCESTRAL_KNOWLEDGE],
      rule: cardRule(ANCESTRAL_KNOWLEDGE),
      details: { atleastMin: ANCESTRAL_KNOWLEDGE_MIN_SKILLS, count: skills },
    });
  }
  // Grimoire "Erforscht": only the campaign log unlocks such a card; without a campaign it is not
  // known whether it did, so the card is named as a warning, never called illegal.
  const locked: string[] = [];
  for (const f of facts) if (f.researched && !options.unlocked?.includes(f.canonical)) locked.push(f.code);
  if (locked.length)
    (options.unlocked ? problems : warnings).push({
      code: options.unlocked ? 'researched_locked' : 'researched_unknown',
      cards: locked,
      rule: grimoire('Erforscht'),
    });
  // Grimoire „Belohnungskarten“: the same campaign context unlocks reward cards.
  const rewards = rewardChecks(facts, entries, options.unlocked);
  problems.push(...rewards.problems);
  warnings.push(...rewards.warnings);
  if (unknown.length)
    problems.push({ code: 'unknown_cards', cards: unknown, rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding) });
  problems.push(...extraDeckProblems(ctx, meta.extra_deck, lookup));
  if (options.environment)
    problems.push(
      ...environmentProblems(pool, options.environment, [investigator, ctx.front, ctx.back], printed, required),
    );
  if (options.variants?.length) {
    const counts = { basicWeaknesses: weaknesses, randomRequired: ctx.requirements.random.length };
    const variantDeck = { facts, entries, required, tabooId: deck.taboo_id, ...counts };
    problems.push(...variantProblems(variantDeck, options.variants, pool));
  }

  const xp = cardsXp(printed, printedFacts, entries, meta);
  if (!options.standalone) return { valid: problems.length === 0, problems, warnings, deckSize, xp };
  // "Bonus Experience … does not affect the number of weaknesses you must take in Standalone Mode."
  const counted = Math.max(0, xp - (BONUS_EXPERIENCE[ctx.back.code] ?? 0));
  problems.push(...standaloneProblems(counted, basicWeaknessesIn(deck.slots, lookup), ctx.requirements.random.length));
  return {
    valid: problems.length === 0,
    problems,
    warnings,
    deckSize,
    xp,
    standaloneWeaknesses: standaloneWeaknessesFor(counted) ?? 0,
  };
}
