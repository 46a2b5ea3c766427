import { expect, it } from 'vitest';
import { parseDeckRequirements } from '../../../shared/cards/deck-requirements.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

describeRealData('taboo lists as per-deck overlays (shared/data README, "Taboo lists")', () => {
  it('adds the XP surcharge of list 10 to 01073 without touching the pool', async () => {
    const pool = await realPool();
    const tabooed = pool.withTaboo(10)('01073')!;
    expect(tabooed.taboo_xp).toBe(2);
    expect(pool.card('01073')!).not.toHaveProperty('taboo_xp');
  });

  it('forbids Double or Nothing (02026) with deck_limit 0 under list 10', async () => {
    const pool = await realPool();
    expect(pool.withTaboo(10)('02026')!.deck_limit).toBe(0);
    expect(pool.withTaboo(null)('02026')!.deck_limit).not.toBe(0);
  });

  it('makes Key of Ys (03315) exceptional', async () => {
    const pool = await realPool();
    expect(pool.card('03315')!.exceptional).toBeFalsy();
    expect(pool.withTaboo(1)('03315')!.exceptional).toBe(true);
  });

  it('rewrites Mandy Thompson’s (06002) requirements from the object form: deck size 50', async () => {
    const pool = await realPool();
    const mandy = pool.withTaboo(10)('06002')!;
    const requirements = parseDeckRequirements(mandy.deck_requirements);
    expect(requirements.size).toBe(50);
    expect(requirements.cards).toEqual([['06008'], ['06009']]);
    expect(requirements.random).toEqual([{ target: 'subtype', value: 'basicweakness' }]);
    expect(mandy.deck_options?.[1]?.limit).toBe(10);
  });

  it('returns the plain card when the deck has no taboo list', async () => {
    const pool = await realPool();
    expect(pool.withTaboo(undefined)('01073')).toBe(pool.card('01073'));
  });
});
