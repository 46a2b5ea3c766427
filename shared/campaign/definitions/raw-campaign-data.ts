import { z } from 'zod';
import type { RawFile } from '../../cards/raw-data.ts';
import { DATA_FILE_REASONS } from '../../i18n/de/data-file-reasons.ts';
import { CampaignDataError } from './campaign-data-error.ts';
import type { RawCatalog } from './german-dictionary.ts';

// The arkham-cards-data files as far as campaign definitions read them (data README §2).
// Loose on purpose: story text, conditions and effects pass through unread.

const rawStepSchema = z.looseObject({
  id: z.string(),
  input: z.unknown().optional(),
  effects: z.unknown().optional(),
});
export type RawStep = z.infer<typeof rawStepSchema>;

const rawScenarioSchema = z.looseObject({
  id: z.string().min(1),
  /** Return-to overlays: the base scenario this one replaces (its id or its file name). */
  original_id: z.string().optional(),
  scenario_name: z.string().optional(),
  /** Absent for a playable scenario; `interlude`, `epilogue`, or `core` (campaign-wide rules, no scenario). */
  type: z.string().optional(),
  header: z.string().optional(),
  xp_cost: z.number().int().optional(),
  resolutions: z.array(z.looseObject({ id: z.string().min(1), title: z.string().min(1) })).optional(),
  steps: z.array(rawStepSchema).optional(),
  standalone_setup: z.array(z.string()).optional(),
});
export type RawScenario = z.infer<typeof rawScenarioSchema>;

const rawCampaignSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Return-to overlays: the id of the campaign they are merged onto. */
  original_id: z.string().optional(),
  position: z.number().optional(),
  campaign_type: z.string().optional(),
  /** Fan-made campaigns name their creator here. */
  custom: z.unknown().optional(),
  scenarios: z.array(z.string()),
  hidden_scenarios: z.array(z.string()).optional(),
  campaign_log: z
    .array(
      z.looseObject({
        id: z.string().min(1),
        title: z.string().min(1),
        type: z.string().optional(),
        hidden: z.boolean().optional(),
      }),
    )
    .optional(),
  setup: z.array(z.string()).optional(),
  steps: z.array(rawStepSchema).optional(),
});
export type RawCampaign = z.infer<typeof rawCampaignSchema>;

/** One campaign folder (`campaigns/notz`, `return_campaigns/rtnotz`): campaign.json and the rest. */
export interface RawCampaignFolder {
  campaign: RawFile;
  scenarios: RawFile[];
}

export interface RawCampaignData {
  campaigns: RawCampaignFolder[];
  returns: RawCampaignFolder[];
  /** Every `.po` file under i18n/de. */
  catalogs: RawCatalog[];
  /** `encounter_sets.json`: the English names of the encounter sets guide setups list by code. */
  encounterSets?: RawFile;
}

/** A scenario file after validation, with its path (overlays may point at its file name). */
export interface ScenarioFile {
  path: string;
  scenario: RawScenario;
}

export interface CampaignFolder {
  path: string;
  campaign: RawCampaign;
  scenarios: ScenarioFile[];
}

function parseFile<S extends z.ZodType>(schema: S, file: RawFile): z.output<S> {
  const parsed = schema.safeParse(file.json);
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || DATA_FILE_REASONS.wholeFile}: ${issue.message}`)
    .join('; ');
  throw new CampaignDataError('campaign_data_invalid', { path: file.path, reason });
}

export function parseCampaignFolder(folder: RawCampaignFolder): CampaignFolder {
  return {
    path: folder.campaign.path,
    campaign: parseFile(rawCampaignSchema, folder.campaign),
    scenarios: folder.scenarios.map((file) => ({ path: file.path, scenario: parseFile(rawScenarioSchema, file) })),
  };
}
