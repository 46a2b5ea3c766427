import { describe, expect, it } from 'vitest';
import type { DeckProblem } from '../../shared/rules/deck-problem.ts';
import { type TestCall, withIpc } from '../support/ipc-session.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

const newHome = useTempHome();
const ROLAND = ROLAND_STARTER;

const withServices = (work: (call: TestCall) => Promise<void>) => withIpc(newHome(), work);

describe('deck methods over the IPC contract', () => {
  it('creates, upgrades, saves and reads the history with each change’s XP', () =>
    withServices(async (call) => {
      const first = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND });
      expect(first).toMatchObject({
        ok: true,
        value: { version: 1, locked: false, deck: { investigator_code: '01001' } },
      });
      const second = await call('decks.upgrade', { deckId: first.value.deckId, xpGranted: 2 });
      const slots: Record<string, number> = { ...ROLAND.slots, '01030': 2 };
      delete slots['01025'];
      const saved = await call('decks.save', { versionId: second.value.id, deck: { ...ROLAND, slots } });
      expect(saved).toMatchObject({ ok: true, value: { xpSpent: 2, upgradeProblems: [] } });
      const history = await call('decks.history', { deckId: first.value.deckId });
      expect(history.value[1]!.lines).toEqual([
        { code: '01030', change: 'new', copies: 2, xp: 2 },
        { code: '01025', change: 'removed', copies: 2, xp: 0 },
      ]);
      expect((await call('decks.list', {})).value).toEqual([
        expect.objectContaining({ name: 'Rolands Deck', versions: 2 }),
      ]);
    }));

  it('lists every deck by id with its number of versions and its latest version; the history gives each version its own deck', () =>
    withServices(async (call) => {
      const expected: { id: number; versions: number; latestVersionId: number }[] = [];
      for (const upgrades of [0, 2, 1]) {
        const created = await call('decks.create', { name: `Deck ${upgrades}`, deck: ROLAND });
        let latestVersionId = created.value.id;
        for (let i = 0; i < upgrades; i++)
          latestVersionId = (await call('decks.upgrade', { deckId: created.value.deckId, xpGranted: 1 })).value.id;
        expected.push({ id: created.value.deckId, versions: upgrades + 1, latestVersionId });
      }
      const second = expected[1]!;
      const slots: Record<string, number> = { ...ROLAND.slots, '01030': 1 };
      delete slots['01025'];
      await call('decks.save', { versionId: second.latestVersionId, deck: { ...ROLAND, slots } });
      const listed = (await call('decks.list', {})).value as {
        id: number;
        versions: number;
        latestVersionId: number;
      }[];
      expect(listed.map(({ id, versions, latestVersionId }) => ({ id, versions, latestVersionId }))).toEqual(expected);
      const history = (await call('decks.history', { deckId: second.id })).value as {
        version: { id: number; deck: { slots: object } };
      }[];
      expect(history.map((entry) => entry.version.deck.slots)).toEqual([ROLAND.slots, ROLAND.slots, slots]);
    }));

  it('saves an upgrade that removes the weakness Cover Up and returns the broken rule (Grimoire "Erfahrung") instead of refusing', () =>
    withServices(async (call) => {
      const first = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND });
      const second = await call('decks.upgrade', { deckId: first.value.deckId, xpGranted: 1 });
      const slots: Record<string, number> = { ...ROLAND.slots, '01030': 1 };
      delete slots['01007'];
      const saved = await call('decks.save', { versionId: second.value.id, deck: { ...ROLAND, slots } });
      expect(saved).toMatchObject({ ok: true, value: { xpSpent: 1, deck: { slots: { '01030': 1 } } } });
      expect(saved.value.upgradeProblems).toEqual([
        { code: 'required_removed', cards: ['01007'], rule: { source: 'grimoire', section: 'Erfahrung' } },
      ]);
    }));

  it('renames a saved deck; the list shows the new name, an unknown deck or an empty name changes nothing', () =>
    withServices(async (call) => {
      const first = await call('decks.create', { name: 'Rolands Deck', deck: ROLAND });
      expect(
        await call('decks.rename', { deckId: first.value.deckId, name: '  Roland – Die Nacht der Zelotin ' }),
      ).toEqual({
        ok: true,
        value: { id: first.value.deckId, name: 'Roland – Die Nacht der Zelotin' },
      });
      expect(await call('decks.rename', { deckId: first.value.deckId + 1, name: 'Niemand' })).toMatchObject({
        ok: false,
        code: 'deck_not_found',
      });
      expect(await call('decks.rename', { deckId: first.value.deckId, name: '   ' })).toMatchObject({
        ok: false,
        code: 'invalid_input',
      });
      expect((await call('decks.list', {})).value).toEqual([
        expect.objectContaining({ id: first.value.deckId, name: 'Roland – Die Nacht der Zelotin', versions: 1 }),
      ]);
    }));

  it('imports an ArkhamDB chain as one deck and exports it linked again; a broken chain writes nothing', () =>
    withServices(async (call) => {
      const slots: Record<string, number> = { ...ROLAND.slots, '01030': 2 };
      delete slots['01025'];
      const chain = [
        { ...ROLAND, id: 501, name: 'Roland (ArkhamDB)', xp: null, previous_deck: null, next_deck: 502 },
        {
          ...ROLAND,
          slots,
          id: 502,
          name: 'Roland (ArkhamDB)',
          xp: 3,
          xp_spent: 2,
          xp_adjustment: 0,
          previous_deck: 501,
          next_deck: null,
        },
      ];
      const imported = await call('decks.importChain', { decks: [chain[1], chain[0]] });
      expect(imported).toMatchObject({ ok: true, value: { recost: [{ version: 2, xp: 2, recorded: 2 }] } });
      expect(imported.value.versions.map((v: { locked: boolean }) => v.locked)).toEqual([true, false]);
      expect((await call('decks.list', {})).value).toEqual([
        expect.objectContaining({ name: 'Roland (ArkhamDB)', versions: 2 }),
      ]);
      const exported = await call('decks.exportChain', { deckId: imported.value.deckId });
      expect(
        exported.value.map((d: Record<string, unknown>) => [d.xp, d.xp_spent, d.previous_deck, d.next_deck]),
      ).toEqual([
        [null, null, null, imported.value.versions[1]!.id],
        [3, 2, imported.value.versions[0]!.id, null],
      ]);
      expect(await call('decks.importChain', { decks: [chain[1]] })).toMatchObject({
        ok: false,
        code: 'deck_chain_broken_link',
        details: { chainDeck: '502', link: '501' },
      });
      expect((await call('decks.list', {})).value).toHaveLength(1);
    }));

  it('imports a chain whose versions hold "01000": -1 (weakness drawn): the slot dropped and told, other bad counts refused (family 17)', () =>
    withServices(async (call) => {
      // ArkhamDB writes "01000": -1 once the random basic weakness was drawn (here Amnesia 01096).
      const { '01000': _, ...drawn } = ROLAND.slots as Record<string, number>;
      const chain = [
        { ...ROLAND, id: 601, name: 'Roland (gezogen)', previous_deck: null, next_deck: 602 },
        {
          ...ROLAND,
          slots: { ...drawn, '01096': 1, '01000': -1 },
          id: 602,
          name: 'Roland (gezogen)',
          xp: 0,
          xp_spent: 0,
          previous_deck: 601,
          next_deck: null,
        },
      ];
      const imported = await call('decks.importChain', { decks: chain });
      expect(imported.ok).toBe(true);
      expect(imported.value.warnings.map((w: DeckProblem) => [w.code, w.cards, w.details])).toEqual([
        ['slot_count_dropped', ['01000'], { field: 'slots', count: -1 }],
      ]);
      const stored = imported.value.versions[1]!.deck;
      expect(stored.slots['01000']).toBeUndefined();
      expect(stored.slots['01096']).toBe(1);
      const fraction = [chain[0], { ...chain[1], slots: { ...drawn, '01096': 1.5 } }];
      expect(await call('decks.importChain', { decks: fraction })).toMatchObject({ ok: false, code: 'invalid_input' });
      expect((await call('decks.list', {})).value).toHaveLength(1);
    }));

  it('refuses a negative count or a missing reason before anything is written', () =>
    withServices(async (call) => {
      expect(await call('decks.create', { name: 'X', deck: { ...ROLAND, slots: { '01020': -2 } } })).toMatchObject({
        ok: false,
        code: 'invalid_input',
      });
      const first = await call('decks.create', { name: 'X', deck: ROLAND });
      expect(
        await call('decks.save', { versionId: first.value.id, deck: ROLAND, adjustment: { xp: 3, reason: '' } }),
      ).toMatchObject({ ok: false, code: 'invalid_input' });
      expect((await call('decks.list', {})).value).toHaveLength(1);
    }));
});
