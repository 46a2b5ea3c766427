import { z } from 'zod';
import { type DeckProblem, PROBLEM_CODES } from '../rules/deck-problem.ts';

/** A typed deck problem as the contract sends it (shared/rules/deck-problem.ts); the compiler keeps the two alike. */
export const deckProblemSchema = z.object({
  code: z.enum(PROBLEM_CODES),
  cards: z.array(z.string()),
  rule: z.discriminatedUnion('source', [
    z.object({ source: z.literal('grimoire'), section: z.string() }),
    z.object({ source: z.literal('glossary'), id: z.string() }),
    z.object({ source: z.literal('card'), code: z.string() }),
  ]),
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  deck: z.enum(['main', 'extra']).optional(),
}) satisfies z.ZodType<DeckProblem>;
