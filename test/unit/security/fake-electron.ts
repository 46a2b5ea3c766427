import { EventEmitter } from 'node:events';
import type { Session, WebContents } from 'electron';

// Plain-Node stand-ins for the few Electron objects the guards touch.

export interface GuardEvent {
  url: string;
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function guardEvent(url = ''): GuardEvent {
  return {
    url,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export class FakeSession {
  requestHandler:
    | ((contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void)
    | null = null;
  checkHandler: ((contents: unknown, permission: string, origin: string, details: unknown) => boolean) | null = null;
  headersListener:
    | ((details: { responseHeaders?: Record<string, string[]> }, callback: (response: unknown) => void) => void)
    | null = null;
  setPermissionRequestHandler(handler: FakeSession['requestHandler']) {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['checkHandler']) {
    this.checkHandler = handler;
  }
  webRequest = {
    onHeadersReceived: (listener: FakeSession['headersListener']) => {
      this.headersListener = listener;
    },
  };
  asSession(): Session {
    return this as unknown as Session;
  }
}

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  constructor(readonly session: FakeSession = new FakeSession()) {
    super();
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  asWebContents(): WebContents {
    return this as unknown as WebContents;
  }
  /** Emits `name` like Electron does and tells whether a guard prevented it. */
  attempt(name: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url = ''): boolean {
    const event = guardEvent(url);
    this.emit(name, event, url);
    return event.defaultPrevented;
  }
}

export const APP_FILE_URL = 'file:///opt/Arkham%20Logbuch/resources/app.asar/dist/renderer/index.html';
