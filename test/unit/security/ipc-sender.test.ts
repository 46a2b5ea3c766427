import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../../electron/security/ipc-sender.ts';
import { APP_FILE_URL } from './fake-electron.ts';

describe('isTrustedSender', () => {
  it('trusts the top frame showing the renderer file', () => {
    expect(isTrustedSender({ url: `${APP_FILE_URL}#/karten`, parent: null }, APP_FILE_URL)).toBe(true);
  });

  it('refuses a sub-frame, even one showing the renderer file', () => {
    const top = { url: APP_FILE_URL, parent: null };
    expect(isTrustedSender({ url: APP_FILE_URL, parent: top }, APP_FILE_URL)).toBe(false);
  });

  it('refuses a frame that navigated elsewhere', () => {
    expect(isTrustedSender({ url: `https://evil.example/?next=${APP_FILE_URL}`, parent: null }, APP_FILE_URL)).toBe(
      false,
    );
    expect(isTrustedSender({ url: 'about:blank', parent: null }, APP_FILE_URL)).toBe(false);
  });

  it('refuses a missing frame', () => {
    expect(isTrustedSender(null, APP_FILE_URL)).toBe(false);
    expect(isTrustedSender(undefined, APP_FILE_URL)).toBe(false);
  });

  it('refuses a frame that throws when read (disposed while the call was in flight)', () => {
    const disposed = {
      get url(): string {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
      parent: null,
    };
    expect(isTrustedSender(disposed, APP_FILE_URL)).toBe(false);
  });
});
