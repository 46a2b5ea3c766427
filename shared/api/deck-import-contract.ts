import { z } from 'zod';
import { writtenVersionSchema } from './deck-contract.ts';
import { deckProblemSchema } from './deck-problem-schema.ts';

// Deck import: a pasted or loaded text, or decks loaded from ArkhamDB, become one deck
// (a chain becomes its versions) in one transaction; unknown codes or a broken chain refuse the
// whole import. `decks.fetch` only loads (it writes nothing), so the dialog can preview first.

const name = z.string().trim().min(1).max(200);

export const deckImportMethods = {
  /** `text`: JSON as pasted or read from a file; `decks`: what decks.fetch loaded. Each is checked by shared/decks/deck-import.ts. */
  'decks.import': {
    input: z.union([
      z.object({ text: z.string().max(1_000_000), name: name.optional() }).strict(),
      z.object({ decks: z.array(z.unknown()).min(1).max(100), name: name.optional() }).strict(),
    ]),
    output: z.object({
      deckId: z.number(),
      name: z.string(),
      investigatorCode: z.string(),
      versions: z.number(),
      latestVersionId: z.number(),
      /** The latest version's rule problems: imported all the same, to be fixed in the editor. */
      problems: z.array(deckProblemSchema),
      /** Slots dropped for a count of 0 or less, and what validation warns about: the deck stays legal. */
      warnings: z.array(deckProblemSchema),
      /** Per upgrade of a chain: the engine's XP beside what the chain recorded. */
      recost: z.array(z.object({ version: z.number(), xp: z.number(), recorded: z.number().nullable() })),
      /** The latest version as the deck editor opens it, with the deck's row of "Meine Decks". */
      opened: writtenVersionSchema,
    }),
  },
  /** Loads a public ArkhamDB deck or decklist (address or number) with its linked versions; `url` overrides ARKHAMDB_URL. */
  'decks.fetch': {
    input: z.object({ urlOrId: z.string().trim().min(1).max(500), url: z.string().max(2000).optional() }).strict(),
    output: z.object({ decks: z.array(z.record(z.string(), z.unknown())), source: z.string() }),
  },
} as const;
