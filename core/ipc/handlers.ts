import { AppError } from '../../shared/api/app-error.ts';
import type { Method, MethodOutput, ParsedInput, PlayerPool } from '../../shared/api/contract.ts';
import { isPlayerCard } from '../../shared/cards/build-pool.ts';
import { isStoryCard } from '../../shared/cards/story-cards.ts';
import { deCardData } from '../../shared/i18n/de/card-data.ts';
import type { AppServices } from '../services/app-services.ts';
import { readCampaignDefinition } from '../services/campaign-definition-store.ts';
import { poolSource, summarizePool } from '../services/card-store.ts';
import { readCollectionWithCopies, writeCollection } from '../services/collection-store.ts';
import { ruleEntry } from '../services/rules-glossary.ts';
import { createBackupHandlers } from './backup-handlers.ts';
import { createCampaignDefinitionHandlers } from './campaign-definition-handlers.ts';
import { createCampaignHandlers } from './campaign-handlers.ts';
import { createCardUpdateHandlers } from './card-update-handlers.ts';
import { createDeckHandlers } from './deck-handlers.ts';
import { createDeckImportHandlers } from './deck-import-handlers.ts';
import { createFileDialogHandlers } from './file-dialog-handlers.ts';
import { createGuideHandlers } from './guide-handlers.ts';
import { createGuidePreviewHandlers } from './guide-preview-handlers.ts';
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
    'cards.encounter': () => {
      const pool = services.requirePool();
      // Everything `cards.pool` leaves out; reprints (Return-to boxes) are folded into their original.
      return pool.data.cards.filter((card) => !isPlayerCard(card) && !isStoryCard(card) && !card.duplicate_of);
    },
    'rules.entry': ({ id }) => ruleEntry(services.db, id),
    'cards.import': ({ folder }) => {
      // The import goes on in the background; its end arrives as `cards:import-finished`.
      services.cardImport.run(folder).catch(() => {});
      return { started: true as const };
    },
    'collection.get': () => readCollectionWithCopies(services.db),
    'collection.set': ({ packs, copies }) => {
      writeCollection(services.db, services.requirePool(), packs, copies);
      return readCollectionWithCopies(services.db);
    },
    'cardImages.settings': () => services.cardImages.settings(),
    'cardImages.configure': (change) => services.cardImages.configure(change),
    'cardImages.clear': () => services.cardImages.clear(),
    'cardImages.get': ({ code }) => {
      // Only cards of the pool: the code names a file in the cache and a path on ArkhamDB.
      if (!services.pool()?.card(code))
        throw new AppError('invalid_input', { method: 'cardImages.get', issues: [deCardData.unknownCard(code)] });
      return services.cardImages.image(code);
    },
    ...createCardUpdateHandlers(services),
    ...createDeckHandlers(services),
    ...createDeckImportHandlers(services),
    ...createPrintHandlers(services),
    ...createGuideHandlers(services),
    ...createGuidePreviewHandlers(services),
    ...createCampaignHandlers(services, (id) => readCampaignDefinition(services.db, id)),
    ...createBackupHandlers(services),
    ...createCampaignDefinitionHandlers(services),
  };
}
