import { z } from 'zod';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// The player's collection: which packs they own (pack codes as in packs.json) and, for packs
// owned more than once, how many (`copies`; a pack missing there is owned once). `null` means no
// collection is set, and every card counts as owned.

const packCode = z
  .string()
  .regex(/^[a-z0-9_]{1,40}$/, INPUT_MESSAGES.packCode)
  .max(40);

/** Boxes of one pack beyond the first: 2–9. */
const packCopies = z.record(packCode, z.number().int().min(2).max(9));

export const collectionSchema = z.object({
  packs: z.array(z.string()).nullable(),
  copies: z.record(z.string(), z.number()).optional(),
});

export const collectionMethods = {
  'collection.get': { input: z.object({}).strict(), output: collectionSchema },
  /** Replaces the collection; every code must name a pack of the imported pool. */
  'collection.set': {
    input: z.object({ packs: z.array(packCode).max(1000).nullable(), copies: packCopies.optional() }).strict(),
    output: collectionSchema,
  },
} as const;
