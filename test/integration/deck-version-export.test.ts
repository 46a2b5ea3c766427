import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import type { AppStore } from '../../renderer/store/app-store.ts';
import { selectExportDeck } from '../../renderer/store/deck/export-selectors.ts';
import { exportDeck } from '../../shared/decks/deck-export.ts';
import type { TestCall } from '../support/ipc-session.ts';
import { storeOverIpc } from '../support/ipc-store.ts';
import { ARKHAMDB_DATA, describeRealData, MIGRATIONS } from '../support/real-data.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// The export dialog's ArkhamDB JSON of an upgraded version carries ArkhamDB's chain fields
// (`version`, `xp`, `xp_spent`, `xp_adjustment`, `previous_deck`, `exile_string`), and a
// round trip export → decks.import → export keeps the deck, its XP figures, notes and tags.

const newHome = useTempHome();

describeRealData('ArkhamDB export of an upgraded version', () => {
  let services: AppServices;
  let call: TestCall;
  beforeAll(async () => {
    services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, version: 'test' });
    await services.importIfEmpty(ARKHAMDB_DATA);
    const handlers = createHandlers(services);
    call = (method, input) => dispatch(handlers, method, input) as ReturnType<TestCall>;
  }, 60_000);
  afterAll(() => services?.close());

  const exported = (store: AppStore) => {
    const result = exportDeck(selectExportDeck(store.getState())!, services.pool()!, { format: 'arkhamdb' });
    if (!result.ok) throw new Error(`unknown cards ${result.unknownCards.join(',')}`);
    return JSON.parse(result.output) as Record<string, unknown>;
  };

  it('writes version, xp, xp_spent, xp_adjustment, previous_deck and exile_string, and reads them back', async () => {
    const created = await call('decks.create', {
      name: 'Roland aufgewertet',
      deck: { ...ROLAND_STARTER, description_md: '**Plan:** Hinweise sammeln', tags: 'kampf solo' },
    });
    expect(created.ok).toBe(true);
    const store = storeOverIpc(call, services.pool()!);
    expect(await store.getState().openSavedDeck(created.value.deckId)).toBe(true);
    // A fresh first version: ArkhamDB writes no XP for it.
    expect(exported(store)).toMatchObject({ version: '1.0', xp: null, xp_spent: null, previous_deck: null });
    expect(exported(store)).not.toHaveProperty('id');

    // "Deck verbessern" with 5 XP and Notfallvorrat (01088) exiled.
    expect(await store.getState().upgradeDeck(5, ['01088'])).toBe(true);
    const s = store.getState();
    s.removeCard('01088');
    // Körperliches Training (01017) → Körperliches Training (2) 50001: 2 XP.
    s.removeCard('01017');
    s.addCard('50001');
    s.setAdjustment('1', 'Bonus aus dem Kampagnenleitfaden');
    const first = exported(store);
    expect(first).toMatchObject({
      id: store.getState().opened!.versionId,
      version: '2.0',
      xp: 5,
      xp_spent: 2,
      xp_adjustment: 1,
      previous_deck: created.value.id,
      exile_string: '01088',
      description_md: '**Plan:** Hinweise sammeln',
      tags: 'kampf solo',
    });
    expect(await store.getState().saveCurrentDeck()).toBe(true);
    expect(exported(store)).toEqual(first);

    // Round trip: the exported text imported as a deck of its own, opened and exported again.
    const imported = await call('decks.import', { text: JSON.stringify(first) });
    expect(imported.ok).toBe(true);
    const again = storeOverIpc(call, services.pool()!);
    expect(await again.getState().openSavedDeck(imported.value.deckId)).toBe(true);
    const second = exported(again);
    const { id, previous_deck, version, ...rest } = first;
    // Alone, the version has no version before it in this database: ArkhamDB's links start anew.
    expect(second).toEqual({ ...rest, id: second.id, previous_deck: null, version: '1.0' });
  });

  it('exports a deck with versions as a linked chain that imports as the same versions', async () => {
    const created = await call('decks.create', { name: 'Kette', deck: ROLAND_STARTER });
    const store = storeOverIpc(call, services.pool()!);
    await store.getState().openSavedDeck(created.value.deckId);
    await store.getState().upgradeDeck(3, []);
    store.getState().removeCard('01017');
    store.getState().addCard('50001');
    expect(await store.getState().saveCurrentDeck()).toBe(true);
    const chain = (await call('decks.exportChain', { deckId: created.value.deckId })).value;
    expect(chain.map((deck: Record<string, unknown>) => [deck.version, deck.xp, deck.xp_spent])).toEqual([
      ['1.0', null, null],
      ['2.0', 3, 2],
    ]);
    expect(chain[1]!.previous_deck).toBe(chain[0]!.id);
    const imported = await call('decks.import', { decks: chain });
    expect(imported.value.versions).toBe(2);
    const back = (await call('decks.exportChain', { deckId: imported.value.deckId })).value;
    const withoutIds = (decks: Record<string, unknown>[]) =>
      decks.map(({ id, previous_deck, next_deck, name, ...rest }) => rest);
    expect(withoutIds(back)).toEqual(withoutIds(chain));
  });
});
