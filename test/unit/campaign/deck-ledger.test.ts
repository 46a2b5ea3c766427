import { describe, expect, it } from 'vitest';
import { CampaignError } from '../../../shared/campaign/campaign-error.ts';
import type { CampaignEventInput, JournalEntry } from '../../../shared/campaign/campaign-events.ts';
import { checkUndo, reduceCampaign } from '../../../shared/campaign/reduce-campaign.ts';
import { undoRefusals } from '../../../shared/campaign/undo-refusals.ts';
import { CORE, Journal } from './journal-builder.ts';

// The deck side of the journal (docs/kampagnen.md „Das Journal“; Grimoire „Erfahrungspunkte verdienen und
// ausgeben“): the version in force follows the upgrades that count, an upgrade builds on it.

const scenario = (xp: number): CampaignEventInput => ({
  type: 'scenario_recorded',
  payload: {
    scenario: { id: 'torch', name: 'Die Zusammenkunft' },
    resolution: 'R1',
    investigators: [{ code: '01001', xp: { victory: xp } }],
  },
});
const upgrade = (
  deckVersionId: number,
  previousVersionId: number | undefined,
  xpSpent: number,
): CampaignEventInput => ({
  type: 'deck_upgraded',
  payload: { code: '01001', deckVersionId, xpSpent, ...(previousVersionId ? { previousVersionId } : {}) },
});
const undo = (seq: number): CampaignEventInput => ({ type: 'undo', payload: { seq } });

/** Roland joins with deck 5 at version 50 and earns 8 XP (entries 1–3). */
const roland = () =>
  Journal.notz()
    .add({
      type: 'investigator_joined',
      payload: { ...CORE.roland, player: 'Anna', deckId: 5, deckVersionId: 50 },
    })
    .add(scenario(8));

const refusal = (entries: JournalEntry[], seq: number) => {
  try {
    checkUndo(entries, { seq: entries.length + 1, at: '', event: { type: 'undo', payload: { seq } } });
    return undefined;
  } catch (error) {
    if (error instanceof CampaignError) return { code: error.code, ...error.details };
    throw error;
  }
};

