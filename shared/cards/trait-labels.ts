import { traitsOf } from './card-facets.ts';
import type { Card } from './card-types.ts';

// German names of the English traits, for display only: the data has no trait table, so each
// card whose German trait line has as many traits as its English one votes for a pairing, and
// the most common pairing wins (single cards translate a trait differently now and then).

export interface TraitName {
  /** English, as the rules and `cus_<code>` choices read it. */
  trait: string;
  /** German, or the English word where no card translates it. */
  label: string;
}

function germanTraitsOf(card: Card): string[] {
  return (card.de?.traits ?? '')
    .split('.')
    .map((trait) => trait.trim())
    .filter(Boolean);
}

/** Every trait the cards print, with its German name, in German alphabetical order. */
export function traitNames(cards: readonly Card[]): TraitName[] {
  const votes = new Map<string, Map<string, number>>();
  for (const card of cards) {
    const english = traitsOf(card);
    const german = germanTraitsOf(card);
    english.forEach((trait, index) => {
      const tally = votes.get(trait) ?? new Map<string, number>();
      votes.set(trait, tally);
      const label = german.length === english.length ? german[index] : undefined;
      if (label) tally.set(label, (tally.get(label) ?? 0) + 1);
    });
  }
  const names = [...votes].map(([trait, tally]) => {
    const best = [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return { trait, label: best?.[0] ?? trait };
  });
  return names.sort((a, b) => a.label.localeCompare(b.label, 'de') || a.trait.localeCompare(b.trait));
}
