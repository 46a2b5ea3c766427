import type { Card, DeckOption } from '../cards/card-types.ts';
import { parseDeckRequirements, type DeckRequirements } from '../cards/deck-requirements.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import type { DeckMeta } from '../decks/deck-json.ts';

/** The investigator as a deck sees it: parallel sides and the player's choices applied. */
export interface InvestigatorContext {
  /** The card named by `investigator_code`. */
  card: Card;
  /** Front (abilities, stats, class) and back (deckbuilding) after `alternate_front`/`alternate_back`. */
  front: Card;
  back: Card;
  /** Codes that name this investigator in `restrictions`: its own, both sides, the regular original. */
  codes: string[];
  options: DeckOption[];
  requirements: DeckRequirements;
  sideOptions: DeckOption[];
  sideRequirements: DeckRequirements;
  /** Chosen values: `faction_selected`, `faction_1`, `faction_2`, `option_selected`, `deck_size_selected`. */
  meta: DeckMeta;
  /** The lowest level any printing of the card's title has (for `base_level`). */
  baseLevel: (card: Card) => number | undefined;
}

/** Parallel investigators: the front and the back may each be swapped independently. */
export function investigatorContext(
  card: Card,
  meta: DeckMeta,
  lookup: (code: string) => TabooedCard | undefined,
  byName: (name: string) => readonly Card[] = () => [],
): InvestigatorContext {
  const side = (code: string | undefined) => {
    const alt = code ? lookup(code) : undefined;
    return alt && alt.type_code === 'investigator' ? alt : card;
  };
  const front = side(meta.alternate_front);
  const back = side(meta.alternate_back);
  const codes = [card, front, back].flatMap((c) => [c.code, c.alternate_of, c.duplicate_of]).filter((c): c is string => Boolean(c));
  return {
    card,
    front,
    back,
    codes: [...new Set(codes)],
    options: back.deck_options ?? [],
    requirements: parseDeckRequirements(back.deck_requirements),
    sideOptions: back.side_deck_options ?? [],
    sideRequirements: parseDeckRequirements(back.side_deck_requirements),
    meta,
    baseLevel: (c) => {
      const levels = byName(c.name).flatMap((same) => (same.xp === undefined ? [] : [same.xp]));
      return levels.length ? Math.min(...levels) : c.xp;
    },
  };
}
