import type { AppServices } from '../services/app-services.ts';
import { previewGuideSteps } from '../services/campaign-guide-preview.ts';
import type { Handlers } from './handlers.ts';

type GuidePreviewHandlers = Pick<Handlers, 'campaigns.guidePreview'>;

export function createGuidePreviewHandlers(services: AppServices): GuidePreviewHandlers {
  return {
    'campaigns.guidePreview': ({ campaignId, answers }) =>
      previewGuideSteps(services.db, campaignId, answers, services.pool()),
  };
}
