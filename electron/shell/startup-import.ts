import type { AppServices } from '../../core/services/app-services.ts';
import { deLog } from '../../shared/i18n/de/log.ts';

/**
 * Imports ARKHAM_DATA when the pool is still empty; without it, the pool shipped with the app
 * (`prebuilt`, if one was built at packaging time). Progress and failure reach the renderer as
 * events (`cards:import-progress`, `cards:import-finished`); here the error is only logged.
 */
export async function importAtStart(
  services: Pick<AppServices, 'importIfEmpty' | 'importPrebuiltIfEmpty'>,
  folder: string | undefined,
  log: (message: string, error: unknown) => void = console.error,
  prebuilt?: string,
): Promise<void> {
  const source = folder ?? prebuilt;
  if (!source) return;
  try {
    await (folder ? services.importIfEmpty(folder) : services.importPrebuiltIfEmpty(prebuilt));
  } catch (error) {
    log(deLog.startupImportFailed(source), error);
  }
}
