import type { VariantId } from '../campaign/campaign-variants.ts';
import type { CardPool } from '../cards/card-pool.ts';
import type { DeckJson } from '../decks/deck-json.ts';
import type { DeckProblem } from './deck-problem.ts';
import { upgradeProblems } from './upgrade-problems.ts';
import { validateDeck } from './validate-deck.ts';

// What a save of a campaign deck may not do. Grimoire „Erfahrung“: purchases follow the
// investigator's deckbuilding rules („Es dürfen nur Karten erworben werden, auf die der Ermittler
// Zugriff hat“), keep the deck size, never remove weaknesses or cards the deck must hold, and „Ein
// Spieler kann sein Deck im Verlauf einer Kampagne nur durch die oben angegebenen Schritte …
// verändern“. So a campaign deck is never saved into a rule it did not already break.

export interface CampaignDeckSave {
  /** The version built on (an upgrade's version in force); none for a deck's first version. */
  previous?: DeckJson;
  /** What the stored version held before this save (for an upgrade: `previous`). */
  before: DeckJson;
  next: DeckJson;
  /** The Researched cards the campaign's log unlocked (Grimoire „Erforscht“). */
  unlocked: readonly string[];
  /** Grimoire „Ultimaten und Gaben“: the campaign's variants (deckbuilding ones become problems). */
  variants?: readonly VariantId[] | undefined;
}

const key = (problem: DeckProblem) => `${problem.deck ?? 'main'}|${problem.code}`;

/** True when `earlier` already names this problem with every card it names now. */
function alreadyBroken(problem: DeckProblem, earlier: readonly DeckProblem[]): boolean {
  return earlier.some((old) => key(old) === key(problem) && problem.cards.every((card) => old.cards.includes(card)));
}

/**
 * The problems that refuse the save, and the ones shown beside it: a deckbuilding rule the deck
 * already broke before the save (an illegal deck brought into the campaign) is shown, not refused.
 */
export function campaignDeckRefusals(
  save: CampaignDeckSave,
  pool: CardPool,
): { refused: DeckProblem[]; shown: DeckProblem[] } {
  const options = { unlocked: save.unlocked, ...(save.variants ? { variants: save.variants } : {}) };
  const purchase = save.previous ? upgradeProblems(save.previous, save.next, pool, options) : [];
  const earlier = validateDeck(save.before, pool, options).problems;
  const refused = [...purchase];
  const shown: DeckProblem[] = [];
  for (const problem of validateDeck(save.next, pool, options).problems) {
    if (refused.some((other) => key(other) === key(problem))) continue;
    (alreadyBroken(problem, earlier) ? shown : refused).push(problem);
  }
  return { refused, shown };
}
