import { type FacetFilter, matchesFacets } from './card-facets.ts';
import type { Card } from './card-types.ts';

// Card search as a German player types: case ignored, umlauts and ß equal to ae/oe/ue/ss,
// accents dropped, punctuation ignored ("Skids" finds “Skids” O’Toole).

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => UMLAUTS[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface SearchEntry {
  card: Card;
  /** German and English name and subtitle, and the code. */
  names: string;
  /** German and English traits. */
  traits: string;
  /** Every pack the card is printed in (its reprints' too). */
  packs: readonly string[];
}

export function searchEntry(card: Card, packs: readonly string[] = [card.pack_code]): SearchEntry {
  const names = [card.de?.name, card.name, card.de?.subname, card.subname, card.code].filter(Boolean).join(' ');
  const traits = [card.de?.traits, card.traits].filter(Boolean).join(' ');
  return { card, names: ` ${foldForSearch(names)}`, traits: ` ${foldForSearch(traits)}`, packs };
}

export interface CardFilter extends FacetFilter {
  query?: string;
  factions?: readonly string[];
  types?: readonly string[];
  /** Card levels 0–5; cards without a level (weaknesses, investigators) never match a level filter. */
  levels?: readonly number[];
}

function factionsOf(card: Card): string[] {
  return [card.faction_code, card.faction2_code, card.faction3_code].filter((f): f is string => Boolean(f));
}

export function matchesFilter(card: Card, filter: CardFilter, packs: readonly string[] = [card.pack_code]): boolean {
  if (filter.factions?.length && !factionsOf(card).some((f) => filter.factions!.includes(f))) return false;
  if (filter.types?.length && !filter.types.includes(card.type_code)) return false;
  if (filter.levels?.length && (card.xp === undefined || !filter.levels.includes(card.xp))) return false;
  return matchesFacets(card, filter, packs);
}

/**
 * Every query word must occur in the names or traits (German compounds: "waffe" finds
 * "Nahkampfwaffe"). Names that begin with the query rank first, then names containing every
 * word, then trait matches.
 */
export function searchCards(entries: readonly SearchEntry[], filter: CardFilter): Card[] {
  const words = foldForSearch(filter.query ?? '')
    .split(' ')
    .filter(Boolean);
  const phrase = ` ${words.join(' ')}`;
  const ranked: { card: Card; rank: number }[] = [];
  for (const entry of entries) {
    if (!matchesFilter(entry.card, filter, entry.packs)) continue;
    if (words.length === 0) {
      ranked.push({ card: entry.card, rank: 0 });
      continue;
    }
    let inNames = true;
    let found = true;
    for (const word of words) {
      if (entry.names.includes(word)) continue;
      inNames = false;
      if (!entry.traits.includes(word)) {
        found = false;
        break;
      }
    }
    if (!found) continue;
    const rank = entry.names.startsWith(phrase) ? 0 : 1 + Number(!inNames);
    ranked.push({ card: entry.card, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.card);
}
