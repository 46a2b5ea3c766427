import type { ApiClient } from '../../renderer/api/api-client.ts';
import { CallError } from '../../renderer/api/call-error.ts';
import { type AppStore, createAppStore } from '../../renderer/store/app-store.ts';
import type { CardPool } from '../../shared/cards/card-pool.ts';
import type { TestCall } from './ipc-session.ts';

/** The renderer's store talking to real services through the contract's dispatch (no window). */
export function storeOverIpc(call: TestCall, pool: CardPool): AppStore {
  const api: ApiClient = {
    async call(method, input) {
      const result = await call(method, input);
      if (!result.ok) throw new CallError(result.code as never, (result.details ?? {}) as never);
      return result.value;
    },
    onEvent: () => () => {},
  };
  const store = createAppStore({ api, storage: undefined });
  store.setState({ cardPool: pool });
  return store;
}
