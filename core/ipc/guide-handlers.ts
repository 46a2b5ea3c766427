import type { AppServices } from '../services/app-services.ts';
import { answerGuideSteps, guideStatus } from '../services/campaign-guide.ts';
import { journalLines } from '../services/campaign-journal-lines.ts';
import type { Handlers } from './handlers.ts';

type GuideHandlers = Pick<Handlers, 'campaigns.guide' | 'campaigns.guideAnswer'>;

export function createGuideHandlers(services: AppServices): GuideHandlers {
  return {
    'campaigns.guide': ({ campaignId }) => guideStatus(services.db, campaignId, services.pool()),
    'campaigns.guideAnswer': ({ campaignId, answers }) => {
      const result = answerGuideSteps(services.db, campaignId, answers, services.pool());
      // Like every campaign write: each window refreshes the campaign it shows.
      services.events.emit('campaign:changed', { campaignId: result.campaignId, seq: result.seq });
      // The journal lines after the write go with it: the dialog and the campaign screen read nothing again.
      return { ...result, journal: journalLines(services.db, campaignId) };
    },
  };
}
