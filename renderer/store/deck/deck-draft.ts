import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { type DeckJson, parseDeckMeta, parseDeckTags } from '../../../shared/decks/deck-json.ts';
import { type InvestigatorContext, investigatorContext } from '../../../shared/rules/investigator-context.ts';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import { RANDOM_BASIC_WEAKNESS } from '../../../shared/rules/special-cards.ts';
import { basicWeaknessPool, drawBasicWeakness } from '../../../shared/rules/weakness-draw.ts';
import type { DeckDraft } from './deck-types.ts';

// Pure steps of the deck editor: the draft as ArkhamDB deck JSON, a new deck's starting cards,
// and the random basic weakness draw. The rules themselves stay in shared/rules.

export function deckJsonOf(draft: DeckDraft): DeckJson {
  return {
    investigator_code: draft.investigatorCode,
    name: draft.name,
    slots: { ...draft.slots },
    sideSlots: { ...draft.sideSlots },
    ignoreDeckLimitSlots: { ...draft.ignoreDeckLimitSlots },
    taboo_id: draft.tabooId,
    meta: JSON.stringify(draft.meta),
    ...(draft.notes ? { description_md: draft.notes } : {}),
    ...(draft.tags?.length ? { tags: draft.tags.join(' ') } : {}),
  };
}

/** A saved deck JSON as an editable draft (the inverse of deckJsonOf). */
export function draftOf(deck: DeckJson, fallbackName: string): DeckDraft {
  const draft: DeckDraft = {
    investigatorCode: deck.investigator_code,
    name: deck.name || fallbackName,
    slots: { ...deck.slots },
    meta: parseDeckMeta(deck.meta),
    tabooId: deck.taboo_id,
  };
  // Only when there are any, so a deck built here keeps the draft it always had.
  if (Object.keys(deck.sideSlots).length) draft.sideSlots = { ...deck.sideSlots };
  if (Object.keys(deck.ignoreDeckLimitSlots).length) draft.ignoreDeckLimitSlots = { ...deck.ignoreDeckLimitSlots };
  if (deck.description_md) draft.notes = deck.description_md;
  const tags = parseDeckTags(deck.tags);
  if (tags.length) draft.tags = tags;
  return draft;
}

export function draftContext(pool: CardPool, draft: DeckDraft): InvestigatorContext | undefined {
  const lookup = pool.withTaboo(draft.tabooId);
  const card = lookup(draft.investigatorCode);
  return card ? investigatorContext(card, draft.meta, lookup, pool.byName) : undefined;
}

/**
 * The slots after one placeholder became a drawn weakness; undefined when nothing can be drawn.
 * With a collection (`ownedPacks`) only its basic weaknesses are shuffled (Grimoire "Zufällige Grundschwächen").
 */
export function slotsWithDrawnWeakness(
  pool: CardPool,
  draft: DeckDraft,
  seed: number,
  ownedPacks?: readonly string[] | null,
): Record<string, number> | undefined {
  const placeholders = draft.slots[RANDOM_BASIC_WEAKNESS] ?? 0;
  const ctx = draftContext(pool, draft);
  if (!placeholders || !ctx) return undefined;
  const excluded = Object.entries(draft.slots).flatMap(([code, count]) => Array.from({ length: count }, () => code));
  const candidates = basicWeaknessPool(pool, {
    excluded,
    mode: 'campaign',
    players: 1,
    investigator: ctx.front,
    ...(ownedPacks ? { ownedPacks } : {}),
  });
  const drawn = drawBasicWeakness(candidates, seededRandom(seed));
  if (!drawn) return undefined;
  const slots = { ...draft.slots, [drawn.code]: (draft.slots[drawn.code] ?? 0) + 1 };
  if (placeholders > 1) slots[RANDOM_BASIC_WEAKNESS] = placeholders - 1;
  else delete slots[RANDOM_BASIC_WEAKNESS];
  return slots;
}
