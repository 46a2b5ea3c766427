import { z } from 'zod';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// The shape of ArkhamDB's public API (`/api/public/cards/?encounter=1`, `/api/public/packs/`,
// `/api/public/taboos/`), checked before anything is built from it. Loose like the folder
// schemas: unknown fields pass through, only what the adapter relies on is required.

/** A card as the API sends it; on a localized host `name`, `text`, … are translated and `real_*` hold the English. */
export const apiCardSchema = z.looseObject({
  code: z.string().min(1).max(32),
  pack_code: z.string().min(1),
  position: z.number(),
  quantity: z.number().optional(),
  name: z.string(),
  real_name: z.string().optional(),
  type_code: z.string().min(1),
  faction_code: z.string().min(1),
  linked_card: z.looseObject({ code: z.string().min(1) }).optional(),
});
export type ApiCard = z.infer<typeof apiCardSchema>;

/** `/api/public/packs/`: no cycle code, only the cycle's position. */
export const apiPackSchema = z.looseObject({
  code: z.string().min(1),
  name: z.string(),
  position: z.number(),
  cycle_position: z.number(),
  available: z.string().nullish(),
  total: z.number().nullish(),
});
export type ApiPack = z.infer<typeof apiPackSchema>;

/** `/api/public/taboos/`: `cards` is a JSON text in the API (an array in the data folder). */
export const apiTabooSchema = z.looseObject({
  id: z.number(),
  code: z.string().min(1),
  name: z.string().nullish(),
  active: z.union([z.boolean(), z.number()]).nullish(),
  date_start: z.string(),
  cards: z.union([z.string(), z.array(z.looseObject({ code: z.string() }))]),
});
export type ApiTaboo = z.infer<typeof apiTabooSchema>;

export const apiCardsSchema = z.array(apiCardSchema).min(1, INPUT_MESSAGES.noCards);
export const apiPacksSchema = z.array(apiPackSchema).min(1, INPUT_MESSAGES.noPacks);
export const apiTaboosSchema = z.array(apiTabooSchema);
