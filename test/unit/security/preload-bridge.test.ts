import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { type BridgeIpc, createBridge } from '../../../electron/security/preload-bridge.ts';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL, METHODS } from '../../../shared/api/contract.ts';

function fakeIpc() {
  const emitter = new EventEmitter();
  const invoke = vi.fn(async (..._args: unknown[]) => ({ ok: true, value: 'antwort' }));
  const ipc = {
    invoke,
    on: (channel: string, listener: (...args: unknown[]) => void) => emitter.on(channel, listener),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      emitter.removeListener(channel, listener),
  };
  return { ipc: ipc as unknown as BridgeIpc, invoke, emitter };
}

describe('createBridge', () => {
  it('exposes exactly call and onEvent', () => {
    expect(Object.keys(createBridge(fakeIpc().ipc)).sort()).toEqual(['call', 'onEvent']);
  });

  it('sends every contract method over the one call channel', async () => {
    const { ipc, invoke } = fakeIpc();
    const bridge = createBridge(ipc);
    for (const method of METHODS) {
      await expect(bridge.call(method, {})).resolves.toEqual({ ok: true, value: 'antwort' });
      expect(invoke).toHaveBeenLastCalledWith(IPC_CALL_CHANNEL, method, {});
    }
  });

  it('refuses a method outside the contract without sending it', async () => {
    const { ipc, invoke } = fakeIpc();
    const bridge = createBridge(ipc);
    for (const method of ['fs.readFile', 'constructor', '__proto__', 'toString']) {
      await expect(bridge.call(method, {})).resolves.toEqual({
        ok: false,
        code: 'unknown_method',
        details: { method },
      });
    }
    await expect(bridge.call(42 as unknown as string, {})).resolves.toMatchObject({
      code: 'unknown_method',
      details: { method: '42' },
    });
    expect(invoke).not.toHaveBeenCalled();
  });

  it('passes events on as name and payload only, never the IPC event', () => {
    const { ipc, emitter } = fakeIpc();
    const listener = vi.fn();
    createBridge(ipc).onEvent(listener);
    emitter.emit(IPC_EVENT_CHANNEL, { sender: 'ipcRenderer' }, 'cards:import-progress', { phase: 'read' });
    expect(listener).toHaveBeenCalledWith('cards:import-progress', { phase: 'read' });
    expect(listener.mock.calls[0]).toHaveLength(2);
  });

  it('stops delivering events after unsubscribing', () => {
    const { ipc, emitter } = fakeIpc();
    const listener = vi.fn();
    const unsubscribe = createBridge(ipc).onEvent(listener);
    unsubscribe();
    emitter.emit(IPC_EVENT_CHANNEL, {}, 'cards:import-finished', { ok: true });
    expect(listener).not.toHaveBeenCalled();
    expect(emitter.listenerCount(IPC_EVENT_CHANNEL)).toBe(0);
  });
});
