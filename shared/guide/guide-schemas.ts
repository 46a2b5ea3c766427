import { z } from 'zod';
import { chaosTokenSchema, DIFFICULTIES } from '../campaign/campaign-definition.ts';
import { INVESTIGATOR_RESULTS } from './types.ts';

// Answers and effects of the guide as they cross a border (CLI file, IPC, journal): checked
// with zod before they reach the engine or the database.

const id = z.string().trim().min(1).max(200);
const code = z.string().regex(/^[0-9a-z_]{4,16}$/, 'Kartennummer erwartet');
const codeMap = <T extends z.ZodType>(value: T) => z.record(code, value);
const count = z.number().int().min(-999).max(999);

export const answerValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choose_one'), choice: id }).strict(),
  z.object({ kind: z.literal('checklist'), choices: z.array(id).max(50) }).strict(),
  z.object({ kind: z.literal('counter'), value: count }).strict(),
  z.object({ kind: z.literal('investigator_counter'), values: codeMap(count) }).strict(),
  z.object({ kind: z.literal('partner_trauma'), damage: codeMap(count), horror: codeMap(count) }).strict(),
  z
    .object({
      kind: z.literal('investigator_choice'),
      choices: codeMap(id),
      weaknesses: codeMap(code).optional(),
      seed: z.number().int().optional(),
    })
    .strict(),
  // Nobody only where the guide allows it (choose_none_steps); the engine refuses it elsewhere.
  z.object({ kind: z.literal('scenario_investigators'), investigators: z.array(code).max(4) }).strict(),
  z
    .object({
      kind: z.literal('play_scenario'),
      branch: id.optional(),
      lead: code.optional(),
      resolution: id.optional(),
      statuses: codeMap(z.enum(INVESTIGATOR_RESULTS)).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('save_decks') }).strict(),
  z.object({ kind: z.literal('upgrade_decks'), sideStory: id.optional() }).strict(),
  z
    .object({
      kind: z.literal('card_choice'),
      cards: z.array(code).max(50),
      copies: codeMap(z.number().int().min(1).max(20)).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('text_box'), text: z.string().trim().max(2000) }).strict(),
  z
    .object({
      kind: z.literal('use_supplies'),
      investigators: z.array(code).max(4),
      targets: codeMap(code).optional(),
      readers: z.array(code).max(4).optional(),
    })
    .strict(),
  z.object({ kind: z.literal('supplies'), supplies: codeMap(z.record(id, z.number().int().min(0).max(20))) }).strict(),
  z
    .object({ kind: z.literal('prologue_randomizer'), draws: z.record(id, id), seed: z.number().int().optional() })
    .strict(),
  z
    .object({
      kind: z.literal('random_location'),
      cards: z.array(code).min(1).max(20),
      seed: z.number().int().optional(),
    })
    .strict(),
  z.object({ kind: z.literal('confirm') }).strict(),
]);

export const guideAnswerSchema = z.object({ key: id, value: answerValueSchema }).strict();

const guideTextSchema = z
  .object({
    en: z.string().max(5000),
    catalogue: z.string().max(300),
    variants: z
      .object({
        masculine: z.string().max(5000).optional(),
        feminine: z.string().max(5000).optional(),
        nonbinary: z.string().max(5000).optional(),
        plural: z.string().max(5000).optional(),
      })
      .strict()
      .optional(),
    investigator: z.string().max(20).optional(),
    others: z.array(z.string().max(20)).max(20).optional(),
    copies: z.record(z.string().max(20), z.number().int().min(1).max(20)).optional(),
    count: z.number().int().min(0).max(1000).optional(),
  })
  .strict();

const scenarioStatus = z.enum(['not_started', 'skipped', 'started', 'resolution', 'completed', 'unlocked']);
const tokens = z.array(chaosTokenSchema).max(30);

export const guideEffectSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('log_entry'),
      section: id,
      id: z.string().max(500),
      text: guideTextSchema.optional(),
      crossedOut: z.boolean().optional(),
      removed: z.boolean().optional(),
      count: z.number().int().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('log_count'),
      section: id,
      id: id.optional(),
      value: count,
      text: guideTextSchema.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('log_cards'),
      section: id,
      id,
      cards: z.array(z.string().max(20)).max(50),
      text: guideTextSchema.optional(),
      crossedOut: z.boolean().optional(),
      removed: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('log_investigator_count'), section: id, id, investigator: code, value: count }).strict(),
  z.object({ type: z.literal('log_section'), section: id, crossedOut: z.boolean() }).strict(),
  z.object({ type: z.literal('log_text'), section: id, id, text: z.string().max(2000) }).strict(),
  z.object({ type: z.literal('xp'), investigator: code, amount: count }).strict(),
  z
    .object({
      type: z.literal('trauma'),
      investigator: code,
      physical: count,
      mental: count,
      killed: z.boolean().optional(),
      insane: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('chaos_tokens'), added: tokens, removed: tokens }).strict(),
  z
    .object({ type: z.literal('card_added'), investigator: code, card: code, weakness: z.boolean().optional() })
    .strict(),
  z.object({ type: z.literal('card_removed'), investigator: code, card: code }).strict(),
  z
    .object({
      type: z.literal('supplies'),
      investigator: code,
      section: id,
      supply: id,
      count: z.number().int().min(0).max(99),
      name: guideTextSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('difficulty'), difficulty: z.enum(DIFFICULTIES) }).strict(),
  z.object({ type: z.literal('investigators'), scenario: id, investigators: z.array(code).max(8) }).strict(),
  z.object({ type: z.literal('lead_investigator'), scenario: id, investigator: code }).strict(),
  z
    .object({
      type: z.literal('investigator_result'),
      scenario: id,
      investigator: code,
      result: z.enum(INVESTIGATOR_RESULTS),
    })
    .strict(),
  z
    .object({
      type: z.literal('scenario_status'),
      scenario: id,
      status: scenarioStatus,
      resolution: id.optional(),
      name: guideTextSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('next_scenario'), scenario: id, how: z.enum(['next', 'skip', 'replay']) }).strict(),
  z.object({ type: z.literal('scenario_list'), scenarios: z.array(id).max(100) }).strict(),
  z.object({ type: z.literal('campaign_result'), result: z.enum(['win', 'lose', 'survived']) }).strict(),
  z.object({ type: z.literal('reward_unlocked'), card: code }).strict(),
  z.object({ type: z.literal('state_saved') }).strict(),
  z.object({ type: z.literal('state_restored') }).strict(),
]);
