import { describe, expect, it } from 'vitest';
import { checkLatestDecks } from '../../core/services/deck-legality.ts';
import type { Method } from '../../shared/api/contract.ts';
import type { DeckJson } from '../../shared/decks/deck-json.ts';
import { germanErrorMessage } from '../../shared/i18n/de/app-errors.ts';
import { type TestCall, withIpc } from '../support/ipc-session.ts';
import { ROLAND_STARTER } from '../support/starter-decks.ts';
import { useTempHome } from '../support/temp-home.ts';

// The XP ledger of a campaign (docs/kampagnen.md „Das Journal“): the deck version in force is the one the
// latest upgrade entry that counts names; undo and redo move it, and every path agrees.
// Grimoire „Erfahrungspunkte verdienen und ausgeben“: XP spent on an upgrade is spent once.

const newHome = useTempHome();

/** Two Vicious Blow (01025) out; Shotgun (01029, level 4) and Bulletproof Vest (01094, level 3) in: 7 XP. */
const { '01025': _, ...withoutBlow } = ROLAND_STARTER.slots;
const SEVEN_XP: DeckJson = { ...ROLAND_STARTER, slots: { ...withoutBlow, '01029': 1, '01094': 1 } };
/** On top of SEVEN_XP: two Dodge (01023) out, Extra Ammunition (01026, level 1) twice in: 2 XP. */
const { '01023': __, ...withoutDodge } = SEVEN_XP.slots;
const TWO_MORE: DeckJson = { ...SEVEN_XP, slots: { ...withoutDodge, '01026': 2 } };

const torch = (xp: number) => ({
  type: 'scenario_recorded',
  payload: {
    scenario: { id: 'torch', name: 'Die Zusammenkunft' },
    resolution: 'R1',
    investigators: [{ code: '01001', xp: { victory: xp } }],
  },
});

async function ok<M extends Method>(call: TestCall, method: M, input: unknown) {
  const result = await call(method, input);
  if (!result.ok) throw new Error(`${method}: ${result.code} ${JSON.stringify(result.details)}`);
  return result.value;
}

/** A campaign with Roland on the starter deck and `xp` earned. */
async function campaign(call: TestCall, xp = 8) {
  const deck = await ok(call, 'decks.create', { name: 'Rolands Deck', deck: ROLAND_STARTER });
  const { campaignId } = await ok(call, 'campaigns.create', { name: 'Dienstagsrunde', chaosBag: ['0', '-1'] });
  await ok(call, 'campaigns.join', { campaignId, player: 'Anna', investigatorCode: '01001', deckId: deck.deckId });
  await ok(call, 'campaigns.append', { campaignId, events: [torch(xp)] });
  return { campaignId, deckId: deck.deckId as number, first: deck.id as number };
}

async function ledger(call: TestCall, campaignId: number, deckId: number) {
  const state = await ok(call, 'campaigns.state', { campaignId });
  const history = await ok(call, 'decks.history', { deckId });
  const listed = (await ok(call, 'decks.list', {})).find((deck: { id: number }) => deck.id === deckId)!;
  const roland = state.investigators[0]!;
  return {
    xp: roland.xp,
    inForce: roland.deckVersionId as number,
    current: listed.latestVersionId as number,
    withdrawn: history.filter((entry) => entry.withdrawn).map((entry) => entry.version.id),
    history,
  };
}

const upgrade = (call: TestCall, campaignId: number, deck: DeckJson) =>
  call('campaigns.upgradeDeck', { campaignId, code: '01001', deck });
const undo = (call: TestCall, campaignId: number, seq: number) => call('campaigns.undo', { campaignId, seq });

