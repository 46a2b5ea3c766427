import type { AppErrorCode, AppErrorDetails } from '../../shared/api/app-error.ts';
import { appErrorText, germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';

/** A failed call or import: the typed code and details from main, and the German sentence for them. */
export class CallError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(germanErrorMessage(code, details));
    this.name = 'CallError';
  }
}

/** Event payloads carry the code as a plain string; an unknown one is reported as `internal`. */
export function errorFromCode(code: string, details: Record<string, unknown>): CallError {
  const known = Object.hasOwn(appErrorText, code) ? (code as AppErrorCode) : 'internal';
  return new CallError(known, details as AppErrorDetails);
}

/** Anything a call rejected with, as a CallError (network failures become `internal`). */
export function asCallError(error: unknown): CallError {
  return error instanceof CallError ? error : new CallError('internal');
}
