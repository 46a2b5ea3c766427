import type { AppServices } from '../services/app-services.ts';
import type { Handlers } from './handlers.ts';

type CardUpdateHandlers = Pick<Handlers, 'cards.update'>;

export function createCardUpdateHandlers(services: AppServices): CardUpdateHandlers {
  return {
    'cards.update': ({ url }) => {
      // Runs in the background like `cards.import`; its end arrives as `cards:import-finished`.
      services.cardImport.update({ url }).catch(() => {});
      return { started: true as const };
    },
  };
}
