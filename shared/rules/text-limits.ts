import type { Card } from '../cards/card-types.ts';

// Per-deck limits a card's text writes beside (or instead of) its deck_limit, read from the text
// so that a new card of the same kind just works (Grimoire "Regeln für den Deckbau": a card's own
// limit applies besides the two copies by title):
// - "Limit 1 Precious Memento <i>(From a Former Life)</i> per deck." — one version of the title
//   (its subtitle); the title keeps its own limit (2, or 3 for Myriad): Precious Memento 08114/08115,
//   Empower Self 06241–06243, Sacred Oath 11121–11123.
// - "Limit 1 [[Covenant]] per deck." — every card with the trait together (07110 and its kin).
// "Limit 1 per deck." needs no reading: the data writes it as deck_limit 1.

export type TextLimit = { kind: 'subtitle'; limit: number } | { kind: 'trait'; trait: string; limit: number };

const SUBTITLE = /Limit (\d+) (.+?) (?:<i>)?\((.+?)\)(?:<\/i>)? per deck/;
const TRAIT = /Limit (\d+) \[\[([^\]]+)\]\] per deck/;

/** The per-deck limit the card's text writes, if any (parsed per call: CardFacts keeps it per card). */
export function textLimitOf(card: Pick<Card, 'text' | 'name' | 'subname'>): TextLimit | undefined {
  const text = card.text;
  // The substring test first: it rules out almost every card without running an expression.
  if (!text?.includes('per deck')) return undefined;
  const subtitle = SUBTITLE.exec(text);
  if (subtitle && subtitle[2] === card.name && subtitle[3] === card.subname)
    return { kind: 'subtitle', limit: Number(subtitle[1]) };
  const trait = TRAIT.exec(text);
  if (trait) return { kind: 'trait', trait: trait[2]!.toLowerCase(), limit: Number(trait[1]) };
  return undefined;
}
