import type { GuideApi } from '../store/guide/guide-types.ts';
import type { ApiClient } from './api-client.ts';

/** The guide dialog's calls over the app's one contract. */
export function guideApiOf(api: ApiClient): GuideApi {
  return {
    status: (campaignId) => api.call('campaigns.guide', { campaignId }),
    preview: async (campaignId, answer) =>
      (await api.call('campaigns.guidePreview', { campaignId, answers: [answer] })).lines,
    answer: (campaignId, answer) => api.call('campaigns.guideAnswer', { campaignId, answers: [answer] }),
  };
}
