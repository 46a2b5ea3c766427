import type { Card, DeckOption } from '../cards/card-types.ts';
import { type DeckRequirements, parseDeckRequirements } from '../cards/deck-requirements.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import type { DeckMeta } from '../decks/deck-json.ts';
import { SUBJECT_5U21 } from './special-cards.ts';

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

/** What a context takes from its three card objects alone (no choices): shared by every deck of the investigator. */
interface Sides {
  codes: string[];
  options: DeckOption[];
  requirements: DeckRequirements;
  sideOptions: DeckOption[];
  sideRequirements: DeckRequirements;
}

/**
 * Subject 5U-21's additional upgrade options: cards of any level from the class chosen after each
 * scenario (the class with the most devoured cards). Which class that was is decided anew after
 * every scenario and recorded nowhere in the deck, so every class's cards of any level pass —
 * also those without a level-0 printing; the XP they cost is the upgrade's to check.
 */
function withAdditionalUpgrades(back: Card, options: DeckOption[]): DeckOption[] {
  if (back.code !== SUBJECT_5U21) return options;
  return options.map((option) => {
    if (!option.base_level || !option.faction) return option;
    const { base_level: _, ...rest } = option;
    return rest;
  });
}

function sidesOf(card: Card, front: Card, back: Card): Sides {
  const codes = [card, front, back]
    .flatMap((c) => [c.code, c.alternate_of, c.duplicate_of])
    .filter((c): c is string => Boolean(c));
  return {
    codes: [...new Set(codes)],
    options: withAdditionalUpgrades(back, back.deck_options ?? []),
    requirements: parseDeckRequirements(back.deck_requirements),
    sideOptions: back.side_deck_options ?? [],
    sideRequirements: parseDeckRequirements(back.side_deck_requirements),
  };
}

// Keyed by the three card objects: a taboo list's version of an investigator is another object,
// and so is every card of another pool.
const cachedSidesOf = new WeakMap<Card, WeakMap<Card, WeakMap<Card, Sides>>>();

function cachedSides(card: Card, front: Card, back: Card): Sides {
  let byFront = cachedSidesOf.get(card);
  if (!byFront) {
    byFront = new WeakMap();
    cachedSidesOf.set(card, byFront);
  }
  let byBack = byFront.get(front);
  if (!byBack) {
    byBack = new WeakMap();
    byFront.set(front, byBack);
  }
  let sides = byBack.get(back);
  if (!sides) {
    sides = sidesOf(card, front, back);
    byBack.set(back, sides);
  }
  return sides;
}

const noNames = (): readonly Card[] => [];
// One `baseLevel` per `byName` (per pool), so caches keyed by it last as long as the pool.
const baseLevels = new WeakMap<(name: string) => readonly Card[], (card: Card) => number | undefined>();

function baseLevelFor(byName: (name: string) => readonly Card[]): (card: Card) => number | undefined {
  let baseLevel = baseLevels.get(byName);
  if (!baseLevel) {
    baseLevel = (c) => {
      const levels = byName(c.name).flatMap((same) => (same.xp === undefined ? [] : [same.xp]));
      return levels.length ? Math.min(...levels) : c.xp;
    };
    baseLevels.set(byName, baseLevel);
  }
  return baseLevel;
}

function side(card: Card, code: string | undefined, lookup: (code: string) => TabooedCard | undefined): Card {
  const alt = code ? lookup(code) : undefined;
  return alt && alt.type_code === 'investigator' ? alt : card;
}

/**
 * Parallel investigators: the front and the back may each be swapped independently. The arrays
 * and requirements in the result are shared between contexts: callers must not change them.
 */
export function investigatorContext(
  card: Card,
  meta: DeckMeta,
  lookup: (code: string) => TabooedCard | undefined,
  byName: (name: string) => readonly Card[] = noNames,
): InvestigatorContext {
  const front = side(card, meta.alternate_front, lookup);
  const back = side(card, meta.alternate_back, lookup);
  const sides = cachedSides(card, front, back);
  return {
    card,
    front,
    back,
    codes: sides.codes,
    options: sides.options,
    requirements: sides.requirements,
    sideOptions: sides.sideOptions,
    sideRequirements: sides.sideRequirements,
    meta,
    baseLevel: baseLevelFor(byName),
  };
}
