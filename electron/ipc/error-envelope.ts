import { AppError, type AppErrorCode, type AppErrorDetails } from '../../shared/api/app-error.ts';

/** Maps anything thrown behind the boundary to a typed code; unknown errors become `internal`. */
export function errorCodeAndDetails(error: unknown): { code: AppErrorCode; details: AppErrorDetails } {
  if (error instanceof AppError) return { code: error.code, details: error.details };
  console.error('[logbuch] interner Fehler:', error);
  return { code: 'internal', details: {} };
}
