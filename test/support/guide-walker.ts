import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import { indexGuide } from '../../shared/guide/guide-index.ts';
import { guideContextOf } from '../../shared/guide/guide-journal.ts';
import type { GuideData } from '../../shared/guide/types.ts';
import { emptyState, investigator, type Walker } from '../../shared/guide/walk-state.ts';

/**
 * A walker of a real guide for the given investigators, with the engine's context from the card
 * data (traits, health, sanity, weaknesses), inside `scenario` when given: for tests of one step.
 */
export function walkerWith(guide: GuideData, pool: CardPool, codes: string[], scenario?: string): Walker {
  const state = emptyState();
  for (const code of codes) investigator(state, code);
  const campaign = {
    investigators: codes.map((code) => ({
      code,
      health: pool.card(code)?.health ?? 1,
      sanity: pool.card(code)?.sanity ?? 1,
    })),
  } as CampaignState;
  const context = guideContextOf(campaign, (code) => {
    const card = pool.card(code);
    return card ? { faction: card.faction_code, traits: card.traits, subtype: card.subtype_code } : undefined;
  });
  const index = indexGuide(guide);
  return {
    index,
    context,
    state,
    effects: [],
    shown: [],
    scenario: scenario ? index.scenarios.get(scenario) : undefined,
    scenarioKey: scenario ?? 'x',
    queue: [],
    seen: new Map(),
    steps: 0,
  };
}
