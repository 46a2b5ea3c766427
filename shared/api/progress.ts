import { z } from 'zod';

/** Progress of a card import: read files, then merge, then write in one transaction. */
export const importProgressSchema = z.object({
  phase: z.enum(['read', 'merge', 'write', 'done']),
  done: z.number(),
  total: z.number(),
  file: z.string().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
