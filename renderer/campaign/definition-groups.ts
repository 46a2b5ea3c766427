import type { CampaignDefinitionSummary } from '../../shared/api/campaign-definition-contract.ts';
import { LINKED_DREAM_EATERS } from '../../shared/campaign/definitions/linked-campaign.ts';
import { listedCampaignName } from '../../shared/i18n/de/campaign-names.ts';
import { t } from '../i18n/messages.ts';

export interface DefinitionGroup {
  label: string;
  entries: { id: string; label: string }[];
}

/**
 * A definition's name as the data gives it; fan-made ones marked as everywhere campaigns are listed, The
 * Dream-Eaters linked (`tde`) that it joins both halves.
 */
export const definitionLabel = (entry: Pick<CampaignDefinitionSummary, 'id' | 'name' | 'official'>) => {
  if (entry.id === LINKED_DREAM_EATERS) return t.definitionLinked(entry.name);
  return listedCampaignName(entry.name, entry.official);
};

/**
 * "Neue Kampagne" groups the definitions as the boxes are: official campaigns (release order, as the
 * list comes), their Return-to expansions, fan-made campaigns apart and marked, standalone groups last
 * (their "campaign" collects standalone results).
 */
export function definitionGroups(definitions: readonly CampaignDefinitionSummary[]): DefinitionGroup[] {
  const group = (label: string, test: (entry: CampaignDefinitionSummary) => boolean) => ({
    label,
    entries: definitions.filter(test).map((entry) => ({ id: entry.id, label: definitionLabel(entry) })),
  });
  return [
    group(t.definitionGroupCampaigns, (entry) => entry.official && entry.kind === 'campaign'),
    group(t.definitionGroupReturns, (entry) => entry.official && entry.kind === 'return'),
    group(t.definitionGroupFan, (entry) => !entry.official && entry.kind !== 'standalone'),
    group(t.definitionGroupStandalone, (entry) => entry.kind === 'standalone'),
  ].filter((entry) => entry.entries.length > 0);
}
