import type { LogbuchBridge } from '../../shared/api/bridge.ts';
import {
  type EventName,
  type EventPayload,
  eventSchemas,
  type Method,
  type MethodInput,
  type MethodOutput,
} from '../../shared/api/contract.ts';
import type { BackupTransfer } from './backup-transfer.ts';
import { CallError } from './call-error.ts';

/** The renderer's one way to talk to the main process, whatever carries the messages. */
export interface ApiClient {
  call<M extends Method>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  onEvent<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
  /** Only in a browser (web host): backup files as download and upload; Electron picks paths natively. */
  files?: BackupTransfer;
}

export function createApiClient(bridge: LogbuchBridge): ApiClient {
  return {
    async call(method, input) {
      const result = await bridge.call(method, input);
      if (!result.ok) throw new CallError(result.code, result.details);
      return result.value as MethodOutput<typeof method>;
    },
    onEvent(name, listener) {
      return bridge.onEvent((eventName, payload) => {
        if (eventName !== name) return;
        // Events are the one thing main sends unasked; check their shape before trusting them.
        const parsed = eventSchemas[name].safeParse(payload);
        if (parsed.success) listener(parsed.data as EventPayload<typeof name>);
      });
    },
  };
}