describe('deck versions in the campaign journal', () => {
  it('an undone upgrade puts the version before back in force and is listed as withdrawn', () => {
    const journal = roland().add(upgrade(51, 50, 7));
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({ deckVersionId: 51, deckVersionSeq: 4 });
    journal.add(undo(4));
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({
      deckVersionId: 50,
      deckVersionSeq: 2,
      withdrawnDeckVersions: [51],
      xp: { spent: 0, available: 8 },
    });
    // „Stand nach“ entry 4: the upgrade then in force, nothing withdrawn yet.
    expect(reduceCampaign(journal.entries, 4).investigators[0]?.withdrawnDeckVersions).toBeUndefined();
  });

  it('refuses an upgrade that does not build on the version in force, naming the entry that put it there', () => {
    const journal = roland().add(upgrade(51, 50, 2));
    expect(() => reduceCampaign([...journal.entries, journal.entry(upgrade(52, 50, 2))])).toThrowError(
      expect.objectContaining({ code: 'deck_version_conflict', details: expect.objectContaining({ blockedBy: 4 }) }),
    );
  });

  it('refuses to undo an upgrade a later one builds on, and to restore one whose base is gone', () => {
    const journal = roland()
      .add(upgrade(51, 50, 2))
      .add(upgrade(52, 51, 3));
    expect(refusal(journal.entries, 4)).toMatchObject({ code: 'undo_refused', why: 'depends', blockedBy: 5 });
    journal.add(undo(5)).add(undo(4));
    expect(refusal(journal.entries, 6)).toMatchObject({
      code: 'undo_refused',
      why: 'restore_conflict',
      reason: 'deck_version_conflict',
    });
    // Restoring in order works: the chain 50 → 51 → 52 is in force again, 5 XP spent.
    journal.add(undo(7)).add(undo(6));
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({
      deckVersionId: 52,
      xp: { spent: 5, available: 3 },
    });
    expect(reduceCampaign(journal.entries).investigators[0]?.withdrawnDeckVersions).toBeUndefined();
  });

  it('keeps the version in force when an investigator rejoins with the same deck', () => {
    const journal = roland()
      .add(upgrade(51, 50, 2))
      .add({ type: 'investigator_left', payload: { code: '01001' } })
      .add({
        type: 'investigator_joined',
        payload: { ...CORE.roland, player: 'Anna', deckId: 5, deckVersionId: 51 },
      })
      .add(upgrade(52, 51, 1));
    // Undoing the first upgrade is refused: the rejoin does not pin version 51, the later upgrade builds on it.
    expect(refusal(journal.entries, 4)).toMatchObject({ why: 'depends', blockedBy: 7 });
  });

  it('entries written before the base was recorded still count; a withdrawn version is no base for them', () => {
    const legacy = Journal.notz().join(CORE.roland, 'Anna').add(scenario(8));
    legacy
      .add(upgrade(51, undefined, 2))
      .add(undo(4))
      .add(upgrade(52, 50, 2));
    expect(reduceCampaign(legacy.entries).investigators[0]).toMatchObject({ deckVersionId: 52, xp: { spent: 2 } });
    expect(() => reduceCampaign([...legacy.entries, legacy.entry(upgrade(53, 51, 1))])).toThrowError(
      expect.objectContaining({ code: 'deck_version_conflict' }),
    );
  });

  it('the history’s refusals are exactly what undoing each entry would answer, also past the kept states', () => {
    const journal = roland();
    for (let i = 0; i < 12; i++) journal.add(scenario(1));
    journal
      .add(upgrade(51, 50, 4))
      .add(undo(16))
      .add(upgrade(52, 50, 6))
      .add(undo(18))
      .add(undo(19));
    journal.add(upgrade(53, 52, 3)).add({ type: 'note_added', payload: { text: 'Notiz' } });
    expect(reduceCampaign(journal.entries).investigators[0]).toMatchObject({ deckVersionId: 53, xp: { spent: 9 } });
    const refusals = undoRefusals(journal.entries);
    for (const entry of journal.entries.slice(1)) {
      const expected = refusal(journal.entries, entry.seq);
      if (expected?.why === 'already_undone') continue;
      expect(
        refusals.get(entry.seq) && { code: refusals.get(entry.seq)!.code, ...refusals.get(entry.seq)!.details },
      ).toEqual(expected);
    }
    expect([...refusals.keys()].sort((a, b) => a - b)).toEqual([2, 17, 18, 20]);
  });

  it('reports the refusal of an old entry far back in a long journal, and offers an old one that may go', () => {
    const journal = roland()
      .add(upgrade(51, 50, 2))
      .add(upgrade(52, 51, 3))
      .add(scenario(1));
    for (let i = 0; i < 40; i++) journal.add(scenario(1)).add({ type: 'note_added', payload: { text: `Notiz ${i}` } });
    journal.add(undo(50)).add(undo(51));
    expect(journal.entries.length).toBeGreaterThan(80);
    const refusals = undoRefusals(journal.entries);
    // Entry 4 (the first upgrade) lies 80 entries back: the upgrade 5 builds on it.
    expect(refusals.get(4)).toEqual({
      code: 'undo_refused',
      details: { seq: 4, why: 'depends', blockedBy: 5, reason: 'deck_version_conflict' },
    });
    // Entry 6 (1 XP earned) may be undone: the 5 XP spent stay covered.
    expect(refusals.has(6)).toBe(false);
    for (const entry of journal.entries.slice(1)) {
      const expected = refusal(journal.entries, entry.seq);
      if (expected?.why === 'already_undone') continue;
      const found = refusals.get(entry.seq);
      expect(found && { code: found.code, ...found.details }, `entry ${entry.seq}`).toEqual(expected);
    }
  });
});
