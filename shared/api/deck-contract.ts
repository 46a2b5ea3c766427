import { z } from 'zod';
import { variantIdSchema } from '../campaign/campaign-variants.ts';
import type { ArkhamDbChainDeck } from '../decks/deck-chain.ts';
import { deckJsonSchema } from '../decks/deck-json.ts';
import { deckFileEntrySchema } from '../decks/dropped-slots.ts';
import { environmentTextSchema } from '../rules/deck-environment.ts';
import { deckProblemSchema } from './deck-problem-schema.ts';
import { plainOutput } from './plain-output.ts';

// Deck methods of the IPC contract: create, edit, rename, upgrade, read history,
// ArkhamDB version chains in and out.

const id = z.number().int().positive();
const name = z.string().trim().min(1).max(200);
const cardCode = z.string().min(1).max(16);
const adjustment = z
  .object({ xp: z.number().int().min(-100).max(100), reason: z.string().trim().min(1).max(500) })
  .strict();

export const deckVersionSchema = z.object({
  id,
  deckId: id,
  version: z.number().int(),
  deck: deckJsonSchema,
  locked: z.boolean(),
  xpGranted: z.number(),
  xpCarried: z.number(),
  xpSpent: z.number(),
  xpAdjustment: z.number(),
  adjustmentReason: z.string().nullable(),
  exileString: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type DeckVersion = z.infer<typeof deckVersionSchema>;

export const historyLineSchema = z.object({
  code: z.string(),
  change: z.string(),
  copies: z.number(),
  xp: z.number(),
  from: z.string().optional(),
  adjustments: z.array(z.object({ code: z.string(), xp: z.number() })).optional(),
  /** A change in ‖Jim Culver's spirit deck. */
  deck: z.literal('extra').optional(),
});

/** A row of "Meine Decks"; every deck write returns its deck's row as `summary`, so the list is not read again. */
export const deckSummarySchema = z.object({
  id,
  name: z.string(),
  investigatorCode: z.string(),
  versions: z.number(),
  /** The current version: the latest, or for a campaign deck the one the campaign has in force. */
  latestVersionId: id,
  /** The campaign an investigator plays the deck in: it is upgraded there only. */
  campaignName: z.string().optional(),
  /** Problems of the latest version under the imported pool (absent without one). */
  problems: z.number().optional(),
  /** Warnings of the latest version (they leave the deck legal; absent without a pool). */
  warnings: z.number().optional(),
  /** The Researched cards the campaign the deck is played in unlocked; absent for a deck in no campaign. */
  unlocked: z.array(cardCode).optional(),
  /** A card data update made the latest version illegal and it still is; the deck was not altered. */
  illegalSinceUpdate: z.boolean().optional(),
  /** The latest version's tags (ArkhamDB `tags`), for the filter in "Meine Decks". */
  tags: z.array(z.string()),
  /**
   * Grimoire XII „Deckbau-Umgebungen“ the deck is validated under (text form): its campaign's,
   * else its own; absent: none. `environmentOfCampaign` says it is the campaign's (not editable).
   */
  environment: z.string().optional(),
  environmentOfCampaign: z.boolean().optional(),
  /** Grimoire „Ultimaten und Gaben“ of the campaign the deck is played in; absent: none. */
  variants: z.array(variantIdSchema).optional(),
});
export type DeckSummary = z.infer<typeof deckSummarySchema>;

/**
 * What a write that made a version answers for the editor to open it without reading the deck's
 * history: the version, the deck of the version it is built on (null for a first version) and the
 * deck's row of "Meine Decks".
 */
export const writtenVersionSchema = z.object({
  version: deckVersionSchema,
  builtOnDeck: deckJsonSchema.nullable(),
  summary: deckSummarySchema,
});
export type WrittenVersion = z.infer<typeof writtenVersionSchema>;

export const deckMethods = {
  'decks.list': { input: z.object({}).strict(), output: z.array(deckSummarySchema) },
  'decks.create': {
    input: z.object({ name, deck: deckJsonSchema }).strict(),
    output: deckVersionSchema.extend({ summary: deckSummarySchema }),
  },
  /** Saves an unlocked version; `upgradeProblems` are the upgrade rules it breaks (shown, not refused). */
  'decks.save': {
    input: z
      .object({
        versionId: id,
        deck: deckJsonSchema,
        adjustment: adjustment.optional(),
        unlocked: z.array(cardCode).max(500).optional(),
      })
      .strict(),
    output: deckVersionSchema.extend({
      upgradeProblems: z.array(deckProblemSchema),
      summary: deckSummarySchema,
    }),
  },
  'decks.rename': {
    input: z.object({ deckId: id, name }).strict(),
    output: z.object({ id, name: z.string() }),
  },
  /** The deck's own deckbuilding environment (null: none); answers the deck's row. */
  'decks.setEnvironment': {
    input: z.object({ deckId: id, environment: environmentTextSchema.nullable() }).strict(),
    output: deckSummarySchema,
  },
  /** The new version, the deck of the one it is built on (now locked), and the deck's row. */
  'decks.upgrade': {
    input: z
      .object({ deckId: id, xpGranted: z.number().int().min(0).max(200), exileString: z.string().max(2000).optional() })
      .strict(),
    output: deckVersionSchema.extend({ builtOnDeck: deckJsonSchema, summary: deckSummarySchema }),
  },
  /**
   * An ArkhamDB chain (previous_deck/next_deck) becomes one deck; `recost` shows the engine's XP beside the chain's.
   * Slots with a count of 0 or less are dropped and told in `warnings` (slot_count_dropped), never refused.
   */
  'decks.importChain': {
    input: z.object({ name: name.optional(), decks: z.array(deckFileEntrySchema).min(1).max(100) }).strict(),
    output: z.object({
      deckId: id,
      versions: z.array(deckVersionSchema),
      recost: z.array(z.object({ version: z.number(), xp: z.number(), recorded: z.number().nullable() })),
      warnings: z.array(deckProblemSchema),
    }),
  },
  'decks.exportChain': {
    input: z.object({ deckId: id }).strict(),
    output: plainOutput<ArkhamDbChainDeck[]>(),
  },
  /**
   * Every version, oldest first; `withdrawn`: its campaign upgrade entry is undone (kept, never
   * current); `builtOn`: the version number it was upgraded from, which `lines` are measured against.
   */
  'decks.history': {
    input: z.object({ deckId: id }).strict(),
    output: z.array(
      z.object({
        version: deckVersionSchema,
        lines: z.array(historyLineSchema),
        available: z.number(),
        withdrawn: z.boolean().optional(),
        builtOn: z.number().optional(),
      }),
    ),
  },
} as const;
