import type { WebContents } from 'electron';
import { externalLinkTarget, isAppUrl } from './trusted-url.ts';

// Checklist: "Disable or limit navigation".

export type OpenExternal = (url: string) => Promise<void>;

/** Keeps every web contents on the app's renderer file; https links go to the system browser. */
export function installNavigationGuard(contents: WebContents, appFileUrl: string, openExternal: OpenExternal): void {
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url, appFileUrl)) return;
    event.preventDefault();
    const target = externalLinkTarget(event.url);
    if (target) openExternal(target).catch(() => {});
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appFileUrl)) event.preventDefault();
  });
}
