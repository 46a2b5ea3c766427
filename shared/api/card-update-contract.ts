import { z } from 'zod';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';

// Card data updates: what an import or an online update changed, which saved decks
// it made illegal, and `cards.update`, the online update from ArkhamDB's API. Like `cards.import`
// it runs in the background; progress and end arrive as `cards:import-progress` and
// `cards:import-finished`.

const packChange = z.object({ code: z.string(), name: z.string(), name_de: z.string().optional() });
const tabooChange = z.object({ id: z.number(), code: z.string(), date_start: z.string() });

export const poolDiffSchema = z.object({
  firstImport: z.boolean(),
  addedPacks: z.array(packChange),
  removedPacks: z.array(packChange),
  addedCards: z.array(z.string()),
  removedCards: z.array(z.string()),
  changedCards: z.array(z.object({ code: z.string(), name: z.string(), fields: z.array(z.string()) })),
  addedTabooLists: z.array(tabooChange),
  changedTabooLists: z.array(tabooChange),
});

/** A saved deck whose latest version was valid before the update and is not after it; never altered. */
export const illegalDeckSchema = z.object({
  deckId: z.number(),
  name: z.string(),
  versionId: z.number(),
  problems: z.array(z.string()),
});

/** What every import and update adds to its summary. */
export const updateReportShape = {
  changes: poolDiffSchema.optional(),
  illegalDecks: z.array(illegalDeckSchema).optional(),
  /** The automatic backup written just before the pool was replaced. */
  backup: z.string().optional(),
};

export const cardUpdateMethods = {
  'cards.update': {
    /** Without `url`: ARKHAMDB_URL, else https://arkhamdb.com. Nothing goes online unless this is called. */
    input: z
      .object({
        url: z
          .url({ protocol: /^https?$/, error: INPUT_MESSAGES.httpAddress })
          .max(2048)
          .optional(),
      })
      .strict(),
    output: z.object({ started: z.literal(true) }),
  },
} as const;
