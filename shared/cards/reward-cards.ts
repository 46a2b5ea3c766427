import type { Card } from './card-types.ts';

// Grimoire „Belohnungskarten“ (and „Belohnung“): campaign reward cards are a kind of player card,
// neutral, recognised by the keyword Belohnung (English data: "Reward.") in the text box. The
// data files them with the encounter set of the scenario that hands them out (Collector 12181 in
// `pack/core/core_2026_encounter.json`, encounter set `queen_of_ash`), but unlike a story asset
// they are added to the collection of player cards once unlocked and bought like any card.

/** The keyword line: "Permanent. Reward. Limit 1 per deck. …" (keywords end with a full stop). */
const REWARD = /(?:^|\. )Reward\.(?: |$)/;

/** A campaign reward card (Grimoire „Belohnungskarten“): its first text line has the keyword Reward. */
export function isRewardCard(card: Pick<Card, 'text'>): boolean {
  const text = card.text;
  if (!text?.includes('Reward.')) return false;
  const newline = text.indexOf('\n');
  return REWARD.test(newline < 0 ? text : text.slice(0, newline));
}

/** A card a scenario hands out of its encounter set (story asset, scenario weakness), never bought. */
export function isScenarioCard(card: Pick<Card, 'encounter_code' | 'text'>): boolean {
  return Boolean(card.encounter_code) && !isRewardCard(card);
}
