import { z } from 'zod';
import { GRIMOIRE_SECTIONS } from '../i18n/de/grimoire-sections.ts';
import { type DeckProblem, grimoire } from '../rules/deck-problem.ts';
import { deckFileSchema } from './deck-json.ts';

// Slots with a count of 0 or less name no card: deckFileSchema (deck-json.ts) drops them, and this
// says which, so the import report and `deck validate` can tell the player (a warning, never a refusal).

const SLOT_FIELDS = ['slots', 'sideSlots', 'ignoreDeckLimitSlots'] as const;

const droppedSlotSchema = z.object({ field: z.enum(SLOT_FIELDS), code: z.string(), count: z.number().int() });
export type DroppedSlot = z.infer<typeof droppedSlotSchema>;

/** The slots of a raw deck object (before deckFileSchema) whose count is a whole number of 0 or less. */
export function droppedSlots(raw: unknown): DroppedSlot[] {
  if (!raw || typeof raw !== 'object') return [];
  const dropped: DroppedSlot[] = [];
  for (const field of SLOT_FIELDS) {
    const slots = (raw as Record<string, unknown>)[field];
    if (!slots || typeof slots !== 'object' || Array.isArray(slots)) continue;
    for (const [code, count] of Object.entries(slots))
      if (typeof count === 'number' && Number.isInteger(count) && count <= 0) dropped.push({ field, code, count });
  }
  return dropped;
}

/** One `slot_count_dropped` warning per dropped slot (details: the field and the count). */
export function droppedSlotWarnings(dropped: readonly DroppedSlot[]): DeckProblem[] {
  return dropped.map(({ field, code, count }) => ({
    code: 'slot_count_dropped',
    cards: [code],
    rule: grimoire(GRIMOIRE_SECTIONS.deckbuilding),
    details: { field, count },
  }));
}

/**
 * A deck from a file where a contract takes one (decks.importChain): parsed by deckFileSchema,
 * with the slots it dropped beside it, so the answer can tell them.
 */
export const deckFileEntrySchema = z.preprocess(
  (raw) => ({ deck: raw, dropped: droppedSlots(raw) }),
  z.object({ deck: deckFileSchema, dropped: z.array(droppedSlotSchema) }),
);

/** The dropped slots of several decks (a chain's versions), each field and code told once. */
export function droppedOfAll(entries: readonly { dropped: readonly DroppedSlot[] }[]): DroppedSlot[] {
  const all = new Map<string, DroppedSlot>();
  for (const slot of entries.flatMap((entry) => entry.dropped)) all.set(`${slot.field}:${slot.code}`, slot);
  return [...all.values()];
}
