import type { CardPool } from '../cards/card-pool.ts';
import type { DeckJson } from '../decks/deck-json.ts';
import { countsTowardSize } from '../rules/deck-size.ts';
import type { InvestigatorState } from './campaign-state.ts';

// Grimoire „… wird zum Träger von …“: a story asset or weakness the campaign gives goes into the
// bearer's deck, ignoring deckbuilding restrictions, and does not count toward the deck size.
// Encounter-set story assets and weaknesses never count anyway; a card that otherwise would is
// written into ArkhamDB's `ignoreDeckLimitSlots`, which takes it out of size and copy limit.

export interface CampaignDeckCard {
  code: string;
  /** Copies the campaign gave that the deck does not hold yet. */
  missing: number;
  /** Goes into ignoreDeckLimitSlots: without it the card would count toward the deck size. */
  outsideSize: boolean;
}

const canonical = (pool: CardPool, code: string) => pool.card(code)?.duplicate_of ?? code;

/** The campaign's story assets and weaknesses of this investigator that the deck lacks, by copy. */
export function campaignCardsMissing(
  deck: DeckJson,
  investigator: Pick<InvestigatorState, 'storyAssets' | 'weaknesses'>,
  pool: CardPool,
): CampaignDeckCard[] {
  const held = new Map<string, number>();
  for (const [code, count] of Object.entries(deck.slots)) {
    const key = canonical(pool, code);
    held.set(key, (held.get(key) ?? 0) + count);
  }
  const given = new Map<string, { code: string; count: number }>();
  for (const code of [...investigator.storyAssets, ...investigator.weaknesses]) {
    const key = canonical(pool, code);
    const entry = given.get(key) ?? { code, count: 0 };
    entry.count++;
    given.set(key, entry);
  }
  const result: CampaignDeckCard[] = [];
  for (const [key, { code, count }] of given) {
    const card = pool.card(code);
    const missing = count - (held.get(key) ?? 0);
    if (!card || missing <= 0) continue;
    result.push({ code, missing, outsideSize: countsTowardSize(card, new Set()) });
  }
  return result;
}

/** The deck with the missing campaign cards added (and marked outside the deck size where needed). */
export function withCampaignCards(deck: DeckJson, cards: readonly CampaignDeckCard[]): DeckJson {
  const slots = { ...deck.slots };
  const ignored = { ...deck.ignoreDeckLimitSlots };
  for (const { code, missing, outsideSize } of cards) {
    slots[code] = (slots[code] ?? 0) + missing;
    if (outsideSize) ignored[code] = (ignored[code] ?? 0) + missing;
  }
  return { ...deck, slots, ignoreDeckLimitSlots: ignored };
}
