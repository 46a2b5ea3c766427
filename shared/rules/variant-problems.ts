import type { VariantId } from '../campaign/campaign-variants.ts';
import type { CardPool } from '../cards/card-pool.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import type { CardFacts } from './card-facts.ts';
import { type DeckProblem, grimoire } from './deck-problem.ts';

// Grimoire „Ultimaten und Gaben“ (lines 2560–2682): the variants that forbid or require something
// in a deck, as typed problems of `validateDeck` (option `variants`). The others change the chaos
// bag, XP or the log (shared/campaign/campaign-variants.ts) or only play at the table.

export interface VariantDeck {
  facts: readonly CardFacts[];
  entries: readonly { count: number }[];
  /** Cards the investigator's deckbuilding requirements ask for (signature cards and the like). */
  required: ReadonlySet<string>;
  tabooId: number | null;
  /** Basic weaknesses in the deck (random placeholder included) and how many the investigator requires. */
  basicWeaknesses: number;
  randomRequired: number;
}

const rule = grimoire(GRIMOIRE_SECTIONS.variants);

/** The newest taboo list of the pool: „der Tabuliste“ (line 2622) is the one in force. */
export function newestTabooList(pool: CardPool): number | undefined {
  const lists = [...pool.data.taboos].sort((a, b) => a.date_start.localeCompare(b.date_start));
  return lists.at(-1)?.id;
}

/**
 * ULTIMATUM DES HIGHLANDERS (line 2614): „nur 1 Kopie (nach Name) einer Nicht-Schwächekarte …
 * (außer die Deckbau-Voraussetzungen jenes Ermittlers setzen mehrere Kopien einer Karte voraus)“.
 */
function highlander(deck: VariantDeck): DeckProblem[] {
  const copies = new Map<string, { count: number; codes: string[] }>();
  deck.facts.forEach((f, k) => {
    if (f.weakness || deck.required.has(f.canonical)) return;
    const entry = copies.get(f.name) ?? { count: 0, codes: [] };
    entry.count += deck.entries[k]!.count;
    entry.codes.push(f.code);
    copies.set(f.name, entry);
  });
  const cards = [...copies.values()].filter((entry) => entry.count > 1).flatMap((entry) => entry.codes);
  return cards.length ? [{ code: 'variant_highlander', cards, rule, details: { variant: 'highlander' } }] : [];
}

/** ULTIMATUM DER EINFÜHRUNG (line 2618): „Die Ermittlerdecks dürfen nur Karten der Stufe 0 enthalten.“ */
function levelZero(deck: VariantDeck): DeckProblem[] {
  const cards = deck.facts.filter((f) => !f.weakness && (f.xp ?? 0) > 0).map((f) => f.code);
  return cards.length ? [{ code: 'variant_level_zero', cards, rule, details: { variant: 'einfuehrung' } }] : [];
}

/** ULTIMATUM DER STRENGGLÄUBIGKEIT (line 2622): „Spielt mit der Tabuliste.“ */
function taboo(deck: VariantDeck, newest: number | undefined): DeckProblem[] {
  if (newest === undefined || deck.tabooId === newest) return [];
  return [{ code: 'variant_taboo', cards: [], rule, details: { variant: 'strenglaeubigkeit', taboo: newest } }];
}

/** ULTIMATUM DER KATASTROPHE (line 2590): „1 zusätzliche zufällige Grundschwäche“ in the starting deck. */
function catastrophe(deck: VariantDeck): DeckProblem[] {
  const wanted = deck.randomRequired + 1;
  if (deck.basicWeaknesses >= wanted) return [];
  const details = { variant: 'katastrophe', size: wanted, count: deck.basicWeaknesses };
  return [{ code: 'variant_weaknesses', cards: [], rule, details }];
}

export function variantProblems(deck: VariantDeck, variants: readonly VariantId[], pool: CardPool): DeckProblem[] {
  return [
    ...(variants.includes('highlander') ? highlander(deck) : []),
    ...(variants.includes('einfuehrung') ? levelZero(deck) : []),
    ...(variants.includes('strenglaeubigkeit') ? taboo(deck, newestTabooList(pool)) : []),
    ...(variants.includes('katastrophe') ? catastrophe(deck) : []),
  ];
}
