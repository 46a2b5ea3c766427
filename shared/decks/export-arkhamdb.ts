import type { Card } from '../cards/card-types.ts';
import type { DeckJson } from './deck-json.ts';

// The deck as ArkhamDB's API writes it, so ArkhamDB tools and arkham.build read it back: its
// fields in its order, `meta` a JSON string, the deck's own codes (reprints stay reprints).
// Fields with no meaningful default (id, dates, user) appear only when the input has them;
// fields ArkhamDB does not know (arkham.build's additions) follow unchanged.

const ARKHAMDB_FIELDS = [
  'id',
  'name',
  'date_creation',
  'date_update',
  'description_md',
  'user_id',
  'investigator_code',
  'investigator_name',
  'slots',
  'sideSlots',
  'ignoreDeckLimitSlots',
  'version',
  'xp',
  'xp_spent',
  'xp_adjustment',
  'exile_string',
  'taboo_id',
  'meta',
  'tags',
  'previous_deck',
  'next_deck',
  'problem',
] as const;

/** The deck as an ArkhamDB deck object; `investigator` names it (ArkhamDB's English title). */
export function arkhamDbDeck(deck: DeckJson, investigator: Card): Record<string, unknown> {
  const defaults: Partial<Record<(typeof ARKHAMDB_FIELDS)[number], unknown>> = {
    name: investigator.name,
    description_md: '',
    investigator_name: investigator.name,
    version: '1.0',
    xp: null,
    xp_spent: null,
    xp_adjustment: null,
    exile_string: null,
    tags: '',
    previous_deck: null,
    next_deck: null,
  };
  const input: Record<string, unknown> = { ...deck };
  const result: Record<string, unknown> = {};
  for (const field of ARKHAMDB_FIELDS) {
    const value = input[field] !== undefined ? input[field] : defaults[field];
    if (value !== undefined) result[field] = value;
  }
  for (const [field, value] of Object.entries(input)) if (!(field in result)) result[field] = value;
  return result;
}

/** Pretty-printed, one field per line, as a file to save or paste. */
export function deckArkhamDbJson(deck: DeckJson, investigator: Card): string {
  return `${JSON.stringify(arkhamDbDeck(deck, investigator), null, 2)}\n`;
}
