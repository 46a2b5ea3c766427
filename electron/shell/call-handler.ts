import { dispatch } from '../../core/ipc/dispatch.ts';
import type { Handlers } from '../../core/ipc/handlers.ts';
import type { CallResult } from '../../shared/api/contract.ts';
import { deLog } from '../../shared/i18n/de/log.ts';
import { isTrustedSender, type SenderFrame } from '../security/ipc-sender.ts';

/** The part of Electron's IpcMainInvokeEvent the handler reads. */
export interface CallEvent {
  readonly senderFrame: SenderFrame | null;
}

/** The `ipcMain.handle(IPC_CALL_CHANNEL)` handler: checks the sender, then dispatches. */
export function createCallHandler(
  handlers: Handlers,
  appFileUrl: string,
  warn: (message: string) => void = console.warn,
) {
  return async (event: CallEvent, method: unknown, input: unknown): Promise<CallResult<unknown>> => {
    if (!isTrustedSender(event.senderFrame, appFileUrl)) {
      warn(deLog.foreignSender(String(method).slice(0, 100)));
      return { ok: false, code: 'unauthorized', details: { method: String(method).slice(0, 100) } };
    }
    return dispatch(handlers, method, input);
  };
}
