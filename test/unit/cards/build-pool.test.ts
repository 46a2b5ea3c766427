import { describe, expect, it } from 'vitest';
import { isPlayerCard } from '../../../shared/cards/build-pool.ts';
import { fixturePool, realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

describe('card pool from the small fixture (shared/data README quirks)', () => {
  it('resolves a reprint chain to its original printing: 60169 → 12025 → 01025 Vicious Blow', async () => {
    const pool = await fixturePool();
    const reprint = pool.card('60169')!;
    expect(reprint.duplicate_of).toBe('01025');
    expect(reprint.name).toBe('Vicious Blow');
    expect(reprint.xp).toBe(0);
    expect(reprint.text).toBe(pool.card('01025')!.text);
    expect(reprint.pack_code).toBe('tom');
  });

  it('keeps the wording printed on a reprint itself (12020 Machete, revised core)', async () => {
    const pool = await fixturePool();
    expect(pool.card('12020')!.text).not.toBe(pool.card('01020')!.text);
    expect(pool.card('12020')!.xp).toBe(pool.card('01020')!.xp);
  });

  it('gives a reprint its original’s German record', async () => {
    const pool = await fixturePool();
    expect(pool.card('60169')!.de?.name).toBe('Brutaler Schlag');
  });

  it('keeps an identical duplicate object once and reports it', async () => {
    const pool = await fixturePool();
    expect(pool.data.duplicateRecords).toEqual(['01088']);
    expect(pool.data.cards.filter((c) => c.code === '01088')).toHaveLength(1);
  });

  it('folds reprints out of the distinct player cards and hides hidden ones from the browser', async () => {
    const pool = await fixturePool();
    expect(pool.playerCards.some((c) => c.code === '60169')).toBe(false);
    expect(pool.playerCards.some((c) => c.code === '01000')).toBe(true);
    expect(pool.listedCards.some((c) => c.code === '01000')).toBe(false);
  });

  it('tells player cards from encounter cards', async () => {
    const pool = await fixturePool();
    const encounter = pool.data.cards.find((c) => c.encounter_code)!;
    expect(isPlayerCard(encounter)).toBe(false);
    expect(isPlayerCard(pool.card('01001')!)).toBe(true);
  });

  it('lists the parallel Roland Banks (90024, alternate of 01001) as a selectable investigator', async () => {
    const pool = await fixturePool();
    const parallel = pool.investigators.find((c) => c.code === '90024')!;
    expect(parallel.alternate_of).toBe('01001');
  });

  it('finds every printing of a title for copy limits (Vicious Blow in three printings)', async () => {
    const pool = await fixturePool();
    expect(pool.byName('Vicious Blow').map((c) => c.code).sort()).toEqual(['01025', '12025', '60169']);
  });
});

describeRealData('card pool from the real ArkhamDB data', () => {
  it('has 1,796 distinct player cards and 91 selectable investigators, 13 of them parallel', async () => {
    const pool = await realPool();
    expect(pool.data.cards).toHaveLength(5928);
    expect(pool.playerCards).toHaveLength(1796);
    expect(pool.investigators).toHaveLength(91);
    expect(pool.investigators.filter((c) => c.alternate_of)).toHaveLength(13);
  });

  it('has the 10 taboo lists, numbered 1 to 10', async () => {
    const pool = await realPool();
    expect(pool.data.taboos.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives every distinct player card a German name', async () => {
    const pool = await realPool();
    const missing = pool.playerCards.filter((c) => !c.de?.name).map((c) => c.code);
    expect(missing).toEqual([]);
  });

  it('shows 01001 as "Roland Banks", class "Wächter"', async () => {
    const pool = await realPool();
    const roland = pool.card('01001')!;
    expect(roland.de?.name).toBe('Roland Banks');
    expect(pool.data.labels.factions[roland.faction_code]).toBe('Wächter');
  });

  it('gives every reprint its original’s level (e.g. 60169 Vicious Blow, level 0)', async () => {
    const pool = await realPool();
    for (const reprint of pool.data.cards.filter((c) => c.duplicate_of)) {
      expect(reprint.xp, reprint.code).toBe(pool.card(reprint.duplicate_of!)!.xp);
    }
    expect(pool.card('60169')!.text).toBe(pool.card('01025')!.text);
  });

  it('does not list hidden cards in the browser (01000 Random Basic Weakness)', async () => {
    const pool = await realPool();
    expect(pool.listedCards.some((c) => c.hidden)).toBe(false);
    expect(pool.listedCards).toHaveLength(1796 - 20);
  });

  it('resolves bonded cards by name: Soothing Melody (05314) is bonded to Hallowed Mirror', async () => {
    const pool = await realPool();
    expect(pool.bondedTo(pool.card('05313')!).map((c) => c.code)).toEqual(['05314']);
  });
});
