import { z } from 'zod';
import { chaosTokenSchema, DIFFICULTIES } from '../campaign/campaign-definition.ts';
import { campaignEventSchema } from '../campaign/campaign-events.ts';
import type { CampaignState } from '../campaign/campaign-state.ts';
import { isCampaignOnly, variantIdSchema } from '../campaign/campaign-variants.ts';
import { deckJsonSchema } from '../decks/deck-json.ts';
import { INPUT_MESSAGES } from '../i18n/de/input-messages.ts';
import { environmentTextSchema } from '../rules/deck-environment.ts';
import type { DeckProblem } from '../rules/deck-problem.ts';
import { absolutePath } from './backup-contract.ts';
import type { WrittenVersion } from './deck-contract.ts';
import { plainOutput } from './plain-output.ts';

// Campaign methods of the IPC contract. Events are the typed union of
// shared/campaign/campaign-events.ts, parsed here and again by the journal service before anything is written.

const id = z.number().int().positive();
const code = z.string().regex(/^[0-9a-z_]{4,16}$/);
/** A journal write's answer: the campaign, the entry's number and the state after it. */
export interface Appended {
  campaignId: number;
  seq: number;
  state: CampaignState;
}
const appended = plainOutput<Appended>();

const carryOverSchema = z.object({ campaignId: id, investigators: z.array(code).min(1).max(8).optional() }).strict();
/** Grimoire „Epischer Kampagnenmodus“: the earlier campaign and the investigators that go on (all still playing without a list). */
export type CarryOver = z.infer<typeof carryOverSchema>;

/** One investigator carried into a new campaign (Grimoire „Epischer Kampagnenmodus“). */
export interface CarriedJoin {
  investigator: string;
  /** „Die Gesamt-Erfahrung von [Ermittlername] beträgt X“. */
  totalXp: number;
  /** The level-0 deck made for the new campaign. */
  deckId?: number;
  /** The cards of level 1–5 taken out of the deck, with their copies. */
  removed: Record<string, number>;
}

export const campaignSummarySchema = z.object({
  id,
  name: z.string(),
  definitionId: z.string().optional(),
  difficulty: z.string().optional(),
  investigators: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      player: z.string(),
      status: z.string(),
      deckId: z.number().optional(),
    }),
  ),
  nextScenario: z.object({ id: z.string(), name: z.string() }).nullable(),
  scenariosPlayed: z.number(),
  lastActivity: z.string(),
});

export const journalLineSchema = z.object({
  seq: z.number(),
  type: z.string(),
  payload: z.unknown(),
  at: z.string(),
  undone: z.boolean(),
  /** Set when undoing this entry now would be refused: the typed reason (German at the edge). */
  undoRefused: z.object({ code: z.string(), details: z.record(z.string(), z.unknown()) }).optional(),
  /** A guide answer with later answers in force: undoing it takes back this many answers („Ab hier neu beantworten“). */
  answersTakenBack: z.number().optional(),
});
export type JournalLine = z.infer<typeof journalLineSchema>;

export const campaignMethods = {
  'campaigns.list': { input: z.object({}).strict(), output: z.array(campaignSummarySchema) },
  'campaigns.create': {
    input: z
      .object({
        name: z.string().trim().min(1).max(200),
        definitionId: z.string().min(1).max(100).optional(),
        /** A one-scenario standalone play of this scenario of the side folder, instead of a definition. */
        standaloneScenario: z.string().min(1).max(100).optional(),
        difficulty: z.enum(DIFFICULTIES).optional(),
        chaosBag: z.array(chaosTokenSchema).max(60).optional(),
        scenarios: z
          .array(z.object({ id: z.string().trim().min(1).max(100), name: z.string().trim().min(1).max(200) }).strict())
          .max(100)
          .optional(),
        environment: environmentTextSchema.optional(),
        /** Grimoire „Epischer Kampagnenmodus“: go on with investigators of an earlier campaign (all still playing, or these). */
        carryOver: carryOverSchema.optional(),
        /** Grimoire „Ultimaten und Gaben“: the variants chosen for the whole campaign. */
        variants: z.array(variantIdSchema).max(30).optional(),
      })
      .strict()
      .refine((input) => !(input.standaloneScenario && input.variants?.some(isCampaignOnly)), {
        message: INPUT_MESSAGES.variantCampaignOnly,
      })
      .refine((input) => !(input.carryOver && input.standaloneScenario), {
        message: INPUT_MESSAGES.carryOverStandalone,
      }),
    /** `carried`: for a carry-over, each carried investigator's total XP, new deck and removed cards. */
    output: plainOutput<Appended & { carried?: CarriedJoin[] }>(),
  },
  'campaigns.state': {
    input: z.object({ campaignId: id, seq: z.number().int().positive().optional() }).strict(),
    output: plainOutput<CampaignState>(),
  },
  'campaigns.journal': { input: z.object({ campaignId: id }).strict(), output: z.array(journalLineSchema) },
  'campaigns.join': {
    input: z
      .object({
        campaignId: id,
        player: z.string().trim().min(1).max(100),
        investigatorCode: code,
        deckId: id.optional(),
        /** A new deck to join with (a file from the command line), written only if the join is. */
        newDeck: z
          .object({ name: z.string().trim().min(1).max(200), deck: deckJsonSchema })
          .strict()
          .optional(),
        replaces: code.optional(),
      })
      .strict()
      .refine((input) => !(input.deckId && input.newDeck), { message: INPUT_MESSAGES.deckIdOrNewDeck }),
    /** In a standalone play: the extra random basic weaknesses drawn into the deck (Grimoire table). */
    output: plainOutput<Appended & { standaloneWeaknesses?: string[] }>(),
  },
  /** Any journal event but `campaign_created`; several are written all or nothing. */
  'campaigns.append': {
    input: z.object({ campaignId: id, events: z.array(campaignEventSchema).min(1).max(50) }).strict(),
    output: appended,
  },
  'campaigns.undo': {
    input: z
      .object({
        campaignId: id,
        seq: z.number().int().positive().optional(),
        reason: z.string().trim().min(1).max(500).optional(),
      })
      .strict(),
    /** `answersTakenBack`: for an undo of a guide answer, how many answers it took back (it and every later one). */
    output: plainOutput<Appended & { answersTakenBack?: number }>(),
  },
  /**
   * "Deck verbessern" in the campaign; `upgradeProblems` are purchase rules it breaks (shown, not
   * refused); `upgraded`: the new version as the deck editor opens it.
   */
  'campaigns.upgradeDeck': {
    input: z.object({ campaignId: id, code, deck: deckJsonSchema }).strict(),
    output: plainOutput<Appended & { upgradeProblems: DeckProblem[]; upgraded: WrittenVersion }>(),
  },
  'campaigns.export': { input: z.object({ campaignId: id }).strict(), output: z.record(z.string(), z.unknown()) },
  /** The campaign file written to `file` (a path the save dialog gave, which already asked before replacing a file). */
  'campaigns.exportFile': {
    input: z.object({ campaignId: id, file: absolutePath.regex(/\.json$/i, INPUT_MESSAGES.jsonFile) }).strict(),
    output: z.object({ file: z.string(), bytes: z.number() }),
  },
  /** `name` replaces the name in the file (asked for when a campaign of that name exists). */
  'campaigns.import': {
    input: z.object({ file: z.unknown(), name: z.string().trim().min(1).max(200).optional() }).strict(),
    /** `warnings`: deck slots with a count of 0 or less, dropped (slot_count_dropped with `deckName`), never refused. */
    output: plainOutput<Appended & { warnings: DeckProblem[] }>(),
  },
} as const;
