import type { AppServices } from '../services/app-services.ts';
import type { Handlers } from './handlers.ts';

type FileDialogHandlers = Pick<Handlers, 'app.chooseSaveFile' | 'app.chooseOpenFile'>;

/** Without a native picker (web host, CLI) the answer names no file. */
export function createFileDialogHandlers(services: AppServices): FileDialogHandlers {
  return {
    'app.chooseSaveFile': async ({ title, defaultName, filter }) => ({
      file: await services.options.chooseSaveFile?.({ title, defaultName, filter }),
    }),
    'app.chooseOpenFile': async ({ title, filter }) => ({
      file: await services.options.chooseOpenFile?.({ title, filter }),
    }),
  };
}
