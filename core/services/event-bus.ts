import type { EventName, EventPayload } from '../../shared/api/contract.ts';

export type EventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void;

/** Fans typed events out to every window (Electron) or event stream (web host). */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) listener(name, payload);
  }
}
