import type { Session, WebContents } from 'electron';
import { installContentSecurityPolicy } from './csp.ts';
import { installNavigationGuard, type OpenExternal } from './navigation.ts';
import { installPermissionGuard } from './permissions.ts';
import { installWebviewGuard } from './webview.ts';
import { installWindowOpenGuard } from './window-open.ts';

export interface HardeningOptions {
  /** The `file:` URL of dist/renderer/index.html. */
  appFileUrl: string;
  openExternal: OpenExternal;
}

const hardenedSessions = new WeakSet<Session>();

/** Installs every guard; main calls it from `app.on('web-contents-created')`. */
export function hardenWebContents(contents: WebContents, options: HardeningOptions): void {
  installNavigationGuard(contents, options.appFileUrl, options.openExternal);
  installWindowOpenGuard(contents, options.openExternal);
  installWebviewGuard(contents);
  hardenSession(contents.session);
}

/** Session-wide guards, installed once per session (a second handler would replace the first). */
export function hardenSession(session: Session): void {
  if (hardenedSessions.has(session)) return;
  hardenedSessions.add(session);
  installPermissionGuard(session);
  installContentSecurityPolicy(session);
}
