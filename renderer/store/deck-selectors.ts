import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { Card, DeckOption } from '../../shared/cards/card-types.ts';
import { isWeakness } from '../../shared/rules/card-restrictions.ts';
import { effectiveOptions, inclusionPredicate } from '../../shared/rules/deck-access.ts';
import type { InvestigatorContext } from '../../shared/rules/investigator-context.ts';
import { VERSATILE } from '../../shared/rules/special-cards.ts';
import { validateDeck, type DeckValidation } from '../../shared/rules/validate-deck.ts';
import { cardName, typeCodeLabel } from '../cards/card-labels.ts';
import { t } from '../i18n/messages.ts';
import type { AppState } from './app-state.ts';
import { deckJsonOf, draftContext } from './deck-draft.ts';
import type { DeckDraft } from './deck-types.ts';
import { memoizeLast } from './memoize-last.ts';

// Card edits keep `meta` and the investigator, so the context (and the allowed list) stays put.
const context = memoizeLast((pool: CardPool | undefined, code: string | undefined, meta: DeckDraft['meta'] | undefined, tabooId: number | null | undefined) =>
  pool && code && meta ? draftContext(pool, { investigatorCode: code, meta, tabooId: tabooId ?? null, name: '', slots: {} }) : undefined,
);

/** The deck's investigator with parallel sides and choices applied. */
export function selectDeckContext(state: AppState): InvestigatorContext | undefined {
  const deck = state.deck;
  return context(state.cardPool, deck?.investigatorCode, deck?.meta, deck?.tabooId);
}

// Validated once per draft: every edit makes a new draft object.
const validation = memoizeLast((pool: CardPool | undefined, deck: DeckDraft | undefined) =>
  pool && deck ? validateDeck(deckJsonOf(deck), pool) : undefined,
);

export function selectDeckValidation(state: AppState): DeckValidation | undefined {
  return validation(state.cardPool, state.deck);
}

const faulty = memoizeLast((result: DeckValidation | undefined) => new Set(result?.problems.flatMap((problem) => problem.cards)));

/** Codes some problem names, for the red marker in the deck list. */
export function selectFaultyCodes(state: AppState): ReadonlySet<string> {
  return faulty(selectDeckValidation(state));
}

// Keyed by the options' JSON, so the list keeps its identity (and scroll) while cards are added.
const allowed = memoizeLast((ctx: InvestigatorContext, optionsJson: string) => {
  // The engine's own predicate, so the list offers exactly what validation accepts.
  const may = inclusionPredicate(ctx, JSON.parse(optionsJson) as DeckOption[]);
  return (card: Card) => card.type_code !== 'investigator' && !isWeakness(card) && may(card);
});

/** Whether the deck's investigator may take a card ("nur erlaubte Karten"). */
export function selectAllowedPredicate(state: AppState): ((card: Card) => boolean) | undefined {
  const ctx = selectDeckContext(state);
  if (!ctx) return undefined;
  const slots = state.deck?.slots ?? {};
  const options = effectiveOptions(ctx, new Set(Object.keys(slots)), slots[VERSATILE] ?? 0);
  return allowed(ctx, JSON.stringify(options));
}

export interface DeckLine {
  card: Card;
  count: number;
}

export interface DeckGroup {
  key: string;
  label: string;
  lines: DeckLine[];
  count: number;
}

const TYPE_ORDER = ['asset', 'event', 'skill'];
const groupRank = (key: string) => (key === 'weakness' ? 99 : key === 'permanent' ? 98 : TYPE_ORDER.indexOf(key) >= 0 ? TYPE_ORDER.indexOf(key) : 50);

const groups = memoizeLast((pool: CardPool | undefined, deck: DeckDraft | undefined): DeckGroup[] => {
  if (!pool || !deck) return [];
  const byKey = new Map<string, DeckGroup>();
  for (const [code, count] of Object.entries(deck.slots)) {
    const card = pool.card(code);
    if (!card || count <= 0) continue;
    const key = isWeakness(card) ? 'weakness' : card.permanent ? 'permanent' : card.type_code;
    const label = key === 'weakness' ? t.deckGroupWeaknesses : key === 'permanent' ? t.deckGroupPermanent : typeCodeLabel(pool.data.labels, key);
    const group = byKey.get(key) ?? { key, label, lines: [], count: 0 };
    group.lines.push({ card, count });
    group.count += count;
    byKey.set(key, group);
  }
  for (const group of byKey.values()) group.lines.sort((a, b) => cardName(a.card).localeCompare(cardName(b.card), 'de'));
  return [...byKey.values()].sort((a, b) => groupRank(a.key) - groupRank(b.key) || a.label.localeCompare(b.label, 'de'));
});

/** The deck's cards grouped by German type; Permanent cards and weaknesses in groups of their own. */
export function selectDeckGroups(state: AppState): DeckGroup[] {
  return groups(state.cardPool, state.deck);
}

/** German card title for problem sentences. */
export function cardNameIn(pool: CardPool | undefined): (code: string) => string {
  return (code) => {
    const card = pool?.card(code);
    return card ? cardName(card) : code;
  };
}
