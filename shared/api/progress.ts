import { z } from 'zod';

/** Progress of a card import: download from ArkhamDB (online update) or read files, merge, write in one transaction, then campaign definitions beside the cards. */
export const importProgressSchema = z.object({
  phase: z.enum(['download', 'read', 'merge', 'write', 'campaigns', 'done']),
  done: z.number(),
  total: z.number(),
  file: z.string().optional(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
