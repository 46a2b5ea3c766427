import type { LogbuchBridge } from '../../shared/api/bridge.ts';
import { type CallResult, WEB_TOKEN_HEADER } from '../../shared/api/contract.ts';

const TOKEN_KEY = 'logbuch.web-token';

/**
 * The web host's secret arrives once as `?token=`; it is kept for this tab so a reload works,
 * and removed from the address bar so it does not end up in history or screenshots.
 */
export function webToken(): string {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

/** Talks to core/web-host: `POST /api/<method>` for calls, server-sent events for events. */
export function webBridge(token: string): LogbuchBridge {
  const listeners = new Set<(name: string, payload: unknown) => void>();
  let source: EventSource | undefined;

  const openStream = () => {
    source = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
    source.onmessage = (message: MessageEvent<string>) => {
      const { name, payload } = JSON.parse(message.data) as { name: string; payload: unknown };
      for (const listener of listeners) listener(name, payload);
    };
  };

  return {
    async call(method, input) {
      const response = await fetch(`/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEB_TOKEN_HEADER]: token },
        body: JSON.stringify(input ?? {}),
      });
      return (await response.json()) as CallResult<unknown>;
    },
    onEvent(listener) {
      listeners.add(listener);
      if (!source) openStream();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source?.close();
          source = undefined;
        }
      };
    },
  };
}
