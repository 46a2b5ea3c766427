import { z } from 'zod';

// An ArkhamDB deck JSON as ArkhamDB's API and arkham.build export it (docs/command-line/decks.md "Deck files").
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
  /** ArkhamDB's "major.minor" version; an upgrade starts the next major version. */
  version: z.union([z.string().max(20), z.number()]).nullish(),
  /** The deck's notes (Markdown) and tags, as ArkhamDB writes them (tags separated by spaces). */
  description_md: z.string().max(500_000).nullish(),
  tags: z.string().max(2_000).nullish(),
});

export type DeckJson = z.output<typeof deckJsonSchema>;

const SLOT_FIELDS = ['slots', 'sideSlots', 'ignoreDeckLimitSlots'] as const;

/** The raw object with every slot whose count is a whole number of 0 or less left out. */
function withoutEmptySlots(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const copy: Record<string, unknown> = { ...raw };
  for (const field of SLOT_FIELDS) {
    const slots = copy[field];
    if (!slots || typeof slots !== 'object' || Array.isArray(slots)) continue;
    copy[field] = Object.fromEntries(
      Object.entries(slots).filter(([, n]) => !(typeof n === 'number' && Number.isInteger(n) && n <= 0)),
    );
  }
  return copy;
}

/**
 * A deck as files and exports hold it (import, CLI): ArkhamDB writes a count of 0 or less for a
 * card no longer in the deck ("01000": -1 once the random basic weakness was drawn); such slots
 * are dropped before the check (dropped-slots.ts says which). Other bad counts are refused.
 * What the app itself sends (the contract) uses deckJsonSchema, which refuses them.
 */
export const deckFileSchema = z.preprocess(withoutEmptySlots, deckJsonSchema);

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

/** Tags from ArkhamDB's `tags` ("solo  Wächter,kampf"): lower case, one each, spaces or commas between. */
export function parseDeckTags(tags: string | null | undefined): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(/[\s,]+/)
        .map((tag) => tag.trim().toLocaleLowerCase('de-DE'))
        .filter(Boolean),
    ),
  ];
}
