import { createApiClient, type ApiClient } from './api-client.ts';
import { electronBridge } from './electron-bridge.ts';
import { webBridge, webToken } from './web-bridge.ts';

/** The preload's bridge inside Electron, else the web host this page was served from. */
export function defaultApi(): ApiClient {
  return createApiClient(electronBridge() ?? webBridge(webToken()));
}
