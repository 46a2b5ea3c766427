import type { CallResult } from './contract.ts';

/** What Electron's preload exposes as `window.logbuch`; the web client implements the same. */
export interface LogbuchBridge {
  call(method: string, input: unknown): Promise<CallResult<unknown>>;
  onEvent(listener: (name: string, payload: unknown) => void): () => void;
}

export const BRIDGE_GLOBAL = 'logbuch';
