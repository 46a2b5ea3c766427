import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../core/db/database.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { withIpc } from '../support/ipc-session.ts';
import { MIGRATIONS } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// The collection over the contract: stored in collection_packs (migration 0005, copies 0007),
// replaced as a whole, unknown pack codes and malformed input refused with a German message,
// nothing changed.

const newHome = useTempHome();

it('stores the owned packs, refuses unknown or malformed codes without a change, and clears to no collection', async () => {
  const home = newHome();
  await withIpc(home, async (call) => {
    expect(await call('collection.get', {})).toEqual({ ok: true, value: { packs: null } });
    expect(await call('collection.set', { packs: ['core', 'tdor', 'core'] })).toEqual({
      ok: true,
      value: { packs: ['core', 'tdor'] },
    });
    const unknown = await call('collection.set', { packs: ['core', 'gibtsnicht'] });
    expect(unknown).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(germanErrorMessage('invalid_input', unknown.details!)).toBe(
      'Ungültige Eingabe für „collection.set“: unbekannte Packs: gibtsnicht.',
    );
    expect(await call('collection.set', { packs: ['<script>'] })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(await call('collection.set', { packs: 'core' })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect((await call('collection.get', {})).value).toEqual({ packs: ['core', 'tdor'] });
  });
  // Kept in the database across a restart.
  await withIpc(home, async (call) => {
    expect((await call('collection.get', {})).value).toEqual({ packs: ['core', 'tdor'] });
    expect(await call('collection.set', { packs: null })).toEqual({ ok: true, value: { packs: null } });
  });
  // Two core sets and one Dunwich box: the copies come back; a pack not owned is ignored.
  await withIpc(home, async (call) => {
    expect(await call('collection.set', { packs: ['core', 'tdor'], copies: { core: 2, dwl: 3 } })).toEqual({
      ok: true,
      value: { packs: ['core', 'tdor'], copies: { core: 2 } },
    });
    expect(await call('collection.set', { packs: ['core'], copies: { core: 1 } })).toMatchObject({
      ok: false,
      code: 'invalid_input',
    });
    expect((await call('collection.get', {})).value).toEqual({ packs: ['core', 'tdor'], copies: { core: 2 } });
    expect(await call('collection.set', { packs: null })).toEqual({ ok: true, value: { packs: null } });
  });
  const db = openDatabase(path.join(home, 'logbuch.sqlite'), MIGRATIONS);
  expect(db.sqlite.prepare('SELECT count(*) FROM collection_packs').pluck().get()).toBe(0);
  db.close();
});
