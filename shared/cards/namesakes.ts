import type { Card } from './card-types.ts';

// Cards a list cannot tell apart by what it shows: the same German (else English) name and
// subtitle, type and level. Carolyn Fern, „Die Psychologin“, is printed as 05001 (Der gebrochene
// Kreis), 60251 (Ermittlerdeck) and 98010 (To Fight the Black Wind); lists name the pack beside
// such cards. Reprints (duplicate_of) are the same card and do not count.

const keyOf = (card: Card) =>
  [card.de?.name ?? card.name, card.de?.subname ?? card.subname ?? '', card.type_code, card.xp ?? ''].join('|');

/** The codes of cards that share their name, subtitle, type and level with another card of `cards`. */
export function namesakeCodes(cards: readonly Card[]): ReadonlySet<string> {
  const byKey = new Map<string, string[]>();
  for (const card of cards) {
    if (card.duplicate_of) continue;
    const key = keyOf(card);
    const codes = byKey.get(key);
    if (codes) codes.push(card.code);
    else byKey.set(key, [card.code]);
  }
  return new Set([...byKey.values()].filter((codes) => codes.length > 1).flat());
}
