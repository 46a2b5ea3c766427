import type { Card } from '../cards/card-types.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { isSignatureCard, isWeakness, traitsOf } from './card-restrictions.ts';
import { cardRule, grimoire, type DeckProblem } from './deck-problem.ts';
import { COVENANT_TRAIT, UNDERWORLD_SUPPORT } from './special-cards.ts';

// Grimoire "Regeln für den Deckbau": at most 2 copies by title (any level, subtitle ignored);
// "Unzählig": 3; "Außergewöhnlich": 1; the card's deck_limit (and the taboo list's) in general.

export function copyLimitOf(card: TabooedCard): number {
  if (card.exceptional) return 1;
  if (card.deck_limit !== undefined) return card.deck_limit;
  return card.myriad ? 3 : 2;
}

export interface CopyEntry {
  card: TabooedCard;
  /** Copies that count against the limit (ignoreDeckLimitSlots already taken off). */
  count: number;
}

export function copyProblems(entries: readonly CopyEntry[], underworldSupport: boolean): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const byName = new Map<string, CopyEntry[]>();
  for (const entry of entries) {
    // Signature cards are exempt (Grimoire "Signaturkarten"); bonded cards are set aside, not built.
    if (isSignatureCard(entry.card) || entry.card.bonded_to || entry.count === 0) continue;
    const list = byName.get(entry.card.name) ?? [];
    list.push(entry);
    byName.set(entry.card.name, list);
  }
  for (const [name, list] of byName) {
    const total = list.reduce((sum, e) => sum + e.count, 0);
    const codes = list.map((e) => e.card.code);
    if (list.some((e) => e.card.deck_limit === 0 && e.card.taboo_text !== undefined)) {
      problems.push({ code: 'taboo_forbidden', cards: codes, rule: { source: 'glossary', id: 'taboo' } });
      continue;
    }
    // Grimoire "Unzählig": 3 copies by title, whatever each subtitle's own limit says (Empower Self).
    const limit = list.some((e) => e.card.myriad && !e.card.exceptional) ? 3 : Math.min(...list.map((e) => copyLimitOf(e.card)));
    // Underworld Support (08046): "not more than 1 copy of each non-weakness, non-signature card".
    const supported = underworldSupport && !list.some((e) => isWeakness(e.card));
    const effective = supported ? Math.min(limit, 1) : limit;
    if (total > effective) {
      problems.push({
        code: 'too_many_copies',
        cards: codes,
        rule: supported && effective < limit ? cardRule(UNDERWORLD_SUPPORT) : grimoire(list.some((e) => e.card.exceptional) ? 'Außergewöhnlich' : 'Regeln für den Deckbau'),
        details: { name, limit: effective, count: total },
      });
    }
  }
  return problems;
}

/** "Limit 1 [[Covenant]] per deck." (07110 Sacred Covenant and its kin). */
export function covenantProblems(entries: readonly { card: Card; count: number }[]): DeckProblem[] {
  const covenants = entries.filter((e) => traitsOf(e.card).includes(COVENANT_TRAIT));
  const copies = covenants.reduce((sum, e) => sum + e.count, 0);
  return copies > 1 ? [{ code: 'invalid_cards', cards: covenants.map((e) => e.card.code), rule: cardRule(covenants[0]!.card.code) }] : [];
}
