import type { Card } from '../cards/card-types.ts';
import type { TabooedCard } from '../cards/taboo.ts';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { type CardFacts, factsOf } from './card-facts.ts';
import { traitsOf } from './card-restrictions.ts';
import { cardRule, type DeckProblem, glossary, grimoire } from './deck-problem.ts';
import { UNDERWORLD_SUPPORT } from './special-cards.ts';

// Grimoire "Regeln für den Deckbau": at most 2 copies by title (any level, subtitle ignored);
// "Unzählig": 3; "Außergewöhnlich": 1; the card's deck_limit (and the taboo list's) in general.
// A limit the text writes for one subtitle or for a trait (text-limits.ts) comes on top.

function limitOf(f: CardFacts): number {
  if (f.exceptional) return 1;
  // deck_limit of a card whose text limits its subtitle is that subtitle's limit, not the title's.
  if (f.deckLimit !== undefined && f.textLimit?.kind !== 'subtitle') return f.deckLimit;
  return f.myriad ? 3 : 2;
}

/**
 * The rule that sets a title's copy limit: „Außergewöhnlich“, „Unzählig“, a deck limit below the
 * usual 2 (the card's own „Nur 1 pro Deck.“, or the taboo list's), else „Regeln für den Deckbau“.
 */
function limitRule(exceptional: boolean, myriad: boolean, lowest: CardFacts | undefined): DeckProblem['rule'] {
  if (exceptional) return grimoire(GRIMOIRE_SECTIONS.exceptional);
  if (myriad) return grimoire(GRIMOIRE_SECTIONS.myriad);
  if (lowest && limitOf(lowest) < 2) {
    return lowest.tabooText === undefined ? cardRule(lowest.code) : glossary('List_of_Taboos');
  }
  return grimoire(GRIMOIRE_SECTIONS.deckbuilding);
}

/** "Limit 1 Precious Memento (From a Former Life) per deck": the copies of each limited version. */
function subtitleProblems(
  start: number,
  end: number,
  head: readonly number[],
  entries: readonly CopyEntry[],
  cards: readonly CardFacts[],
): DeckProblem[] {
  const bySubtitle = new Map<string, { codes: string[]; count: number; limit: number; first: number }>();
  for (let k = start; k < end; k++) {
    const limit = cards[k]!.textLimit;
    if (head[k] !== start || limit?.kind !== 'subtitle') continue;
    const key = cards[k]!.subname ?? '';
    const known = bySubtitle.get(key) ?? { codes: [], count: 0, limit: limit.limit, first: k };
    known.codes.push(cards[k]!.code);
    known.count += entries[k]!.count;
    bySubtitle.set(key, known);
  }
  return [...bySubtitle.values()]
    .filter((version) => version.count > version.limit)
    .map((version) => ({
      code: 'too_many_copies' as const,
      cards: version.codes,
      rule: cardRule(cards[version.first]!.code),
      details: { name: cards[version.first]!.name, limit: version.limit, count: version.count, scope: 'subtitle' },
    }));
}

export interface CopyEntry {
  card: TabooedCard;
  /** Copies that count against the limit (ignoreDeckLimitSlots already taken off). */
  count: number;
}

function titleCodes(start: number, end: number, head: readonly number[], cards: readonly CardFacts[]): string[] {
  const codes: string[] = [];
  for (let k = start; k < end; k++) if (head[k] === start) codes.push(cards[k]!.code);
  return codes;
}

