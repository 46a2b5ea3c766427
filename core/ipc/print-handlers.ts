import { AppError } from '../../shared/api/app-error.ts';
import type { AppServices } from '../services/app-services.ts';
import type { Handlers } from './handlers.ts';

type PrintHandlers = Pick<Handlers, 'app.print'>;

/** Only the Electron shell prints (electron/shell/print-window.ts); a browser prints itself. */
export function createPrintHandlers(services: AppServices): PrintHandlers {
  return {
    'app.print': async (request) => {
      const print = services.options.print;
      if (!print) throw new AppError('print_unavailable');
      return print(request);
    },
  };
}
