import { z } from 'zod';

// An ArkhamDB deck JSON as ArkhamDB's API and arkham.build export it (docs/command-line.md "Decks").
// Unknown fields are ignored; missing optional fields take their defaults. ArkhamDB writes an
// empty map as `[]`, so both shapes are accepted.

const count = z.number().int().min(0).max(99);
const slotMap = z
  .union([z.record(z.string().min(1), count), z.array(z.never()).length(0), z.null()])
  .transform((value) => (value && !Array.isArray(value) ? value : {}));

export const deckJsonSchema = z.looseObject({
  investigator_code: z.string().min(1),
  slots: slotMap,
  sideSlots: slotMap.optional().transform((v) => v ?? {}),
  ignoreDeckLimitSlots: slotMap.optional().transform((v) => v ?? {}),
  taboo_id: z
    .union([z.number().int(), z.string().regex(/^\d+$/), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? null : Number(v))),
  meta: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v ?? ''),
  /** ArkhamDB's deck number; a version chain links these (shared/decks/deck-chain.ts). */
  id: z.union([z.number().int(), z.string().min(1)]).nullish(),
  xp: z.number().nullish(),
  xp_spent: z.number().nullish(),
  xp_adjustment: z.number().nullish(),
  exile_string: z.string().nullish(),
  previous_deck: z.union([z.number(), z.string()]).nullish(),
  next_deck: z.union([z.number(), z.string()]).nullish(),
  name: z.string().optional(),
});

export type DeckJson = z.output<typeof deckJsonSchema>;

/** The `meta` string's keys: parallel sides, chosen class/option/size, spirit deck, customizations. */
export type DeckMeta = Record<string, string>;

/** Parses `meta`; a value that is not a JSON object of strings yields the keys that are. */
export function parseDeckMeta(meta: string): DeckMeta {
  if (!meta.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(meta);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const result: DeckMeta = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') result[key] = entry;
    else if (typeof entry === 'number') result[key] = String(entry);
  }
  return result;
}

/** Codes from `exile_string` ("01088,01088,02020"). */
export function parseExileString(exile: string | null | undefined): string[] {
  return (exile ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}
