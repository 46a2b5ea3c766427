import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatch } from '../../core/ipc/dispatch.ts';
import { createHandlers } from '../../core/ipc/handlers.ts';
import { AppServices } from '../../core/services/app-services.ts';
import { exportDeck } from '../../shared/decks/deck-export.ts';
import { deckJsonSchema } from '../../shared/decks/deck-json.ts';
import type { TestCall } from '../support/ipc-session.ts';
import { ARKHAMDB_DATA, describeRealData, MIGRATIONS, REPO_ROOT } from '../support/real-data.ts';
import { useTempHome } from '../support/temp-home.ts';

// `decks.import` over the contract with the real card data — single decks, ArkhamDB and
// arkham.build chains, refusals that write nothing — and the round trip import → export as
// ArkhamDB JSON → import with identical slots, meta, taboo and XP fields.

const newHome = useTempHome();
const fixture = (folder: string, file: string) =>
  readFileSync(path.join(REPO_ROOT, 'test/fixtures', folder, file), 'utf8');

/** What a stored version is, apart from ids and times. */
type Essence = { slots: unknown; sideSlots: unknown; meta: string; taboo_id: number | null; xp: unknown[] };

describeRealData('decks.import', () => {
  let services: AppServices;
  let call: TestCall;
  const deckCount = async () => (await call('decks.list', {})).value.length;
  const essence = async (deckId: number): Promise<Essence[]> =>
    (await call('decks.history', { deckId })).value.map(({ version }) => ({
      slots: version.deck.slots,
      sideSlots: version.deck.sideSlots,
      meta: version.deck.meta,
      taboo_id: version.deck.taboo_id,
      xp: [
        version.xpGranted,
        version.xpCarried,
        version.xpSpent,
        version.xpAdjustment,
        version.exileString,
        version.locked,
      ],
    }));

  beforeAll(async () => {
    services = new AppServices({ home: newHome(), migrationsFolder: MIGRATIONS, version: 'test' });
    await services.importIfEmpty(ARKHAMDB_DATA);
    const handlers = createHandlers(services);
    call = (method, input) => dispatch(handlers, method, input) as ReturnType<TestCall>;
  }, 60_000);
  afterAll(() => services?.close());

  it('imports a pasted ArkhamDB deck as one editable version and returns its problems', async () => {
    const result = await call('decks.import', { text: fixture('decks', 'access_roland_mystic_invalid.json') });
    expect(result).toMatchObject({ ok: true, value: { investigatorCode: '01001', versions: 1, name: 'Fixture 1072' } });
    expect(result.value.problems.map((p: { code: string }) => p.code)).toEqual(['invalid_cards']);
    const [version] = (await call('decks.history', { deckId: result.value.deckId })).value;
    expect(version!.version).toMatchObject({ id: result.value.latestVersionId, locked: false });
  });

  it('imports a deck with "01000": -1 (drawn weakness): the slot dropped, told as a warning beside Researched without a campaign', async () => {
    const deck = JSON.parse(fixture('decks', 'import_negative_slot_dropped_valid.json'));
    deck.slots['02262'] = 1;
    deck.slots['01017'] = 1;
    const result = await call('decks.import', { text: JSON.stringify(deck) });
    expect(result.ok).toBe(true);
    // Roland cannot take the Seeker card 02262: one problem; the warnings name the dropped slot and
    // the Researched card whose unlocking no campaign records yet.
    expect(result.value.problems.map((p: { code: string }) => p.code)).toEqual(['invalid_cards']);
    expect(result.value.warnings.map((p: { code: string; cards: string[] }) => [p.code, p.cards])).toEqual([
      ['slot_count_dropped', ['01000']],
      ['researched_unknown', ['02262']],
    ]);
    const [version] = (await call('decks.history', { deckId: result.value.deckId })).value;
    expect(version!.version.deck.slots['01000']).toBeUndefined();
  });

  it('imports a chain as versions (all but the last locked) and an arkham.build chain the same way', async () => {
    const chain = await call('decks.import', {
      text: fixture('chains', 'roland_four_versions.json'),
      name: 'Rolands Kette',
    });
    expect(chain).toMatchObject({ ok: true, value: { name: 'Rolands Kette', versions: 4, problems: [] } });
    expect(chain.value.recost).toEqual([
      { version: 2, xp: 6, recorded: 6 },
      { version: 3, xp: 4, recorded: 4 },
      { version: 4, xp: 5, recorded: 5 },
    ]);
    const build = await call('decks.import', { text: fixture('imports', 'arkham_build_chain_three_versions.json') });
    expect(build).toMatchObject({ ok: true, value: { name: 'Roland – Zelotin (arkham.build)', versions: 3 } });
    const versions = await essence(build.value.deckId);
    expect(versions.map((v) => v.xp)).toEqual([
      [0, 0, 0, 0, null, true],
      [7, 0, 6, 0, null, true],
      [3, 1, 4, 0, '05196', false],
    ]);
    expect(versions.map((v) => v.taboo_id)).toEqual([8, 8, 8]);
  });

  it('refuses unknown codes, an unknown investigator, a broken chain or malformed JSON and writes nothing', async () => {
    const before = await deckCount();
    for (const [file, code] of [
      ['unknown_cards_roland.json', 'deck_import_unknown_cards'],
      ['unknown_investigator.json', 'deck_import_unknown_investigator'],
      ['broken_chain_missing_versions.json', 'deck_chain_broken_link'],
      ['mixed_investigators_chain.json', 'deck_chain_mixed_investigators'],
      ['malformed_missing_comma.json', 'deck_import_malformed'],
      ['not_a_deck_campaign_file.json', 'deck_import_not_a_deck'],
    ]) {
      expect(await call('decks.import', { text: fixture('imports', file!) })).toMatchObject({ ok: false, code });
    }
    expect(
      await call('decks.import', { decks: [JSON.parse(fixture('imports', 'unknown_cards_roland.json'))] }),
    ).toMatchObject({
      ok: false,
      code: 'deck_import_unknown_cards',
      details: { unknownCards: ['99999', '01999'] },
    });
    expect(await call('decks.import', { text: 'x', decks: [] })).toMatchObject({ ok: false, code: 'invalid_input' });
    expect(await deckCount()).toBe(before);
  });

  it.each([
    ['chains', 'roland_four_versions.json'],
    ['imports', 'arkham_build_chain_three_versions.json'],
    ['imports', 'arkham_build_parallel_roland.json'],
    ['decks', 'customizable_runic_axe_level5_roland_valid.json'],
    ['decks', 'mandy_taboo_size50.json'],
    ['decks', 'parallel_jim_front_only_valid.json'],
  ])(
    'round trip %s/%s: import → export as ArkhamDB JSON → import gives identical slots, meta, taboo and XP fields',
    async (folder, file) => {
      const first = await call('decks.import', { text: fixture(folder, file) });
      expect(first.ok).toBe(true);
      const exported = (await call('decks.exportChain', { deckId: first.value.deckId })).value as Record<
        string,
        unknown
      >[];
      const text = JSON.stringify(exported.length === 1 ? exported[0] : exported, null, 2);
      const second = await call('decks.import', { text });
      expect(second.ok).toBe(true);
      expect(await essence(second.value.deckId)).toEqual(await essence(first.value.deckId));
      expect(
        (await call('decks.exportChain', { deckId: second.value.deckId })).value.map(
          ({ id, previous_deck, next_deck, ...rest }: Record<string, unknown>) => rest,
        ),
      ).toEqual(exported.map(({ id, previous_deck, next_deck, ...rest }) => rest));
      // And against the file: the same cards, choices, taboo list and, where it had them, XP figures.
      const original = ([] as unknown[])
        .concat(JSON.parse(fixture(folder, file)))
        .map((deck) => deckJsonSchema.parse(deck));
      const ordered = exported.map((deck) => deckJsonSchema.parse(deck));
      const byContent = (deck: (typeof ordered)[number]) => JSON.stringify([deck.slots, deck.meta, deck.taboo_id]);
      expect(ordered.map(byContent).sort()).toEqual(original.map(byContent).sort());
      for (const deck of original.filter((d) => d.xp != null)) {
        expect(ordered).toContainEqual(
          expect.objectContaining({
            xp: deck.xp,
            xp_spent: deck.xp_spent ?? 0,
            xp_adjustment: deck.xp_adjustment ?? 0,
            exile_string: deck.exile_string ?? null,
          }),
        );
      }
    },
  );

  it("round trip through the export dialog's ArkhamDB JSON of a single deck keeps slots, meta and taboo", async () => {
    const first = await call('decks.import', { text: fixture('imports', 'arkham_build_parallel_roland.json') });
    const [entry] = (await call('decks.history', { deckId: first.value.deckId })).value;
    const written = exportDeck(deckJsonSchema.parse(entry!.version.deck), services.pool()!, { format: 'arkhamdb' });
    expect(written.ok).toBe(true);
    const second = await call('decks.import', { text: written.ok ? written.output : '' });
    expect((await essence(second.value.deckId)).map(({ xp, ...rest }) => rest)).toEqual(
      (await essence(first.value.deckId)).map(({ xp, ...rest }) => rest),
    );
  });
});
