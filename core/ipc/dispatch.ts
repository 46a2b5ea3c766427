import { AppError } from '../../shared/api/app-error.ts';
import { type CallResult, contract, isMethod, type Method } from '../../shared/api/contract.ts';
import { isPlainOutput } from '../../shared/api/plain-output.ts';
import { deLog } from '../../shared/i18n/de/log.ts';
import { errorCodeAndDetails } from './error-envelope.ts';
import type { Handlers } from './handlers.ts';

/**
 * Tests and `npm run dev` (LOGBUCH_CHECK_OUTPUTS=1) hold every answer to its output schema; a
 * mismatch is a bug of the main process and fails the call. Plain outputs have only a type.
 */
function checkOutput(method: Method, value: unknown): void {
  const output = contract[method].output;
  if (isPlainOutput(output)) return;
  const checked = output.safeParse(value);
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(deLog.outputSchema(method, issues));
  }
}

/**
 * The single entry of every call from outside: checks the method name, parses the payload
 * with the contract's schema, runs the handler, and wraps any failure in a typed envelope.
 */
export async function dispatch(handlers: Handlers, method: unknown, input: unknown): Promise<CallResult<unknown>> {
  try {
    if (!isMethod(method)) throw new AppError('unknown_method', { method: String(method).slice(0, 100) });
    const parsed = contract[method].input.safeParse(input ?? {});
    if (!parsed.success) {
      throw new AppError('invalid_input', {
        method,
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
    }
    const handler = handlers[method] as (input: unknown) => unknown;
    const value = await handler(parsed.data);
    if (process.env.LOGBUCH_CHECK_OUTPUTS === '1') checkOutput(method, value);
    return { ok: true, value };
  } catch (error) {
    return { ok: false, ...errorCodeAndDetails(error) };
  }
}
