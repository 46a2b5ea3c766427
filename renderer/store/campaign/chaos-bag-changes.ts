import { CHAOS_TOKENS, type ChaosToken } from '../../../shared/campaign/campaign-definition.ts';
import type { CampaignChange } from './campaign-types.ts';

// The chaos bag on the campaign screen: drawing a token, and an edited bag as events.

/** One token drawn at random; `random` returns a number in [0, 1). Undefined from an empty bag. */
export function drawChaosToken(bag: readonly ChaosToken[], random: () => number): ChaosToken | undefined {
  if (bag.length === 0) return undefined;
  return bag[Math.min(bag.length - 1, Math.floor(random() * bag.length))];
}

const countOf = (tokens: readonly ChaosToken[], token: ChaosToken) => tokens.filter((entry) => entry === token).length;
// The event takes at most 10 copies at once.
const MAX_PER_EVENT = 10;

/** What turns `before` into `after`: one `chaos_token_added`/`_removed` per kind (split past 10 copies). */
export function bagChanges(before: readonly ChaosToken[], after: readonly ChaosToken[]): CampaignChange[] {
  const changes: CampaignChange[] = [];
  for (const token of CHAOS_TOKENS) {
    let difference = countOf(after, token) - countOf(before, token);
    while (difference !== 0) {
      const count = Math.min(MAX_PER_EVENT, Math.abs(difference));
      changes.push({ type: difference > 0 ? 'chaos_token_added' : 'chaos_token_removed', payload: { token, count } });
      difference -= Math.sign(difference) * count;
    }
  }
  return changes;
}
