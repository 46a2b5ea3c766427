import type { CardPool } from '../cards/card-pool.ts';
import { type DeckJson, parseDeckMeta } from '../decks/deck-json.ts';
import { deckXp } from '../rules/deck-xp.ts';
import { investigatorContext } from '../rules/investigator-context.ts';
import { BONUS_EXPERIENCE } from '../rules/special-cards.ts';
import type { InvestigatorXp } from './campaign-state.ts';

// What a deck may be worth when its investigator joins a campaign. Grimoire „Regeln für den
// Deckbau“: „Die meisten Ermittler haben zu Beginn einer Kampagne 0 Erfahrungspunkte zur
// Verfügung … Manche Ermittler und/oder Kampagnen geben einem Spieler zu Beginn der Kampagne
// zusätzliche Erfahrungspunkte“; „Einer Kampagne beitreten“: a new player begins „ohne
// Erfahrung“; „Trauma, Tod und Wahnsinn“: a replacement gets „ein neues Stufe-0-Deck“.

export interface StartingDeckXp {
  /** What the deck's cards are worth in XP, as if bought from level 0. */
  worth: number;
  /** The XP the investigator holds for it. */
  holds: number;
}

/**
 * The bonus starting experience the investigator card grants: the back's „Bonus-Erfahrungspunkte“
 * (Vater Mateo 04004, Kymani Jones 09008, ‖Roland Banks's back 90024), read with the deck's
 * `alternate_back` (`meta`).
 */
export function bonusStartingXp(
  investigator: { code: string; meta?: string; tabooId?: number | null },
  pool: CardPool,
): number {
  const lookup = pool.withTaboo(investigator.tabooId ?? null);
  const card = lookup(investigator.code);
  if (card?.type_code !== 'investigator') return 0;
  const context = investigatorContext(card, parseDeckMeta(investigator.meta ?? ''), lookup, pool.byName);
  return BONUS_EXPERIENCE[context.back.code] ?? 0;
}

/**
 * The deck's worth against what the investigator holds: a newcomer holds the bonus starting
 * experience; an investigator coming back (`before`, their column of the Kampagnenlogbuch) the XP
 * the campaign gave them (their bonus included), since their deck is built from level 0 with it.
 */
export function startingDeckXp(
  deck: DeckJson,
  pool: CardPool,
  before?: InvestigatorXp,
  /** What the campaign's variants add for a newcomer (Grimoire „GABE DER URALTEN“). */
  extra = 0,
): StartingDeckXp {
  const lookup = pool.withTaboo(deck.taboo_id);
  const worth = deckXp(deck.slots, lookup, parseDeckMeta(deck.meta)).xp;
  const holds = before
    ? before.earned + before.adjusted
    : bonusStartingXp({ code: deck.investigator_code, meta: deck.meta, tabooId: deck.taboo_id }, pool) + extra;
  return { worth, holds };
}
