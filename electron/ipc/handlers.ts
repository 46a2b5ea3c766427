import type { Method, MethodOutput, ParsedInput, PlayerPool } from '../../shared/api/contract.ts';
import { isPlayerCard } from '../../shared/cards/build-pool.ts';
import { isStoryCard } from '../../shared/cards/story-cards.ts';
import type { AppServices } from '../services/app-services.ts';
import { readCampaignDefinition } from '../services/campaign-definition-store.ts';
import { poolSource, summarizePool } from '../services/card-store.ts';
import { createBackupHandlers } from './backup-handlers.ts';
import { createCampaignDefinitionHandlers } from './campaign-definition-handlers.ts';
import { createCampaignHandlers } from './campaign-handlers.ts';
import { createCardUpdateHandlers } from './card-update-handlers.ts';
import { createDeckHandlers } from './deck-handlers.ts';
import { createDeckImportHandlers } from './deck-import-handlers.ts';
import { createFileDialogHandlers } from './file-dialog-handlers.ts';
import { createPrintHandlers } from './print-handlers.ts';

export type Handlers = { [M in Method]: (input: ParsedInput<M>) => MethodOutput<M> | Promise<MethodOutput<M>> };

/** The implementation of every contract method over the shared services. */
export function createHandlers(services: AppServices): Handlers {
  return {
    'app.info': () => ({
      version: services.options.version,
      home: services.options.home,
      folderDialog: Boolean(services.options.chooseFolder),
    }),
    'app.chooseFolder': async ({ title }) => ({ folder: await services.options.chooseFolder?.(title) }),
    ...createFileDialogHandlers(services),
    'cards.status': () => {
      const pool = services.pool();
      return {
        imported: Boolean(pool),
        summary: pool ? summarizePool(pool.data) : undefined,
        ...poolSource(services.db),
        importing: services.cardImport.importing,
        progress: services.cardImport.progress,
      };
    },
    'cards.pool': (): PlayerPool => {
      const pool = services.requirePool();
      const { packs, cycles, taboos, labels } = pool.data;
      // Story cards ride along so the campaign screen can name and offer them; browser and decks list player cards only.
      return {
        cards: pool.data.cards.filter((card) => isPlayerCard(card) || isStoryCard(card)),
        packs,
        cycles,
        taboos,
        labels,
      };
    },
    'cards.import': ({ folder }) => {
      // The import goes on in the background; its end arrives as `cards:import-finished`.
      services.cardImport.run(folder).catch(() => {});
      return { started: true as const };
    },
    ...createCardUpdateHandlers(services),
    ...createDeckHandlers(services),
    ...createDeckImportHandlers(services),
    ...createPrintHandlers(services),
    ...createCampaignHandlers(services, (id) => readCampaignDefinition(services.db, id)),
    ...createBackupHandlers(services),
    ...createCampaignDefinitionHandlers(services),
  };
}
