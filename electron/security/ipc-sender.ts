import { isAppUrl } from './trusted-url.ts';

// Checklist: "Validate the sender of all IPC messages".

/** The part of Electron's WebFrameMain the check needs. */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

/** Only the top frame showing the app's own renderer file may call the contract. */
export function isTrustedSender(frame: SenderFrame | null | undefined, appFileUrl: string): boolean {
  try {
    return Boolean(frame) && frame!.parent === null && isAppUrl(frame!.url, appFileUrl);
  } catch {
    // Reading a frame that was disposed mid-call throws; such a sender is not trusted.
    return false;
  }
}
