import type { EventBus } from '../../core/services/event-bus.ts';
import { IPC_EVENT_CHANNEL } from '../../shared/api/contract.ts';

/** The part of a BrowserWindow that receives events. */
export interface EventTarget {
  isDestroyed(): boolean;
  readonly webContents: { isDestroyed(): boolean; send(channel: string, ...args: unknown[]): void };
}

/** Sends every service event to every open window; returns the unsubscribe function. */
export function forwardEvents(events: EventBus, windows: () => readonly EventTarget[]): () => void {
  return events.subscribe((name, payload) => {
    for (const window of windows()) {
      if (window.isDestroyed() || window.webContents.isDestroyed()) continue;
      window.webContents.send(IPC_EVENT_CHANNEL, name, payload);
    }
  });
}
