import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { LogbuchBridge } from '../../shared/api/bridge.ts';
import { type CallResult, IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL, isMethod } from '../../shared/api/contract.ts';

// Checklist: "Do not expose Electron APIs to untrusted web content": the page gets two functions
// over the contract, never ipcRenderer or an IPC event (whose `sender` is ipcRenderer).

export type BridgeIpc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createBridge(ipc: BridgeIpc): LogbuchBridge {
  return {
    call(method: string, input: unknown): Promise<CallResult<unknown>> {
      if (!isMethod(method)) {
        return Promise.resolve({
          ok: false,
          code: 'unknown_method',
          details: { method: String(method).slice(0, 100) },
        });
      }
      return ipc.invoke(IPC_CALL_CHANNEL, method, input);
    },
    onEvent(listener: (name: string, payload: unknown) => void): () => void {
      const relay = (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
        if (typeof name === 'string') listener(name, payload);
      };
      ipc.on(IPC_EVENT_CHANNEL, relay);
      return () => {
        ipc.removeListener(IPC_EVENT_CHANNEL, relay);
      };
    },
  };
}