describe('campaign XP ledger: journal and deck versions tell the same story', () => {
  it('undoing an upgrade puts the previous version back in force with the XP; upgrading again costs the same 7 XP', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId, deckId, first } = await campaign(call);
      const upgraded = await upgrade(call, campaignId, SEVEN_XP);
      expect(upgraded.ok).toBe(true);
      const v2 = upgraded.value.state.investigators[0]!.deckVersionId;
      expect(await ledger(call, campaignId, deckId)).toMatchObject({
        xp: { earned: 8, spent: 7, available: 1 },
        inForce: v2,
        current: v2,
        withdrawn: [],
      });
      const undone = await undo(call, campaignId, upgraded.value.seq);
      expect(undone.ok).toBe(true);
      const afterUndo = await ledger(call, campaignId, deckId);
      // The upgraded version is kept, marked, and no longer current.
      expect(afterUndo).toMatchObject({
        xp: { spent: 0, available: 8 },
        inForce: first,
        current: first,
        withdrawn: [v2],
      });
      expect(afterUndo.history.map((entry) => [entry.version.version, entry.version.locked])).toEqual([
        [1, true],
        [2, true],
      ]);
      // The double spend: the same deck file again costs 7 XP, measured against version 1.
      const again = await upgrade(call, campaignId, SEVEN_XP);
      expect(again.value.state.investigators[0]!.xp).toMatchObject({ spent: 7, available: 1 });
      const v3 = again.value.state.investigators[0]!.deckVersionId;
      const third = (await ledger(call, campaignId, deckId)).history[2]!;
      expect(third).toMatchObject({ version: { id: v3, version: 3, xpSpent: 7 }, builtOn: 1 });
      expect(third.lines.reduce((sum: number, line: { xp: number }) => sum + line.xp, 0)).toBe(7);
      // Redoing the first upgrade would build on version 1 twice: refused, naming the upgrade in force.
      const redo = await undo(call, campaignId, undone.value.seq);
      expect(redo).toMatchObject({
        ok: false,
        code: 'undo_refused',
        details: { why: 'depends', blockedBy: again.value.seq, reason: 'deck_version_conflict' },
      });
      expect(germanErrorMessage('undo_refused', redo.details)).toContain(`Eintrag Nr. ${again.value.seq}`);
      const journal = await ok(call, 'campaigns.journal', { campaignId });
      expect(journal.find((line) => line.seq === undone.value.seq)!.undoRefused).toMatchObject({
        code: 'undo_refused',
        details: { blockedBy: again.value.seq },
      });
      expect(await ledger(call, campaignId, deckId)).toMatchObject({ inForce: v3, current: v3, withdrawn: [v2] });
    }));

  it('refuses to undo an upgrade a later one builds on, naming it; undo and redo in order restore the chain', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId, deckId, first } = await campaign(call, 10);
      const one = (await upgrade(call, campaignId, SEVEN_XP)).value;
      const two = (await upgrade(call, campaignId, TWO_MORE)).value;
      expect(two.state.investigators[0]!.xp).toMatchObject({ spent: 9, available: 1 });
      const refused = await undo(call, campaignId, one.seq);
      expect(refused).toMatchObject({ code: 'undo_refused', details: { why: 'depends', blockedBy: two.seq } });
      expect(germanErrorMessage('undo_refused', refused.details)).toContain(`Eintrag Nr. ${two.seq}`);
      const journal = await ok(call, 'campaigns.journal', { campaignId });
      expect(journal.find((line) => line.seq === one.seq)!.undoRefused!.details).toMatchObject({
        blockedBy: two.seq,
      });
      expect(journal.find((line) => line.seq === two.seq)!.undoRefused).toBeUndefined();

      const undoTwo = (await undo(call, campaignId, two.seq)).value;
      const undoOne = (await undo(call, campaignId, one.seq)).value;
      expect(await ledger(call, campaignId, deckId)).toMatchObject({
        xp: { spent: 0, available: 10 },
        inForce: first,
        current: first,
      });
      // Redo the second before the first: its base is not in force.
      expect(await undo(call, campaignId, undoTwo.seq)).toMatchObject({
        code: 'undo_refused',
        details: { why: 'restore_conflict', reason: 'deck_version_conflict' },
      });
      await ok(call, 'campaigns.undo', { campaignId, seq: undoOne.seq });
      await ok(call, 'campaigns.undo', { campaignId, seq: undoTwo.seq });
      const restored = await ledger(call, campaignId, deckId);
      expect(restored).toMatchObject({
        xp: { spent: 9, available: 1 },
        inForce: two.state.investigators[0]!.deckVersionId,
        current: two.state.investigators[0]!.deckVersionId,
        withdrawn: [],
      });
    }));

  it('„Stand nach …“ shows the version in force then; card data checks and chain export take the version in force', () =>
    withIpc(newHome(), async (call, services) => {
      const { campaignId, deckId, first } = await campaign(call);
      const upgraded = (await upgrade(call, campaignId, SEVEN_XP)).value;
      await ok(call, 'campaigns.undo', { campaignId, seq: upgraded.seq });
      const then = await ok(call, 'campaigns.state', { campaignId, seq: upgraded.seq });
      expect(then.investigators[0]).toMatchObject({
        deckVersionId: upgraded.state.investigators[0]!.deckVersionId,
        xp: { available: 1 },
      });
      expect((await ok(call, 'campaigns.state', { campaignId })).investigators[0]!.deckVersionId).toBe(first);
      expect(checkLatestDecks(services.db, services.pool()).find((check) => check.deckId === deckId)?.versionId).toBe(
        first,
      );
      expect(await ok(call, 'decks.exportChain', { deckId })).toHaveLength(1);
    }));

  it('a campaign deck changes only through its campaign: no upgrade outside, no edit of a withdrawn version, no second campaign', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId, deckId } = await campaign(call);
      const outside = await call('decks.upgrade', { deckId, xpGranted: 5 });
      expect(outside).toMatchObject({
        ok: false,
        code: 'deck_in_campaign',
        details: { campaignName: 'Dienstagsrunde' },
      });
      expect(germanErrorMessage('deck_in_campaign', outside.details)).toContain('„Dienstagsrunde“');
      // The deck list says so, and the editor offers no upgrade of its own.
      expect((await ok(call, 'decks.list', {})).find((deck: { id: number }) => deck.id === deckId)).toMatchObject({
        campaignName: 'Dienstagsrunde',
      });
      const upgraded = (await upgrade(call, campaignId, SEVEN_XP)).value;
      const v2 = upgraded.state.investigators[0]!.deckVersionId;
      // The upgrade's version is what the entry paid for: locked.
      expect(await call('decks.save', { versionId: v2, deck: ROLAND_STARTER })).toMatchObject({
        code: 'version_locked',
      });
      await ok(call, 'campaigns.undo', { campaignId, seq: upgraded.seq });
      expect(await call('decks.save', { versionId: v2, deck: SEVEN_XP })).toMatchObject({
        code: 'deck_version_withdrawn',
      });
      const other = await ok(call, 'campaigns.create', { name: 'Zweite Runde', chaosBag: ['0'] });
      const twice = await call('campaigns.join', {
        campaignId: other.campaignId,
        player: 'Ben',
        investigatorCode: '01001',
        deckId,
      });
      expect(twice).toMatchObject({ ok: false, code: 'deck_in_campaign' });
      // An upgrade entry written by hand would bypass the deck: refused.
      const byHand = await call('campaigns.append', {
        campaignId,
        events: [{ type: 'deck_upgraded', payload: { code: '01001', deckVersionId: v2, xpSpent: 0 } }],
      });
      expect(byHand).toMatchObject({ ok: false, code: 'invalid_input' });
    }));

  it('export and import keep the ledger; a file whose deck and entry disagree on the cost is refused', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId } = await campaign(call);
      const upgraded = (await upgrade(call, campaignId, SEVEN_XP)).value;
      await ok(call, 'campaigns.undo', { campaignId, seq: upgraded.seq });
      await ok(call, 'campaigns.upgradeDeck', { campaignId, code: '01001', deck: SEVEN_XP });
      const file = await ok(call, 'campaigns.export', { campaignId });
      const imported = await ok(call, 'campaigns.import', { file, name: 'Kopie' });
      const copy = imported.state.investigators[0]!;
      const copyLedger = await ledger(call, imported.campaignId, copy.deckId!);
      expect(copyLedger.xp).toMatchObject({ spent: 7, available: 1 });
      expect(copyLedger.current).toBe(copy.deckVersionId);
      expect(copyLedger.history.map((entry) => [entry.version.version, entry.withdrawn ?? false])).toEqual([
        [1, false],
        [2, true],
        [3, false],
      ]);
      const tampered = structuredClone(file) as { decks: { versions: { xpSpent: number }[] }[] };
      tampered.decks[0]!.versions[2]!.xpSpent = 0;
      expect(await call('campaigns.import', { file: tampered, name: 'Falsch' })).toMatchObject({
        ok: false,
        code: 'campaign_file_invalid',
      });
    }));

  it('a restored backup brings journal and deck back together', () =>
    withIpc(newHome(), async (call) => {
      const { campaignId, deckId } = await campaign(call);
      const upgraded = (await upgrade(call, campaignId, SEVEN_XP)).value;
      const backup = await ok(call, 'backups.create', {});
      await ok(call, 'campaigns.undo', { campaignId, seq: upgraded.seq });
      await ok(call, 'backups.restore', { name: backup.name });
      const v2 = upgraded.state.investigators[0]!.deckVersionId;
      expect(await ledger(call, campaignId, deckId)).toMatchObject({
        xp: { spent: 7, available: 1 },
        inForce: v2,
        current: v2,
        withdrawn: [],
      });
    }));
});
