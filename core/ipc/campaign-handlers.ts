import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import type { AppServices } from '../services/app-services.ts';
import { appendEvents, joinCampaign, startCampaign, upgradeCampaignDeck } from '../services/campaign-actions.ts';
import { startCarriedCampaign } from '../services/campaign-carry-over.ts';
import { refuseUnknownEnvironment } from '../services/campaign-environment.ts';
import { exportCampaign, importCampaign, writeCampaignFile } from '../services/campaign-file.ts';
import { type Appended, currentState, listCampaigns, stateAt } from '../services/campaign-journal.ts';
import { journalLines } from '../services/campaign-journal-lines.ts';
import { undoEntry } from '../services/campaign-undo.ts';
import { versionById } from '../services/deck-versions.ts';
import { writtenVersion } from '../services/written-version.ts';
import type { Handlers } from './handlers.ts';

type CampaignHandlers = Pick<
  Handlers,
  | 'campaigns.list'
  | 'campaigns.create'
  | 'campaigns.state'
  | 'campaigns.journal'
  | 'campaigns.join'
  | 'campaigns.append'
  | 'campaigns.undo'
  | 'campaigns.upgradeDeck'
  | 'campaigns.export'
  | 'campaigns.exportFile'
  | 'campaigns.import'
>;

export function createCampaignHandlers(
  services: AppServices,
  definitionOf: (id: string) => CampaignDefinition | undefined,
): CampaignHandlers {
  const pool = () => services.requirePool();
  // Every write announces itself, so every window refreshes the campaign it shows.
  const announced = <T extends Appended>(result: T): T => {
    services.events.emit('campaign:changed', { campaignId: result.campaignId, seq: result.seq });
    return result;
  };
  const db = () => services.db;
  return {
    'campaigns.list': () => listCampaigns(db()),
    'campaigns.create': (input) => {
      refuseUnknownEnvironment(services.pool(), input.environment);
      const { carryOver, ...campaign } = input;
      if (carryOver) return announced(startCarriedCampaign(db(), pool(), { ...campaign, carryOver }, definitionOf));
      return announced(startCampaign(db(), campaign, definitionOf));
    },
    'campaigns.state': ({ campaignId, seq }) => (seq ? stateAt(db(), campaignId, seq) : currentState(db(), campaignId)),
    'campaigns.journal': ({ campaignId }) => journalLines(db(), campaignId),
    'campaigns.join': ({ campaignId, ...joining }) => announced(joinCampaign(db(), pool(), campaignId, joining)),
    'campaigns.append': ({ campaignId, events }) => announced(appendEvents(db(), campaignId, events, pool)),
    'campaigns.undo': ({ campaignId, seq, reason }) => announced(undoEntry(db(), campaignId, seq, reason)),
    'campaigns.upgradeDeck': ({ campaignId, code, deck }) => {
      const result = announced(upgradeCampaignDeck(db(), pool(), campaignId, code, deck));
      // The version the entry put in force, for the deck editor to open without reading the history.
      const versionId = result.state.investigators.find((investigator) => investigator.code === code)!.deckVersionId!;
      return { ...result, upgraded: writtenVersion(db(), pool(), versionById(db(), versionId)) };
    },
    'campaigns.export': ({ campaignId }) => exportCampaign(db(), campaignId),
    'campaigns.exportFile': ({ campaignId, file }) => writeCampaignFile(db(), campaignId, file),
    'campaigns.import': ({ file, name }) => announced(importCampaign(db(), file, name)),
  };
}
