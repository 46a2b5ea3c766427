import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../electron/security/csp.ts';
import { hardenWebContents } from '../../../electron/security/harden-web-contents.ts';
import { installWebviewGuard } from '../../../electron/security/webview.ts';
import { APP_FILE_URL, FakeSession, FakeWebContents } from './fake-electron.ts';

const options = { appFileUrl: APP_FILE_URL, openExternal: async () => {} };

describe('installWebviewGuard', () => {
  it('prevents every <webview> from attaching', () => {
    const contents = new FakeWebContents();
    installWebviewGuard(contents.asWebContents());
    expect(contents.attempt('will-attach-webview')).toBe(true);
  });
});

describe('hardenWebContents', () => {
  it('installs navigation, window-open, webview, permission and CSP guards', () => {
    const contents = new FakeWebContents();
    hardenWebContents(contents.asWebContents(), options);
    expect(contents.attempt('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.attempt('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.attempt('will-attach-webview')).toBe(true);
    expect(contents.windowOpenHandler!({ url: APP_FILE_URL })).toEqual({ action: 'deny' });
    expect(contents.session.checkHandler!(null, 'media', '', {})).toBe(false);
    let response: { responseHeaders: Record<string, string[]> } | undefined;
    contents.session.headersListener!({}, (value) => (response = value as typeof response));
    expect(response?.responseHeaders['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
  });

  it('sets the session-wide handlers once for contents sharing a session', () => {
    const session = new FakeSession();
    const setRequest = vi.spyOn(session, 'setPermissionRequestHandler');
    hardenWebContents(new FakeWebContents(session).asWebContents(), options);
    hardenWebContents(new FakeWebContents(session).asWebContents(), options);
    expect(setRequest).toHaveBeenCalledTimes(1);
  });
});
