import type { LogSection } from '../campaign-definition.ts';
import type { Translate } from './german-dictionary.ts';
import type { RawCampaign, RawStep } from './raw-campaign-data.ts';
import { supplyListsOf } from './supply-lists.ts';

/**
 * campaign.json `campaign_log`, German: a section without `type` is a list of entries; a
 * `supplies` section carries what the campaign's purchase steps offer.
 */
export function logSectionDefinitions(
  campaignLog: RawCampaign['campaign_log'],
  scenarioSteps: RawStep[],
  t: Translate,
): LogSection[] {
  const supplies = supplyListsOf(scenarioSteps, t);
  return (campaignLog ?? []).map(({ id, title, type = 'list', hidden = false }) => ({
    id,
    title: t(title),
    type,
    hidden,
    ...(type === 'supplies' ? { supplies: supplies.get(id) ?? [] } : {}),
  }));
}
