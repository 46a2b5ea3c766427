import { BRIDGE_GLOBAL, type LogbuchBridge } from '../../shared/api/bridge.ts';

/** What Electron's preload exposed through contextBridge, if this page runs in the app window. */
export function electronBridge(): LogbuchBridge | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[BRIDGE_GLOBAL];
  return typeof candidate === 'object' && candidate !== null ? (candidate as LogbuchBridge) : undefined;
}
