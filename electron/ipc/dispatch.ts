import { AppError } from '../../shared/api/app-error.ts';
import { type CallResult, contract, isMethod } from '../../shared/api/contract.ts';
import { errorCodeAndDetails } from './error-envelope.ts';
import type { Handlers } from './handlers.ts';

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
    return { ok: true, value: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, ...errorCodeAndDetails(error) };
  }
}
