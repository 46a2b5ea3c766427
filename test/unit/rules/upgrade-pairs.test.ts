import { expect, it } from 'vitest';
import { type Copies, pairUpgrades } from '../../../shared/rules/upgrade-pairs.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Erfahrungspunkte verdienen und ausgeben“: a higher-level version of a card already in
// the deck is an upgrade — pay the difference in level and remove the lower version; anything
// else added is bought new (shared/rules/upgrade-pairs.ts pairs added with removed copies).
// Grimoire „Unzählig“: further copies of the same level come free.

const pool = await realPool().catch(() => undefined);
const copies = (code: string, count: number): Copies => ({ card: pool!.card(code)!, count });

const AUTOMATIC = '01016'; // .45 Automatic, level 0
const AUTOMATIC_2 = '03190'; // .45 Automatic, level 2
const BEAT_COP = '01018'; // level 0
const BEAT_COP_2 = '01028'; // level 2
const SHRIVELLING = '01060'; // level 0
const SHRIVELLING_3 = '02154'; // level 3
const SHRIVELLING_5 = '02306'; // level 5
const GLIMMER = '06245'; // A Glimmer of Hope, level 0, Myriad
const GLIMMER_2 = '11090'; // A Glimmer of Hope, level 2, Myriad
const MACHETE = '01020';

describeRealData('pairing upgrades', () => {
  it('two .45 Automatic to .45 Automatic (2): one upgrade line, 2 copies, 2 XP each', () => {
    const { upgrades, purchases, unpairedRemoved } = pairUpgrades([copies(AUTOMATIC_2, 2)], [copies(AUTOMATIC, 2)]);
    expect(upgrades).toEqual([
      expect.objectContaining({
        code: AUTOMATIC_2,
        from: AUTOMATIC,
        change: 'upgrade',
        copies: 2,
        paidCopies: 2,
        xp: 4,
        rule: { source: 'grimoire', section: 'Erfahrungspunkte verdienen und ausgeben' },
      }),
    ]);
    expect(purchases).toEqual([]);
    expect(unpairedRemoved).toEqual([]);
  });

  it('one Beat Cop upgraded, the other removed; a new title is a purchase', () => {
    const result = pairUpgrades([copies(BEAT_COP_2, 1), copies(MACHETE, 1)], [copies(BEAT_COP, 2)]);
    expect(result.upgrades).toEqual([expect.objectContaining({ code: BEAT_COP_2, from: BEAT_COP, copies: 1, xp: 2 })]);
    expect(result.purchases.map((p) => [p.card.code, p.count])).toEqual([[MACHETE, 1]]);
    expect(result.unpairedRemoved.map((r) => [r.card.code, r.count])).toEqual([[BEAT_COP, 1]]);
  });

  it('an upgrade pays the smallest difference: Shrivelling (5) replaces Shrivelling (3), not Shrivelling', () => {
    const result = pairUpgrades([copies(SHRIVELLING_5, 1)], [copies(SHRIVELLING, 1), copies(SHRIVELLING_3, 1)]);
    expect(result.upgrades).toEqual([expect.objectContaining({ code: SHRIVELLING_5, from: SHRIVELLING_3, xp: 2 })]);
    expect(result.unpairedRemoved.map((r) => r.card.code)).toEqual([SHRIVELLING]);
  });

  it('the costliest addition is paired first: Shrivelling (5) takes the one lower copy, Shrivelling (3) is bought', () => {
    const result = pairUpgrades([copies(SHRIVELLING_3, 1), copies(SHRIVELLING_5, 1)], [copies(SHRIVELLING, 1)]);
    expect(result.upgrades).toEqual([expect.objectContaining({ code: SHRIVELLING_5, from: SHRIVELLING, xp: 5 })]);
    expect(result.purchases.map((p) => p.card.code)).toEqual([SHRIVELLING_3]);
  });

  it('a card is never an upgrade of the same or a higher level', () => {
    const result = pairUpgrades([copies(SHRIVELLING_3, 1)], [copies(SHRIVELLING_5, 1)]);
    expect(result.upgrades).toEqual([]);
    expect(result.purchases.map((p) => p.card.code)).toEqual([SHRIVELLING_3]);
  });

  it('Myriad: three A Glimmer of Hope upgraded to level 2 pay once (Grimoire „Unzählig“)', () => {
    const result = pairUpgrades([copies(GLIMMER_2, 3)], [copies(GLIMMER, 3)]);
    expect(result.upgrades).toEqual([
      expect.objectContaining({ code: GLIMMER_2, from: GLIMMER, copies: 3, paidCopies: 1, xp: 2 }),
    ]);
  });
});
