import { describe, expect, it, vi } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import type { Handlers } from '../../core/ipc/handlers.ts';

// docs/architecture.md "The one contract": inputs are parsed before a handler runs; in tests and
// development every answer is held to its output schema, and plain outputs carry only a type.

const handlers = (entries: Record<string, (input: never) => unknown>) => entries as unknown as Handlers;

describe('contract checks in dispatch', () => {
  it('runs with output checks on (vitest.config.ts sets LOGBUCH_CHECK_OUTPUTS)', () => {
    expect(process.env.LOGBUCH_CHECK_OUTPUTS).toBe('1');
  });

  it('fails a call whose answer breaks the output schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrong = handlers({ 'app.info': () => ({ version: 1 }) });
    expect(await dispatch(wrong, 'app.info', {})).toEqual({ ok: false, code: 'internal', details: {} });
    const right = handlers({ 'app.info': () => ({ version: '1.0', home: '/h', folderDialog: false }) });
    expect(await dispatch(right, 'app.info', {})).toMatchObject({ ok: true });
    vi.restoreAllMocks();
  });

  it('passes a plain output (cards.pool) through unchecked', async () => {
    const pool = handlers({ 'cards.pool': () => ({ cards: [] }) });
    expect(await dispatch(pool, 'cards.pool', {})).toEqual({ ok: true, value: { cards: [] } });
  });

  it('campaigns.append takes only the typed journal events: an unknown type is refused before the handler', async () => {
    const append = vi.fn(() => ({}));
    const refused = await dispatch(handlers({ 'campaigns.append': append }), 'campaigns.append', {
      campaignId: 1,
      events: [{ type: 'anything', payload: {} }],
    });
    expect(refused).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(append).not.toHaveBeenCalled();
    const note = { type: 'note_added', payload: { text: 'Ghul-Priester besiegt' } };
    await dispatch(handlers({ 'campaigns.append': append }), 'campaigns.append', { campaignId: 1, events: [note] });
    expect(append).toHaveBeenCalledWith({ campaignId: 1, events: [note] });
  });
});
