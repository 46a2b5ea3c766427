import { type Card, PLAYER_FACTIONS } from './card-types.ts';
import { isScenarioCard } from './reward-cards.ts';

/**
 * Cards a campaign hands to players out of an encounter set: story assets (Lita Chantler) and
 * story weaknesses. A player class and an encounter set; no deck is built from them. Not reward
 * cards (Grimoire „Belohnungskarten“): those are player cards.
 */
export function isStoryCard(card: Pick<Card, 'faction_code' | 'encounter_code' | 'type_code' | 'text'>): boolean {
  return (
    (PLAYER_FACTIONS as readonly string[]).includes(card.faction_code) &&
    isScenarioCard(card) &&
    card.type_code !== 'investigator'
  );
}
