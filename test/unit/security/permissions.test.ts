import { describe, expect, it } from 'vitest';
import { installPermissionGuard } from '../../../electron/security/permissions.ts';
import { FakeSession } from './fake-electron.ts';

describe('installPermissionGuard', () => {
  it('denies every permission request', () => {
    const session = new FakeSession();
    installPermissionGuard(session.asSession());
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'fullscreen',
    ]) {
      let granted: boolean | undefined;
      session.requestHandler!(null, permission, (value) => (granted = value), {});
      expect(granted).toBe(false);
    }
  });

  it('answers every permission check with no', () => {
    const session = new FakeSession();
    installPermissionGuard(session.asSession());
    expect(session.checkHandler!(null, 'clipboard-sanitized-write', 'file:///', {})).toBe(false);
    expect(session.checkHandler!(null, 'media', 'https://evil.example', {})).toBe(false);
  });
});
