import type { WebContents } from 'electron';
import type { OpenExternal } from './navigation.ts';
import { externalLinkTarget } from './trusted-url.ts';

// Checklist: "Disable or limit creation of new windows" and "Do not use shell.openExternal with
// untrusted content" (only https, parsed and normalised, ever reaches the system browser).

export function installWindowOpenGuard(contents: WebContents, openExternal: OpenExternal): void {
  contents.setWindowOpenHandler(({ url }) => {
    const target = externalLinkTarget(url);
    if (target) openExternal(target).catch(() => {});
    return { action: 'deny' };
  });
}
