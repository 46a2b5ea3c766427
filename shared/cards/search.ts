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
  /** German and English game text, both faces, without markup: folded once per pool, searched per keystroke. */
  text: string;
  /** Every pack the card is printed in (its reprints' too). */
  packs: readonly string[];
}

export function searchEntry(card: Card, packs: readonly string[] = [card.pack_code]): SearchEntry {
  const names = [card.de?.name, card.name, card.de?.subname, card.subname, card.code].filter(Boolean).join(' ');
  const traits = [card.de?.traits, card.traits].filter(Boolean).join(' ');
  const text = [card.de?.text, card.text, card.de?.back_text, card.back_text]
    .filter(Boolean)
    .join(' ')
    .replace(/<[^>]*>/g, ' ');
  return {
    card,
    names: ` ${foldForSearch(names)}`,
    traits: ` ${foldForSearch(traits)}`,
    text: ` ${foldForSearch(text)}`,
    packs,
  };
}

export interface CardFilter extends FacetFilter {
  query?: string;
  /** The query may also be found in the card text (the browser); without it names and traits only (the CLI). */
  inText?: boolean;
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

/** Where a card's query words were found: its name, its traits, or (some of them) only in its text. */
export type SearchMatch = 'name' | 'trait' | 'text';

export interface SearchHit {
  card: Card;
  match: SearchMatch;
}

/** 0 name begins with the query, 1 name holds every word, 2 traits, 3 the text holds the phrase, 4 the words apart. */
function rankOf(entry: SearchEntry, words: readonly string[], phrase: string, inText: boolean): number | undefined {
  let inNames = true;
  let inTraits = true;
  for (const word of words) {
    if (entry.names.includes(word)) continue;
    inNames = false;
    if (entry.traits.includes(word)) continue;
    inTraits = false;
    if (!inText || !entry.text.includes(word)) return undefined;
  }
  if (inNames) return entry.names.startsWith(phrase) ? 0 : 1;
  if (inTraits) return 2;
  return entry.text.includes(phrase) ? 3 : 4;
}

const MIN_TEXT_QUERY = 3;
const MATCH_OF_RANK: readonly SearchMatch[] = ['name', 'name', 'trait', 'text', 'text'];

/**
 * Every query word must occur in the names, traits or (with `inText`) the card text (German
 * compounds: "waffe" finds "Nahkampfwaffe"). Names that begin with the query rank first, then
 * names containing every word, then trait matches, then text hits (the whole phrase before
 * scattered words). Equal ranks keep the pool's order.
 */
export function searchHits(entries: readonly SearchEntry[], filter: CardFilter): SearchHit[] {
  const words = foldForSearch(filter.query ?? '')
    .split(' ')
    .filter(Boolean);
  const phrase = ` ${words.join(' ')}`;
  // One or two letters occur in nearly every card's text: the text is searched from three on.
  const inText = (filter.inText ?? false) && phrase.length > MIN_TEXT_QUERY;
  const ranked: { card: Card; rank: number }[] = [];
  for (const entry of entries) {
    if (!matchesFilter(entry.card, filter, entry.packs)) continue;
    const rank = words.length === 0 ? 0 : rankOf(entry, words, phrase, inText);
    if (rank !== undefined) ranked.push({ card: entry.card, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({ card, rank }) => ({ card, match: MATCH_OF_RANK[rank]! }));
}

/** The cards of `searchHits`, in its order. */
export function searchCards(entries: readonly SearchEntry[], filter: CardFilter): Card[] {
  return searchHits(entries, filter).map((hit) => hit.card);
}
