import { z } from 'zod';

// A campaign definition as the app uses it: German names, ordered scenarios, chaos bag per
// difficulty, log sections. Built from the arkham-cards-data layout or written freely.

export const DIFFICULTIES = ['easy', 'standard', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CHAOS_TOKENS = [
  '+1',
  '0',
  '-1',
  '-2',
  '-3',
  '-4',
  '-5',
  '-6',
  '-7',
  '-8',
  'skull',
  'cultist',
  'tablet',
  'elder_thing',
  'auto_fail',
  'elder_sign',
  'bless',
  'curse',
  'frost',
] as const;
export const chaosTokenSchema = z.enum(CHAOS_TOKENS);
export type ChaosToken = z.infer<typeof chaosTokenSchema>;

/** A chaos bag in the order of CHAOS_TOKENS (numbers, then symbols), as the log and screens list it. */
export function sortChaosTokens(tokens: readonly ChaosToken[]): ChaosToken[] {
  return [...tokens].sort((a, b) => CHAOS_TOKENS.indexOf(a) - CHAOS_TOKENS.indexOf(b));
}

/** The tokens that make up the chaos bag, per difficulty. */
export const chaosBagsSchema = z.partialRecord(z.enum(DIFFICULTIES), z.array(chaosTokenSchema));
export type ChaosBags = z.infer<typeof chaosBagsSchema>;

export const scenarioDefinitionSchema = z.object({
  id: z.string().min(1),
  /** German name (English when no translation exists). */
  name: z.string().min(1),
  /** `scenario`, `interlude`, `prologue`, `epilogue`, `side` (side story) … */
  kind: z.string().min(1),
  /** Reachable only through a branch of the campaign guide (not on the main path). */
  branch: z.boolean(),
  /** XP a side story costs each investigator, when it has one. */
  xpCost: z.number().int().optional(),
  /** Its own chaos bag per difficulty when played alone (side stories, Grimoire standalone setup). */
  chaosBags: chaosBagsSchema.optional(),
  resolutions: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ScenarioDefinition = z.infer<typeof scenarioDefinitionSchema>;

export const logSectionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** `list` (entries to record or cross out), `count`, `supplies`, … as in arkham-cards-data. */
  type: z.string().min(1),
  hidden: z.boolean(),
  /** Only for `supplies`: what can be chosen and what it costs. */
  supplies: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string().optional(),
        cost: z.number().int(),
        /** May be bought more than once (Das vergessene Zeitalter: Proviant, Medizin). */
        multiple: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type LogSection = z.infer<typeof logSectionSchema>;

export const campaignDefinitionSchema = z.object({
  id: z.string().min(1),
  /** German name. */
  name: z.string().min(1),
  nameEn: z.string().min(1),
  /** `campaign`, `return` (a Return-to overlay merged onto its base) or `standalone`. */
  kind: z.enum(['campaign', 'return', 'standalone']),
  official: z.boolean(),
  /** For `return`: the base campaign's id. */
  baseId: z.string().optional(),
  position: z.number(),
  scenarios: z.array(scenarioDefinitionSchema),
  chaosBags: chaosBagsSchema,
  logSections: z.array(logSectionSchema),
});
export type CampaignDefinition = z.infer<typeof campaignDefinitionSchema>;
