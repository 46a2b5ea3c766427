import { describe, expect, it, vi } from 'vitest';
import { installNavigationGuard } from '../../../electron/security/navigation.ts';
import { APP_FILE_URL, FakeWebContents } from './fake-electron.ts';

function guarded() {
  const contents = new FakeWebContents();
  const openExternal = vi.fn(async (_url: string) => {});
  installNavigationGuard(contents.asWebContents(), APP_FILE_URL, openExternal);
  return { contents, openExternal };
}

describe('installNavigationGuard', () => {
  it('lets the window (re)load the renderer file', () => {
    const { contents, openExternal } = guarded();
    expect(contents.attempt('will-navigate', `${APP_FILE_URL}#/kampagnen`)).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation to a web page and hands https links to the system browser', () => {
    const { contents, openExternal } = guarded();
    expect(contents.attempt('will-navigate', 'https://arkhamdb.com/card/01001')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://arkhamdb.com/card/01001');
  });

  it('blocks other files and schemes without opening anything', () => {
    const { contents, openExternal } = guarded();
    for (const url of [
      'file:///etc/passwd',
      'http://arkhamdb.com',
      'javascript:alert(1)',
      `https://evil.example@x/?next=${APP_FILE_URL}`,
    ]) {
      expect(contents.attempt('will-navigate', url)).toBe(true);
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks redirects away from the app and never opens them externally', () => {
    const { contents, openExternal } = guarded();
    expect(contents.attempt('will-redirect', 'https://evil.example/')).toBe(true);
    expect(contents.attempt('will-redirect', APP_FILE_URL)).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('survives a system browser that fails to open', async () => {
    const contents = new FakeWebContents();
    installNavigationGuard(contents.asWebContents(), APP_FILE_URL, () => Promise.reject(new Error('no browser')));
    expect(contents.attempt('will-navigate', 'https://arkhamdb.com/')).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
  });
});
