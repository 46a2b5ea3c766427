import { type ApiClient, createApiClient } from './api-client.ts';
import { electronBridge } from './electron-bridge.ts';
import { webBackupTransfer } from './web-backup-transfer.ts';
import { webBridge, webToken } from './web-bridge.ts';

/** The preload's bridge inside Electron, else the web host this page was served from (with its file transfers). */
export function defaultApi(): ApiClient {
  const electron = electronBridge();
  if (electron) return createApiClient(electron);
  const token = webToken();
  return { ...createApiClient(webBridge(token)), files: webBackupTransfer(token) };
}
