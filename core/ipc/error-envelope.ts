import { AppError, type AppErrorCode, type AppErrorDetails } from '../../shared/api/app-error.ts';
import { deLog } from '../../shared/i18n/de/log.ts';

/** Maps anything thrown behind the boundary to a typed code; unknown errors become `internal`. */
export function errorCodeAndDetails(error: unknown): { code: AppErrorCode; details: AppErrorDetails } {
  if (error instanceof AppError) return { code: error.code, details: error.details };
  console.error(deLog.internalError, error);
  return { code: 'internal', details: {} };
}
