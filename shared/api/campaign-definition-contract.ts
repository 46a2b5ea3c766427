import { z } from 'zod';
import { campaignDefinitionSchema } from '../campaign/campaign-definition.ts';

// Campaign definition methods of the IPC contract: what can be started, and one
// definition in full to start it from.

export const campaignDefinitionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: campaignDefinitionSchema.shape.kind,
  official: z.boolean(),
  baseId: z.string().optional(),
  scenarios: z.number(),
});
export type CampaignDefinitionSummary = z.infer<typeof campaignDefinitionSummarySchema>;

export const campaignDefinitionMethods = {
  /** Every imported definition in display order (official campaigns first). */
  'campaignDefinitions.list': { input: z.object({}).strict(), output: z.array(campaignDefinitionSummarySchema) },
  'campaignDefinitions.get': {
    input: z.object({ id: z.string().min(1).max(100) }).strict(),
    output: campaignDefinitionSchema,
  },
} as const;
