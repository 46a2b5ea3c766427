import type { CardPool } from '../cards/card-pool.ts';
import { isRewardCard } from '../cards/reward-cards.ts';
import { type DeckJson, parseDeckMeta } from '../decks/deck-json.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { isGiven, isResearched } from './card-restrictions.ts';
import { isPurchasedAtCreation } from './creation-purchases.ts';
import { cardRule, type DeckProblem, glossary, grimoire } from './deck-problem.ts';
import { investigatorContext } from './investigator-context.ts';
import { requiredCodes } from './signature-requirements.ts';
import { upgradeCost } from './upgrade-cost.ts';

// Rules that only exist between two versions of a deck: what may enter and what may
// leave while spending experience. Pure, no text; German sentences in shared/i18n/de.

export interface UpgradeProblemOptions {
  /** Researched ("Erforscht") and reward („Belohnung“) cards the campaign unlocked, as `validateDeck` takes them. */
  unlocked?: readonly string[];
}

const problem = (code: DeckProblem['code'], cards: string[], rule: DeckProblem['rule']): DeckProblem[] =>
  cards.length ? [{ code, cards, rule }] : [];

/**
 * What turning PREVIOUS into NEXT breaks besides its price: Grimoire "Erforscht" (only by
 * upgrading a lower version, only once unlocked), Grimoire "Erfahrung" (weaknesses and cards the
 * investigator must have are never removed for purchases) and rules.json `Permanent` (a
 * Permanent card, once added, stays: it takes no deck slot, so removing it never makes room).
 * Grimoire „Belohnungskarten“: a reward card is bought only once the campaign unlocked it; a
 * card's own "Purchase (only) at deck creation" keeps it out of every upgrade. Exiled copies
 * (NEXT's exile_string) left by the rules, and an upgrade removes its lower version.
 */
export function upgradeProblems(
  previous: DeckJson,
  next: DeckJson,
  pool: CardPool,
  options: UpgradeProblemOptions = {},
): DeckProblem[] {
  const lookup = pool.withTaboo(next.taboo_id);
  const investigator = lookup(next.investigator_code);
  if (!investigator) return [];
  const required = requiredCodes(investigatorContext(investigator, parseDeckMeta(next.meta), lookup, pool.byName));
  const { lines } = upgradeCost(previous, next, pool);
  const codes = (changes: string[], keep: (code: string) => boolean) => [
    ...new Set(lines.filter((l) => changes.includes(l.change) && keep(l.code)).map((l) => l.code)),
  ];
  const researched = (code: string) => isResearched(lookup(code)!);
  const must = (code: string) => required.has(code) || isGiven(lookup(code)!);
  const unlocked = (code: string) => options.unlocked?.includes(code) ?? false;
  const reward = (code: string) => isRewardCard(lookup(code)!);
  return [
    ...codes(['new', 'free'], (code) => isPurchasedAtCreation(lookup(code)!)).map(
      (code): DeckProblem => ({ code: 'purchase_at_creation', cards: [code], rule: cardRule(code) }),
    ),
    ...problem(
      'reward_locked',
      codes(['new', 'free'], (code) => reward(code) && !unlocked(lookup(code)!.duplicate_of ?? code)),
      grimoire('Belohnungskarten'),
    ),
    ...problem('researched_not_upgraded', codes(['new'], researched), grimoire('Erforscht')),
    ...problem(
      'researched_locked',
      codes(['new', 'upgrade'], (code) => researched(code) && !unlocked(code)),
      grimoire('Erforscht'),
    ),
    ...problem('required_removed', codes(['removed'], must), grimoire(GRIMOIRE_SECTIONS.experience)),
    ...problem(
      'permanent_removed',
      codes(['removed'], (code) => !must(code) && Boolean(lookup(code)!.permanent)),
      glossary('Permanent'),
    ),
  ];
}
