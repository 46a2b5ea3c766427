import { z } from 'zod';
import type { GuidePreview } from '../guide/text/guide-view.ts';
import { guideAnswerInputSchema } from './guide-contract.ts';
import { plainOutput } from './plain-output.ts';

// The campaign screen's summary before a guide answer is written: what the answers would write,
// in German, computed like `campaigns.guideAnswer` but without writing anything.

/** Built by the main process like the answers it previews (plain-output.ts). */
const preview = plainOutput<GuidePreview>();

export const guidePreviewMethods = {
  'campaigns.guidePreview': {
    input: z
      .object({ campaignId: z.number().int().positive(), answers: z.array(guideAnswerInputSchema).min(1).max(500) })
      .strict(),
    output: preview,
  },
} as const;
