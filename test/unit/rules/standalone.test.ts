import { describe, expect, it } from 'vitest';
import { grimoire } from '../../../shared/rules/deck-problem.ts';
import { basicWeaknessesIn, standaloneProblems, standaloneWeaknessesFor } from '../../../shared/rules/standalone.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

const RULE = grimoire('Einzelspielszenario (Einzelspielsmodus)');

describe('standalone mode (Grimoire "Einzelspielszenario (Einzelspielsmodus)")', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [19, 1],
    [20, 2],
    [29, 2],
    [30, 3],
    [39, 3],
    [40, 4],
    [49, 4],
  ])('asks a deck worth %i XP for %i extra random basic weaknesses', (xp, extra) => {
    expect(standaloneWeaknessesFor(xp)).toBe(extra);
  });

  it('has no table row above 49 XP', () => {
    expect(standaloneWeaknessesFor(50)).toBeUndefined();
  });

  it('accepts 49 XP with the normal weakness and 4 extra', () => {
    expect(standaloneProblems(49, 5)).toEqual([]);
  });

  it('refuses 50 XP', () => {
    expect(standaloneProblems(50, 9)).toEqual([
      { code: 'standalone_xp_limit', cards: [], rule: RULE, details: { xp: 50, limit: 49 } },
    ]);
  });

  it('asks a 9 XP deck only for the investigator’s own weakness', () => {
    expect(standaloneProblems(9, 1)).toEqual([]);
  });

  it('asks a 10 XP deck for one more random basic weakness', () => {
    expect(standaloneProblems(10, 1)).toEqual([
      {
        code: 'standalone_weaknesses',
        cards: [],
        rule: RULE,
        details: { xp: 10, extra: 1, required: 2, count: 1 },
      },
    ]);
    expect(standaloneProblems(10, 2)).toEqual([]);
  });

  it('counts the boundaries 19 and 20 on the right side', () => {
    expect(standaloneProblems(19, 2)).toEqual([]);
    expect(standaloneProblems(20, 2)[0]?.details).toMatchObject({ required: 3 });
  });

  it('adds the extras to two own weaknesses for Subject 5U-21', () => {
    expect(standaloneProblems(20, 3, 2)[0]?.details).toMatchObject({ required: 4, count: 3 });
  });
});

describeRealData('basic weaknesses a deck holds', () => {
  it('counts the 01000 placeholder and drawn basic weaknesses, not signature weaknesses', async () => {
    const pool = await realPool();
    const slots = { '01000': 2, '01096': 1, '01007': 1, '01028': 2 };
    expect(basicWeaknessesIn(slots, pool.card)).toBe(3);
  });
});
