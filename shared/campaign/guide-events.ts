import { z } from 'zod';
import { guideAnswerSchema, guideEffectSchema } from '../guide/guide-schemas.ts';

// The guided campaign in the journal: each answer to the campaign guide is one entry, holding the
// answer and every effect it had when it was given (log entries by id, XP, trauma, cards, chaos
// tokens, scenario progress). Replaying the journal applies the stored effects, so an update of
// the guide data never changes a running campaign's past; undo, „Stand nach …“ and export work as
// for every other entry.

export const guideAnsweredSchema = z
  .object({
    /** The guide's campaign id in the data and its data version, fixed at the first answer. */
    guide: z.object({ id: z.string().min(1).max(40), version: z.number().int().min(0).max(1000) }).strict(),
    /** Position among the guide answers (0-based): an answer only fits after all before it. */
    index: z.number().int().min(0).max(100_000),
    answer: guideAnswerSchema,
    effects: z.array(guideEffectSchema).max(1000),
    /** German text for the English guide texts of the effects (English source → German). */
    german: z.record(z.string().max(5000), z.string().max(5000)).default({}),
  })
  .strict();
