import type { ApiClient } from '../../renderer/api/api-client.ts';
import type { Method } from '../../shared/api/contract.ts';

/** What the fake main process answers: a value per method, or a function of the input. */
export type Answers = Partial<Record<Method, unknown>>;

/**
 * An in-memory main process for store tests that records every call, so a test can prove which
 * round trips a store action makes. A method without an answer is refused, so an unexpected
 * read fails the test instead of returning something plausible.
 */
export function countingApi(answers: Answers): { api: ApiClient; calls: Method[] } {
  const calls: Method[] = [];
  const api: ApiClient = {
    call: (async (method: Method, input: unknown) => {
      calls.push(method);
      if (!(method in answers)) throw new Error(`unerwarteter Aufruf ${method}`);
      const answer = answers[method];
      return typeof answer === 'function' ? answer(input) : answer;
    }) as ApiClient['call'],
    onEvent: () => () => {},
  };
  return { api, calls };
}
