import type { Card } from '../cards/card-types.ts';
import { type DeckProblem, grimoire } from './deck-problem.ts';

// Grimoire "Einzelspielszenario (Einzelspielsmodus)": a standalone deck may spend up to 49 XP on
// higher-level cards and takes extra random basic weaknesses by the XP it spends.

/** The rule a standalone deck, table and score cite. */
export const STANDALONE_RULE = grimoire('Einzelspielszenario (Einzelspielsmodus)');

/** Grimoire "Einzelspielszenario": "nicht mehr als 49 Erfahrungspunkte". */
export const STANDALONE_XP_LIMIT = 49;

/** Extra random basic weaknesses for a standalone deck worth `xp`; undefined above 49 (not allowed). */
export function standaloneWeaknessesFor(xp: number): number | undefined {
  if (xp > STANDALONE_XP_LIMIT) return undefined;
  // Grimoire table: 0–9 → 0, 10–19 → 1, 20–29 → 2, 30–39 → 3, 40–49 → 4.
  return Math.floor(Math.max(0, xp) / 10);
}

/** Random basic weaknesses a deck holds: real ones and the 01000 placeholder (also `basicweakness`). */
export function basicWeaknessesIn(
  slots: Readonly<Record<string, number>>,
  lookup: (code: string) => Card | undefined,
): number {
  let count = 0;
  for (const [code, copies] of Object.entries(slots)) {
    if (lookup(code)?.subtype_code === 'basicweakness') count += copies;
  }
  return count;
}

/**
 * Standalone-mode problems of a deck worth `deckXpValue` holding `basicWeaknessCount` basic
 * weaknesses. `ownWeaknesses` is what the investigator requires anyway (deck_requirements
 * `random:`), 1 for all but Subject 5U-21.
 */
export function standaloneProblems(deckXpValue: number, basicWeaknessCount: number, ownWeaknesses = 1): DeckProblem[] {
  const extra = standaloneWeaknessesFor(deckXpValue);
  if (extra === undefined) {
    return [
      {
        code: 'standalone_xp_limit',
        cards: [],
        rule: STANDALONE_RULE,
        details: { xp: deckXpValue, limit: STANDALONE_XP_LIMIT },
      },
    ];
  }
  const required = ownWeaknesses + extra;
  if (basicWeaknessCount >= required) return [];
  return [
    {
      code: 'standalone_weaknesses',
      cards: [],
      rule: STANDALONE_RULE,
      details: { xp: deckXpValue, extra, required, count: basicWeaknessCount },
    },
  ];
}
