import type { ApiClient } from '../../renderer/api/api-client.ts';
import type { EventName, EventPayload, Method } from '../../shared/api/contract.ts';

/** What the fake main process answers: a value per method, or a function of the input. */
export type Answers = Partial<Record<Method, unknown>>;

/**
 * An in-memory main process for store tests that records every call, so a test can prove which
 * round trips a store action makes, and pushes events when the test says so. A method without an answer is refused, so an unexpected
 * read fails the test instead of returning something plausible.
 */
export function countingApi(answers: Answers): {
  api: ApiClient;
  calls: Method[];
  /** Pushes an event as main does, to every listener the store registered. */
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
} {
  const calls: Method[] = [];
  const listeners: { name: EventName; listener: (payload: never) => void }[] = [];
  const api: ApiClient = {
    call: (async (method: Method, input: unknown) => {
      calls.push(method);
      if (!(method in answers)) throw new Error(`unerwarteter Aufruf ${method}`);
      const answer = answers[method];
      return typeof answer === 'function' ? answer(input) : answer;
    }) as ApiClient['call'],
    onEvent: (name, listener) => {
      const entry = { name, listener: listener as (payload: never) => void };
      listeners.push(entry);
      return () => void listeners.splice(listeners.indexOf(entry), 1);
    },
  };
  const emit = <E extends EventName>(name: E, payload: EventPayload<E>) => {
    for (const entry of listeners.filter((candidate) => candidate.name === name)) entry.listener(payload as never);
  };
  return { api, calls, emit };
}
