import type { Session } from 'electron';

// Checklist: "Handle session permission requests from remote content": the app needs none.

export function installPermissionGuard(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
