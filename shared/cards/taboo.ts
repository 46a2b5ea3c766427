import type { z } from 'zod';
import type { Card, TabooEntry, TabooList } from './card-types.ts';
import { deckRequirementsToString } from './deck-requirements.ts';
import type { rawTabooListSchema } from './raw-data.ts';

/** A card as a deck sees it under a taboo list; `taboo_xp` is the list's XP change. */
export type TabooedCard = Card & { taboo_xp?: number; taboo_text?: string };

export function normalizeTabooList(raw: z.infer<typeof rawTabooListSchema>): TabooList {
  return {
    // Lists 001–007 carry no id; ArkhamDB numbers them by their code.
    id: raw.id ?? Number(raw.code),
    code: raw.code,
    name: raw.name ?? 'Taboo List',
    date_start: raw.date_start,
    active: Boolean(raw.active),
    cards: raw.cards.map((entry) => {
      const normalized = { ...entry } as TabooEntry;
      if ('deck_requirements' in entry) {
        normalized.deck_requirements = deckRequirementsToString(entry.deck_requirements);
      }
      return normalized;
    }),
  };
}

/** Applies one taboo entry to a card (shared/data README, "Taboo lists"). */
export function applyTabooEntry(card: Card, entry: TabooEntry): TabooedCard {
  const result: TabooedCard = { ...card };
  if (entry.xp !== undefined) result.taboo_xp = entry.xp;
  if (entry.text !== undefined) result.taboo_text = entry.text;
  if (entry.deck_limit !== undefined) result.deck_limit = entry.deck_limit;
  if (entry.exceptional !== undefined) result.exceptional = Boolean(entry.exceptional);
  if (entry.deck_options !== undefined) result.deck_options = entry.deck_options;
  if (typeof entry.deck_requirements === 'string') result.deck_requirements = entry.deck_requirements;
  if (entry.customization_options !== undefined) result.customization_options = entry.customization_options;
  if (entry.customization_text !== undefined) result.customization_text = entry.customization_text;
  if (entry.customization_change !== undefined) result.customization_change = entry.customization_change;
  if (entry.replacement_text !== undefined) result.text = entry.replacement_text;
  return result;
}

/**
 * A per-deck view of the pool under a taboo list: the pool itself is never changed.
 * Reprints are tabooed through their original's entry; a modified reprint (12020 beside the
 * tabooed 01020) is another card, tabooed only by an entry of its own.
 */
export function tabooView(
  lookup: (code: string) => Card | undefined,
  list: TabooList | undefined,
): (code: string) => TabooedCard | undefined {
  if (!list) return lookup;
  const entries = new Map(list.cards.map((entry) => [entry.code, entry]));
  const cache = new Map<string, TabooedCard>();
  return (code) => {
    const cached = cache.get(code);
    if (cached) return cached;
    const card = lookup(code);
    if (!card) return undefined;
    const entry = entries.get(code) ?? (card.duplicate_of ? entries.get(card.duplicate_of) : undefined);
    const result = entry ? applyTabooEntry(card, entry) : card;
    cache.set(code, result);
    return result;
  };
}
