import { CampaignError } from '../../shared/campaign/campaign-error.ts';
import type { AppServices } from '../services/app-services.ts';
import { readCampaignDefinition, readCampaignDefinitions } from '../services/campaign-definition-store.ts';
import type { Handlers } from './handlers.ts';

type CampaignDefinitionHandlers = Pick<Handlers, 'campaignDefinitions.list' | 'campaignDefinitions.get'>;

export function createCampaignDefinitionHandlers(services: AppServices): CampaignDefinitionHandlers {
  return {
    'campaignDefinitions.list': () =>
      readCampaignDefinitions(services.db).map(({ id, name, kind, official, baseId, scenarios }) => ({
        id,
        name,
        kind,
        official,
        ...(baseId ? { baseId } : {}),
        scenarios: scenarios.length,
      })),
    'campaignDefinitions.get': ({ id }) => {
      const definition = readCampaignDefinition(services.db, id);
      if (!definition) throw new CampaignError('campaign_definition_not_found', { definitionId: id });
      return definition;
    },
  };
}
