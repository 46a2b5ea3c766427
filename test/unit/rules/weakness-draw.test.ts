import { describe, expect, it } from 'vitest';
import type { CardPool } from '../../../shared/cards/card-pool.ts';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import { basicWeaknessPool, drawBasicWeakness, type WeaknessPoolOptions } from '../../../shared/rules/weakness-draw.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

const CORE_BASIC_WEAKNESSES = ['01096', '01097', '01098', '01099', '01100', '01101', '01102', '01103'];

async function candidates(
  options: Partial<WeaknessPoolOptions> & { investigatorCode?: string },
): Promise<[CardPool, string[]]> {
  const pool = await realPool();
  const investigator = pool.card(options.investigatorCode ?? '01001')!;
  const cards = basicWeaknessPool(pool, { excluded: [], mode: 'campaign', players: 2, ...options, investigator });
  return [pool, cards.map((card) => card.code)];
}

describe('seeded random', () => {
  it('repeats its sequence for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBe(100);
  });

  it('picks every element of a list sometimes and nothing from an empty list', () => {
    const random = seededRandom(1);
    const seen = new Set(Array.from({ length: 200 }, () => random.pick(['a', 'b', 'c'])));
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
    expect(random.pick([])).toBeUndefined();
  });
});

describeRealData('random basic weaknesses (Grimoire "Zufällige Grundschwächen", "Sammlung")', () => {
  it('builds the core set’s 10 basic weaknesses from a core-set collection, Amnesia and Paranoia twice', async () => {
    const [, codes] = await candidates({ ownedPacks: ['core'] });
    expect(codes).toHaveLength(10);
    expect(new Set(codes)).toEqual(new Set(CORE_BASIC_WEAKNESSES));
    expect(codes.filter((code) => code === '01096')).toHaveLength(2);
  });

  it('gives a revised-core collection the same weaknesses under their original codes', async () => {
    const [, codes] = await candidates({ ownedPacks: ['rcore'] });
    expect(codes.sort()).toEqual((await candidates({ ownedPacks: ['core'] }))[1].sort());
  });

  it('counts a reprinted weakness once, with the copies of one printing (Amnesia: core, rcore, core 2026)', async () => {
    const [, codes] = await candidates({ ownedPacks: ['core', 'rcore', 'core_2026'] });
    expect(codes.filter((code) => code === '01096')).toHaveLength(2);
    expect(codes.some((code) => ['01596', '12097', '01000'].includes(code))).toBe(false);
  });

  it('takes the copies of the printing owned: Overzealous (03040) once from Core 2026, twice from Carcosa', async () => {
    const count = (codes: string[]) => codes.filter((code) => code === '03040').length;
    expect(count((await candidates({ ownedPacks: ['core_2026'] }))[1])).toBe(1);
    expect(count((await candidates({ ownedPacks: ['ptc'] }))[1])).toBe(2);
  });

  it('removes a copy already in the party’s decks, also when named by a reprint code', async () => {
    const [, once] = await candidates({ ownedPacks: ['core'], excluded: ['01098'] });
    expect(once).not.toContain('01098');
    const [, amnesia] = await candidates({ ownedPacks: ['core'], excluded: ['01096', '01596'] });
    expect(amnesia).not.toContain('01096');
    expect(amnesia).toHaveLength(8);
  });

  it('offers Scarlet Keys class weaknesses only to their class', async () => {
    const [, roland] = await candidates({ ownedPacks: ['tskp'], investigatorCode: '01001' });
    const [, daisy] = await candidates({ ownedPacks: ['tskp'], investigatorCode: '01002' });
    expect(roland).toEqual(['09124']);
    expect(daisy).toEqual(['09125']);
  });

  it('leaves out "Multiplayer only." weaknesses (06035–06038) for one player', async () => {
    const [, solo] = await candidates({ ownedPacks: ['tde'], players: 1 });
    const [, pair] = await candidates({ ownedPacks: ['tde'], players: 2 });
    expect(solo).toEqual([]);
    expect(pair).toEqual(['06035', '06036', '06037', '06038']);
  });

  it('leaves out "Campaign Mode only." weaknesses (Dark Pact 04038, Doomed 04040) in standalone mode', async () => {
    const [, campaign] = await candidates({ ownedPacks: ['tfa'] });
    const [, standalone] = await candidates({ ownedPacks: ['tfa'], mode: 'standalone' });
    expect(campaign).toEqual(['04038', '04040']);
    expect(standalone).toEqual([]);
  });

  it('draws the same weakness for the same seed', async () => {
    const pool = await realPool();
    const options = { excluded: [], mode: 'campaign', players: 1, investigator: pool.card('01001')! } as const;
    const first = drawBasicWeakness(basicWeaknessPool(pool, options), seededRandom(2024));
    const again = drawBasicWeakness(basicWeaknessPool(pool, options), seededRandom(2024));
    expect(first).toBeDefined();
    expect(again?.code).toBe(first?.code);
    expect(first?.subtype_code).toBe('basicweakness');
  });

  it('draws only what the collection holds and nothing from an empty pool', async () => {
    const pool = await realPool();
    const options = {
      ownedPacks: ['core'],
      excluded: [],
      mode: 'campaign',
      players: 1,
      investigator: pool.card('01001')!,
    } as const;
    const drawn = Array.from(
      { length: 50 },
      (_, seed) => drawBasicWeakness(basicWeaknessPool(pool, options), seededRandom(seed))!.code,
    );
    expect(drawn.every((code) => CORE_BASIC_WEAKNESSES.includes(code))).toBe(true);
    expect(drawBasicWeakness([], seededRandom(1))).toBeUndefined();
  });
});
