import { z } from 'zod';
import type { GuidePreview } from '../guide/text/guide-view.ts';
import { guideAnswerInputSchema } from './guide-contract.ts';

// The campaign screen's summary before a guide answer is written: what the answers would write,
// in German, computed like `campaigns.guideAnswer` but without writing anything.

const preview = z.custom<GuidePreview>((value) => typeof value === 'object' && value !== null);

export const guidePreviewMethods = {
  'campaigns.guidePreview': {
    input: z
      .object({ campaignId: z.number().int().positive(), answers: z.array(guideAnswerInputSchema).min(1).max(500) })
      .strict(),
    output: preview,
  },
} as const;