/** `facts`: each entry's card facts, when the caller has them. */
export function copyProblems(
  entries: readonly CopyEntry[],
  underworldSupport: boolean,
  facts?: readonly CardFacts[],
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const cards = facts ?? entries.map((e) => factsOf(e.card));
  // Entries by title, in the order titles first appear: `head[k]` is the first entry of k's title
  // (-1: not counted); `shared` marks titles with more than one entry.
  const first = new Map<string, number>();
  const head: number[] = [];
  const titles: number[] = [];
  let shared: Set<number> | undefined;
  for (let k = 0; k < entries.length; k++) {
    const f = cards[k]!;
    head.push(-1);
    // Signature cards are exempt (Grimoire "Signaturkarten"); bonded cards are set aside, not built.
    if (entries[k]!.count === 0 || f.bondedTo || f.signature) continue;
    const known = first.get(f.name);
    if (known === undefined) {
      first.set(f.name, k);
      titles.push(k);
      head[k] = k;
    } else {
      head[k] = known;
      shared ??= new Set();
      shared.add(known);
    }
  }
  for (const start of titles) {
    // The title's entries are those from `start` on whose head is `start`.
    const end = shared?.has(start) ? entries.length : start + 1;
    let total = 0;
    let forbidden = false;
    let myriad = false;
    let exceptional = false;
    let weakness = false;
    let lowest = Infinity;
    let lowestFacts: CardFacts | undefined;
    let subtitled = false;
    for (let k = start; k < end; k++) {
      if (head[k] !== start) continue;
      const f = cards[k]!;
      total += entries[k]!.count;
      if (f.deckLimit === 0 && f.tabooText !== undefined) forbidden = true;
      if (f.myriad && !f.exceptional) myriad = true;
      if (f.exceptional) exceptional = true;
      if (f.weakness) weakness = true;
      if (limitOf(f) < lowest) {
        lowest = limitOf(f);
        lowestFacts = f;
      }
      if (f.textLimit?.kind === 'subtitle') subtitled = true;
    }
    if (forbidden) {
      problems.push({
        code: 'taboo_forbidden',
        cards: titleCodes(start, end, head, cards),
        rule: glossary('List_of_Taboos'),
      });
      continue;
    }
    // Grimoire "Unzählig": 3 copies by title, whatever each subtitle's own limit says (Empower Self).
    const limit = myriad ? 3 : lowest;
    // Underworld Support (08046): "not more than 1 copy of each non-weakness, non-signature card".
    const supported = underworldSupport && !weakness;
    const effective = supported ? Math.min(limit, 1) : limit;
    if (total > effective) {
      problems.push({
        code: 'too_many_copies',
        cards: titleCodes(start, end, head, cards),
        rule:
          supported && effective < limit ? cardRule(UNDERWORLD_SUPPORT) : limitRule(exceptional, myriad, lowestFacts),
        details: { name: cards[start]!.name, limit: effective, count: total },
      });
    }
    if (subtitled) problems.push(...subtitleProblems(start, end, head, entries, cards));
  }
  return problems;
}

/**
 * "Limit 1 [[Covenant]] per deck." (07110 Sacred Covenant and its kin): every card with the trait
 * counts against the limit a card of the deck writes for it.
 */
export function traitLimitProblems(
  entries: readonly { card: Card; count: number }[],
  facts?: readonly CardFacts[],
): DeckProblem[] {
  const cards = facts ?? entries.map((e) => factsOf(e.card));
  let limits: Map<string, { limit: number; by: string }> | undefined;
  for (const f of cards) {
    const limit = f.textLimit;
    if (limit?.kind !== 'trait') continue;
    limits ??= new Map();
    const known = limits.get(limit.trait);
    if (!known || limit.limit < known.limit) limits.set(limit.trait, { limit: limit.limit, by: f.code });
  }
  if (!limits) return [];
  const problems: DeckProblem[] = [];
  for (const [trait, { limit, by }] of limits) {
    const codes: string[] = [];
    let count = 0;
    for (let k = 0; k < entries.length; k++) {
      if (!traitsOf(entries[k]!.card).includes(trait)) continue;
      codes.push(cards[k]!.code);
      count += entries[k]!.count;
    }
    if (count > limit)
      problems.push({
        code: 'too_many_copies',
        cards: codes,
        rule: cardRule(by),
        details: { name: trait, limit, count, scope: 'trait' },
      });
  }
  return problems;
}
