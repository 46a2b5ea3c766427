import type { AppServices } from '../services/app-services.ts';

/**
 * Imports ARKHAM_DATA when the pool is still empty. Progress and failure reach the renderer as
 * events (`cards:import-progress`, `cards:import-finished`); here the error is only logged.
 */
export async function importAtStart(
  services: Pick<AppServices, 'importIfEmpty'>,
  folder: string | undefined,
  log: (message: string, error: unknown) => void = console.error,
): Promise<void> {
  if (!folder) return;
  try {
    await services.importIfEmpty(folder);
  } catch (error) {
    log(`[logbuch] Kartenimport aus ${folder} beim Start fehlgeschlagen:`, error);
  }
}
