import { describe, expect, it } from 'vitest';
import { buildDeckList } from '../../../shared/decks/deck-list.ts';
import {
  chanceOfAtLeastOne,
  hitByName,
  hitByTrait,
  openingHandOdds,
  openingHandPool,
} from '../../../shared/rules/opening-hand.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { ROLAND_CORE } from '../../support/roland-core-deck.ts';

describe('hypergeometric chance of at least one hit', () => {
  it('is 1 − (28·27·26·25·24)/(30·29·28·27·26) = 1 − 600/870 for 2 copies in 30 cards and 5 drawn', () => {
    expect(chanceOfAtLeastOne(30, 2, 5)).toBeCloseTo(1 - 600 / 870, 12);
  });

  it('is 1 − C(27,5)/C(30,5) = 1 − 80730/142506 for 3 copies', () => {
    expect(chanceOfAtLeastOne(30, 3, 5)).toBeCloseTo(1 - 80730 / 142506, 12);
  });

  it('with a full mulligan draws 10 different cards: 1 − (20·19)/(30·29) for 2 copies in 30', () => {
    expect(chanceOfAtLeastOne(30, 2, 10)).toBeCloseTo(1 - 380 / 870, 12);
  });

  it('is 0 without hits and 1 when too few other cards remain', () => {
    expect(chanceOfAtLeastOne(30, 0, 5)).toBe(0);
    expect(chanceOfAtLeastOne(6, 2, 5)).toBe(1);
    expect(chanceOfAtLeastOne(3, 1, 5)).toBe(1);
  });
});

describeRealData('opening hand of a core-set Roland Banks deck (Rules Reference "Setup", "Mulligan")', () => {
  const pool = async () => {
    const built = buildDeckList(ROLAND_CORE, await realPool());
    if (!built.ok) throw new Error('unknown cards');
    return openingHandPool(built.list.sections);
  };

  it('draws from 31 cards: Cover Up, a weakness, is set aside and replaced when drawn in setup', async () => {
    const odds = openingHandOdds(await pool(), hitByName('Machete'));
    expect(odds).toMatchObject({ deckSize: 31, hits: 2 });
    expect(odds.chance).toBeCloseTo(1 - (26 * 25) / (31 * 30), 12);
  });

  it('finds a Weapon (.38 Special, .45 Automatic, Machete, Knife: 7 copies) more often with a mulligan', async () => {
    const without = openingHandOdds(await pool(), hitByTrait('Weapon'));
    const withMulligan = openingHandOdds(await pool(), hitByTrait('Weapon'), { mulligan: true });
    expect(without.hits).toBe(7);
    // 1 − C(24,5)/C(31,5) = 1 − 42504/169911
    expect(without.chance).toBeCloseTo(1 - 42504 / 169911, 12);
    // 1 − C(24,10)/C(31,10) = 1 − 1961256/44352165
    expect(withMulligan.chance).toBeCloseTo(1 - 1961256 / 44352165, 12);
  });
});
