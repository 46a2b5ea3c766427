import { z } from 'zod';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// Optional card images (off by default): when the player turns them on, the detail panel asks
// for a card's image; main answers from its local cache or downloads it once from ArkhamDB
// (needs the internet). Without the setting nothing is ever requested.

/** A card code as the data writes it (01001, 08011a, 90001): letters and digits only. */
const code = z.string().regex(/^[0-9a-z]{4,12}$/i, INPUT_MESSAGES.cardCode);

export const CARD_IMAGE_LIMITS_MB = [50, 100, 250, 500, 1000] as const;

export const cardImageSettingsSchema = z.object({
  enabled: z.boolean(),
  limitMb: z.number(),
  /** What the cache holds now. */
  files: z.number(),
  bytes: z.number(),
});
export type CardImageSettings = z.infer<typeof cardImageSettingsSchema>;

const limitMb = z
  .number()
  .int()
  .refine((value) => (CARD_IMAGE_LIMITS_MB as readonly number[]).includes(value), INPUT_MESSAGES.imageLimit);

export const cardImageMethods = {
  'cardImages.settings': { input: z.object({}).strict(), output: cardImageSettingsSchema },
  /** Turns the download on or off and sets the cache's size limit (the oldest images go first). */
  'cardImages.configure': {
    input: z.object({ enabled: z.boolean().optional(), limitMb: limitMb.optional() }).strict(),
    output: cardImageSettingsSchema,
  },
  'cardImages.clear': { input: z.object({}).strict(), output: cardImageSettingsSchema },
  /**
   * The card's image as a data: URL: from the cache, else downloaded when the setting is on.
   * `disabled`: the setting is off (nothing was asked); `failed`: no image (offline, not found).
   */
  'cardImages.get': {
    input: z.object({ code }).strict(),
    output: z.object({
      status: z.enum(['disabled', 'cached', 'downloaded', 'failed']),
      dataUrl: z.string().optional(),
      reason: z.string().optional(),
    }),
  },
} as const;
