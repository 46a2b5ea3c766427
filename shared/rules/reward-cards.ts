import type { CardFacts } from './card-facts.ts';
import { type DeckProblem, grimoire } from './deck-problem.ts';

// Grimoire „Belohnungskarten“ (and „Belohnung“, „Dauerhaft“): a reward card may be used in
// deckbuilding only once the outcome of a campaign unlocked it, and a deck holds at most one
// reward card with the keyword Permanent, however many are unlocked.

const RULE = grimoire('Belohnungskarten');

/** At most 1 Permanent reward card per deck (Grimoire „Belohnungskarten“ ◆, „Dauerhaft“ ☉). */
export const PERMANENT_REWARDS_PER_DECK = 1;

export interface RewardChecks {
  problems: DeckProblem[];
  warnings: DeckProblem[];
}

/**
 * The reward rules over a deck's cards (`entries[k].count` copies of `facts[k]`). `unlocked` is the
 * campaign context, as for Researched cards: the cards the campaign unlocked (empty: none).
 * Without it, whether a reward card is unlocked is not known: a warning, never a problem.
 */
export function rewardChecks(
  facts: readonly CardFacts[],
  entries: readonly { count: number }[],
  unlocked: readonly string[] | undefined,
): RewardChecks {
  const locked: string[] = [];
  const permanent: string[] = [];
  let permanentCopies = 0;
  for (let k = 0; k < facts.length; k++) {
    const f = facts[k]!;
    if (!f.reward) continue;
    if (!unlocked?.includes(f.canonical)) locked.push(f.code);
    if (f.permanent) {
      permanent.push(f.code);
      permanentCopies += entries[k]!.count;
    }
  }
  const problems: DeckProblem[] = [];
  const warnings: DeckProblem[] = [];
  if (locked.length)
    (unlocked ? problems : warnings).push({
      code: unlocked ? 'reward_locked' : 'reward_unknown',
      cards: locked,
      rule: RULE,
    });
  if (permanentCopies > PERMANENT_REWARDS_PER_DECK)
    problems.push({
      code: 'too_many_permanent_rewards',
      cards: permanent,
      rule: RULE,
      details: { limit: PERMANENT_REWARDS_PER_DECK, count: permanentCopies },
    });
  return { problems, warnings };
}
