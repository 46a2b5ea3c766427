import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ownedCopies } from '../../../shared/cards/owned-copies.ts';
import { realPool } from '../../support/card-data.ts';
import { ARKHAMDB_DATA, describeRealData } from '../../support/real-data.ts';

// Copies per pack as packs.json's products print them (card `quantity`): the first core set
// holds one Machete (01020), the Revised Core Set (rcore, 01520) two, and four Notfallausrüstung
// (01088).

describeRealData('owned copies from the collection', () => {
  it('one core set: 1 Machete (01020), 4 Notfallausrüstung (01088); two core sets double them', async () => {
    const pool = await realPool();
    const machete = pool.card('01020')!;
    const firstAid = pool.card('01088')!;
    expect(ownedCopies(pool, machete, { packs: ['core'] })).toBe(1);
    expect(ownedCopies(pool, firstAid, { packs: ['core'] })).toBe(4);
    expect(ownedCopies(pool, machete, { packs: ['core'], copies: { core: 2 } })).toBe(2);
    expect(ownedCopies(pool, firstAid, { packs: ['core'], copies: { core: 2 } })).toBe(8);
  });

  it('every player card of the first core set: as many copies as core.json prints (`quantity`), twice that with two', async () => {
    const pool = await realPool();
    const printed = JSON.parse(readFileSync(path.join(ARKHAMDB_DATA, 'pack', 'core', 'core.json'), 'utf8')) as {
      code: string;
      quantity: number;
      faction_code: string;
    }[];
    const players = printed.filter((card) => card.faction_code !== 'mythos');
    expect(players.length).toBeGreaterThan(100);
    // „Most cards once“: more single copies than any other count.
    expect(players.filter((card) => card.quantity === 1).length).toBeGreaterThan(players.length / 2);
    for (const { code, quantity } of players) {
      const card = pool.card(code)!;
      expect(ownedCopies(pool, card, { packs: ['core'] }), code).toBe(quantity);
      expect(ownedCopies(pool, card, { packs: ['core'], copies: { core: 2 } }), code).toBe(2 * quantity);
    }
  });

  it('counts the reprint packs too: the Revised Core Set adds 2 Machetes (01520)', async () => {
    const pool = await realPool();
    expect(ownedCopies(pool, pool.card('01020')!, { packs: ['rcore'] })).toBe(2);
    expect(ownedCopies(pool, pool.card('01020')!, { packs: ['core', 'rcore'] })).toBe(3);
    expect(ownedCopies(pool, pool.card('01020')!, { packs: ['tdor'], copies: { core: 2 } })).toBe(0);
  });
});
