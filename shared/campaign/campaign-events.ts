import { z } from 'zod';
import { environmentTextSchema } from '../rules/deck-environment.ts';
import { chaosTokenSchema, DIFFICULTIES, logSectionSchema } from './campaign-definition.ts';
import { variantIdSchema } from './campaign-variants.ts';
import { carriedSchema } from './epic-carry-over.ts';
import { guideAnsweredSchema } from './guide-events.ts';

// The events of a campaign's journal. Every change to a campaign is one of these,
// appended and never altered; the state is what `reduceCampaign` makes of them.

const text = (max: number) => z.string().trim().min(1).max(max);
const cardCode = z.string().regex(/^[0-9a-z_]{4,16}$/, 'Kartennummer erwartet');
const investigatorCode = cardCode;
const count = z.number().int().min(0).max(99);
const signed = z.number().int().min(-99).max(99);
const codes = z.array(cardCode).max(50);

/**
 * Recording or crossing out an entry of a log section, or setting a count: the section's own
 * (Yigs Zorn) or a named one inside it (Am Rande der Welt: the camp's shelter value).
 */
export const logChangeSchema = z.union([
  z.object({ section: text(100), entry: text(500), crossedOut: z.boolean().optional() }).strict(),
  z.object({ section: text(100), count: z.number().int().min(-999).max(999), name: text(100).optional() }).strict(),
]);
export type LogChange = z.infer<typeof logChangeSchema>;

const xpPartsSchema = z
  .object({
    /** Victory points in the victory display. */
    victory: count.default(0),
    /** The resolution's bonus (or malus). */
    bonus: signed.default(0),
    /** Anything else: card effects, side-story cost (negative). */
    other: signed.default(0),
  })
  .strict();

const scenarioInvestigatorSchema = z
  .object({
    code: investigatorCode,
    xp: xpPartsSchema.prefault({}),
    trauma: z
      .object({ physical: count.default(0), mental: count.default(0) })
      .strict()
      .prefault({}),
    /** Killed or driven insane by the resolution itself, whatever the trauma. */
    killed: z.boolean().optional(),
    insane: z.boolean().optional(),
    /** Devoured by the resolution („verschlungen“, Grimoire „Trauma, Tod und Wahnsinn“). */
    devoured: z.boolean().optional(),
    cardsEarned: codes.optional(),
    weaknessesEarned: codes.optional(),
    cardsRemoved: codes.optional(),
  })
  .strict();
export type ScenarioInvestigator = z.infer<typeof scenarioInvestigatorSchema>;

const scenarioRef = z.object({ id: text(100), name: text(200) }).strict();

