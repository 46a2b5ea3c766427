import { z } from 'zod';

// The rules glossary entry a rule reference opens (read from the imported data folder, offline).

export const ruleEntrySchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    id: z.string(),
    title: z.string(),
    text: z.string(),
    /** Titles of the entry's sub-rules, to open them from the panel. */
    subRules: z.array(z.object({ id: z.string(), title: z.string() })),
  }),
  z.object({
    found: z.literal(false),
    /** `no_folder`: the card data came from no folder with arkham-cards-data beside it (or it is gone). */
    reason: z.enum(['no_folder', 'no_entry']),
  }),
]);
export type RuleEntry = z.infer<typeof ruleEntrySchema>;

export const rulesMethods = {
  'rules.entry': {
    input: z.object({ id: z.string().min(1).max(100) }).strict(),
    output: ruleEntrySchema,
  },
} as const;
