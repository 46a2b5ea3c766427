import type { IncomingMessage, ServerResponse } from 'node:http';
import { deHost } from '../../shared/i18n/de/host.ts';
import type { EventBus } from '../services/event-bus.ts';

/** Streams main-process events to the browser as server-sent events. */
export function openEventStream(events: EventBus, request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  response.write(deHost.streamOpened);
  const unsubscribe = events.subscribe((name, payload) => {
    response.write(`data: ${JSON.stringify({ name, payload })}\n\n`);
  });
  const keepAlive = setInterval(() => response.write(': ping\n\n'), 15_000);
  request.on('close', () => {
    clearInterval(keepAlive);
    unsubscribe();
  });
}
