import { describe, expect, it, vi } from 'vitest';
import { installWindowOpenGuard } from '../../../electron/security/window-open.ts';
import { APP_FILE_URL, FakeWebContents } from './fake-electron.ts';

function guarded() {
  const contents = new FakeWebContents();
  const openExternal = vi.fn(async (_url: string) => {});
  installWindowOpenGuard(contents.asWebContents(), openExternal);
  return { open: (url: string) => contents.windowOpenHandler!({ url }), openExternal };
}

describe('installWindowOpenGuard', () => {
  it('denies every new window, even one for the app itself', () => {
    const { open } = guarded();
    expect(open(APP_FILE_URL)).toEqual({ action: 'deny' });
    expect(open('about:blank')).toEqual({ action: 'deny' });
  });

  it('opens https links in the system browser instead', () => {
    const { open, openExternal } = guarded();
    expect(open('https://arkhamdb.com/decklist/view/1')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://arkhamdb.com/decklist/view/1');
  });

  it('never hands plain http, files or scripts to the system', () => {
    const { open, openExternal } = guarded();
    for (const url of [
      'http://arkhamdb.com/',
      'file:///C:/Windows/System32/calc.exe',
      'javascript:alert(1)',
      'smb://host/share',
    ]) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });
});