export const campaignEventSchemas = {
  campaign_created: z
    .object({
      name: text(200),
      definitionId: text(100).optional(),
      difficulty: z.enum(DIFFICULTIES).optional(),
      chaosBag: z.array(chaosTokenSchema).max(60),
      /** The scenario list at creation: from the definition, or written freely. */
      scenarios: z
        .array(scenarioRef.extend({ kind: text(40).default('scenario'), branch: z.boolean().default(false) }))
        .max(100),
      logSections: z.array(logSectionSchema).max(60).default([]),
      /** A one-scenario play of a standalone scenario or side story (Grimoire „Einzelspielszenario“). */
      standalone: z.literal(true).optional(),
      /** Grimoire XII „Deckbau-Umgebungen“: the pool every deck of the campaign is built from (text form). */
      environment: environmentTextSchema.optional(),
      /** Grimoire „Ultimaten und Gaben“: the variants the group chose, active for the whole campaign. */
      variants: z.array(variantIdSchema).max(30).optional(),
    })
    .strict(),
  investigator_joined: z
    .object({
      code: investigatorCode,
      name: text(200),
      player: text(100),
      /** Printed health and sanity: trauma at these values kills or drives insane. */
      health: z.number().int().min(1).max(30),
      sanity: z.number().int().min(1).max(30),
      deckId: z.number().int().positive().optional(),
      /** The deck version in force from now on (the deck's current one); not read when rejoining with the same deck. */
      deckVersionId: z.number().int().positive().optional(),
      /** The killed, insane or departed investigator this one takes over from. */
      replaces: investigatorCode.optional(),
      /** In a standalone play: the extra random basic weaknesses the Grimoire's table asked for, as drawn into the deck. */
      standaloneWeaknesses: z.array(cardCode).max(4).optional(),
      /**
       * A newcomer's bonus starting experience (Grimoire „Regeln für den Deckbau“: „Manche Ermittler
       * und/oder Kampagnen geben … zusätzliche Erfahrungspunkte“) and what the starting deck spent of it.
       */
      startingXp: z
        .object({ bonus: z.number().int().min(0).max(99), spent: z.number().int().min(0).max(99) })
        .strict()
        .refine((xp) => xp.spent <= xp.bonus, { message: 'spent ≤ bonus' })
        .optional(),
      /** Grimoire „Epischer Kampagnenmodus“: what the investigator brings from an earlier campaign. */
      carried: carriedSchema.optional(),
    })
    .strict(),
  investigator_left: z.object({ code: investigatorCode }).strict(),
  scenario_recorded: z
    .object({
      scenario: scenarioRef,
      resolution: text(100),
      investigators: z.array(scenarioInvestigatorSchema).max(8),
      log: z.array(logChangeSchema).max(100).default([]),
      chaosTokensAdded: z.array(chaosTokenSchema).max(20).default([]),
      chaosTokensRemoved: z.array(chaosTokenSchema).max(20).default([]),
    })
    .strict(),
  xp_adjusted: z.object({ code: investigatorCode, xp: signed, reason: text(500) }).strict(),
  trauma_adjusted: z
    .object({ code: investigatorCode, physical: signed.default(0), mental: signed.default(0), reason: text(500) })
    .strict(),
  cards_changed: z
    .object({
      code: investigatorCode,
      cardsEarned: codes.default([]),
      weaknessesEarned: codes.default([]),
      cardsRemoved: codes.default([]),
      reason: text(500).optional(),
    })
    .strict(),
  card_exiled: z
    .object({ code: investigatorCode, card: cardCode, count: z.number().int().min(1).max(9).default(1) })
    .strict(),
  card_researched: z.object({ card: cardCode }).strict(),
  /**
   * Grimoire „Belohnungskarten“: the campaign earned a reward card („Sobald die Kampagnenregeln
   * den Spielern mitteilen, dass sie eine Belohnungskarte verdient haben“); from now on it may be
   * bought for any investigator's deck of the campaign.
   */
  reward_unlocked: z.object({ card: cardCode }).strict(),
  /**
   * Grimoire „Story-Belohnungen und kampagnenspezifische Karten“: the bearer of a unique campaign
   * card left the campaign, and the other players chose who bears it now (`from` → `to`).
   */
  bearer_chosen: z.object({ card: cardCode, from: investigatorCode, to: investigatorCode }).strict(),
  customization_recorded: z
    .object({ code: investigatorCode, card: cardCode, boxes: z.array(z.number().int().min(0).max(9)).min(1).max(10) })
    .strict(),
  supplies_chosen: z
    .object({
      code: investigatorCode,
      section: text(100),
      supplies: z.array(z.object({ id: text(100), count: count }).strict()).max(30),
    })
    .strict(),
  supply_used: z
    .object({
      code: investigatorCode,
      section: text(100),
      supply: text(100),
      count: z.number().int().min(1).max(9).default(1),
    })
    .strict(),
  chaos_token_added: z.object({ token: chaosTokenSchema, count: z.number().int().min(1).max(10).default(1) }).strict(),
  chaos_token_removed: z
    .object({ token: chaosTokenSchema, count: z.number().int().min(1).max(10).default(1) })
    .strict(),
  log_updated: z.object({ changes: z.array(logChangeSchema).min(1).max(100) }).strict(),
  note_added: z.object({ text: text(5000) }).strict(),
  deck_upgraded: z
    .object({
      code: investigatorCode,
      deckVersionId: z.number().int().positive(),
      xpSpent: z.number().int().min(0).max(500),
      /** The version it builds on: it must be the one in force when the entry applies. */
      previousVersionId: z.number().int().positive().optional(),
    })
    .strict(),
  /** Grimoire „Einzelspielszenario“: the optional „Wertung“ of a standalone run. */
  standalone_result: z
    .object({
      scenario: scenarioRef,
      resolution: text(100),
      investigators: z
        .array(z.object({ code: investigatorCode, xp: signed }).strict())
        .min(1)
        .max(8),
      note: text(2000).optional(),
    })
    .strict(),
  guide_answered: guideAnsweredSchema,
  undo: z
    .object({
      seq: z.number().int().positive(),
      /**
       * „Ab hier neu beantworten“ (`seq` a guide answer): the later guide answers in force taken back
       * with it, oldest first (shared/campaign/guide-rewind.ts). Journals before it have none.
       */
      later: z.array(z.number().int().positive()).min(1).max(100_000).optional(),
      reason: text(500).optional(),
    })
    .strict(),
} as const;

export type CampaignEventType = keyof typeof campaignEventSchemas;

const eventOf = <T extends CampaignEventType>(type: T) =>
  z.object({ type: z.literal(type), payload: campaignEventSchemas[type] }).strict();

export const campaignEventSchema = z.discriminatedUnion('type', [
  eventOf('campaign_created'),
  eventOf('investigator_joined'),
  eventOf('investigator_left'),
  eventOf('scenario_recorded'),
  eventOf('xp_adjusted'),
  eventOf('trauma_adjusted'),
  eventOf('cards_changed'),
  eventOf('card_exiled'),
  eventOf('card_researched'),
  eventOf('reward_unlocked'),
  eventOf('bearer_chosen'),
  eventOf('customization_recorded'),
  eventOf('supplies_chosen'),
  eventOf('supply_used'),
  eventOf('chaos_token_added'),
  eventOf('chaos_token_removed'),
  eventOf('log_updated'),
  eventOf('note_added'),
  eventOf('deck_upgraded'),
  eventOf('standalone_result'),
  eventOf('guide_answered'),
  eventOf('undo'),
]);

/** One event as the reducer sees it: its type and parsed payload. */
export type CampaignEvent = z.output<typeof campaignEventSchema>;
/** What a caller sends: the type and a payload before defaults are filled in. */
export type CampaignEventInput = z.input<typeof campaignEventSchema>;
export type EventOf<T extends CampaignEventType> = Extract<CampaignEvent, { type: T }>;

/** An event as the journal holds it. */
export interface JournalEntry {
  seq: number;
  event: CampaignEvent;
  /** ISO time of the commit. */
  at: string;
}
