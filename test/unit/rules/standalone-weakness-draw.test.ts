import { expect, it } from 'vitest';
import { seededRandom } from '../../../shared/rules/seeded-random.ts';
import {
  slotsWithStandaloneWeaknesses,
  standaloneWeaknessNeed,
} from '../../../shared/rules/standalone-weakness-draw.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// Grimoire „Einzelspielszenario (Einzelspielsmodus)“: a standalone deck adds extra random basic
// weaknesses by the XP of its higher-level cards („10–19 Erfahrungspunkte: 1 zusätzliche zufällige
// Grundschwäche“, none above 49 XP); they are drawn as in „Zufällige Grundschwächen“ from the basic
// weaknesses not yet in the deck. ‖Roland Banks' back: „5 additional experience (does not affect
// the number of weaknesses you must take in Standalone Mode)“.

const pool = await realPool().catch(() => undefined);
const SHOTGUN = '01029'; // level 4
const BEAT_COP_2 = '01028'; // level 2
const STAND_TOGETHER = '02148'; // level 3
const RANDOM_BASIC_WEAKNESS = '01000';

/** Roland Banks with Shotguns and Beat Cop (2): 4 + 4 + 2 = 10 XP. */
const rolandWorth10 = () => minimalDeck(pool!, pool!.card('01001')!, { extra: { [SHOTGUN]: 2, [BEAT_COP_2]: 1 } });

describeRealData('standalone weaknesses', () => {
  it('a deck of level-0 cards needs only the investigator’s own random basic weakness', () => {
    expect(standaloneWeaknessNeed(minimalDeck(pool!, pool!.card('01001')!), pool!)).toEqual({
      xp: 0,
      extra: 0,
      missing: 0,
    });
  });

  it('10 XP of cards ask for 1 extra random basic weakness, still missing', () => {
    expect(standaloneWeaknessNeed(rolandWorth10(), pool!)).toEqual({ xp: 10, extra: 1, missing: 1 });
  });

  it('draws the missing weakness: a basic weakness the deck does not hold, the same for the same seed', () => {
    const deck = rolandWorth10();
    const slots = slotsWithStandaloneWeaknesses(deck, pool!, seededRandom(7))!;
    const added = Object.keys(slots).filter((code) => !(code in deck.slots));
    expect(added).toHaveLength(1);
    const drawn = pool!.card(added[0]!)!;
    expect(drawn.subtype_code).toBe('basicweakness');
    expect(drawn.text ?? '').not.toContain('Campaign Mode only');
    expect(slots[RANDOM_BASIC_WEAKNESS]).toBe(deck.slots[RANDOM_BASIC_WEAKNESS]);
    expect(slotsWithStandaloneWeaknesses(deck, pool!, seededRandom(7))).toEqual(slots);
    // With it the deck lacks nothing more.
    expect(standaloneWeaknessNeed({ ...deck, slots }, pool!)!.missing).toBe(0);
  });

  it('draws only from the collection: with no basic weakness in the owned packs nothing is drawn', () => {
    // The Dunwich Legacy deluxe box alone („dwl“) prints basic weaknesses; the Forgotten Age's
    // „Threads of Fate“ mythos pack (tof) prints none.
    expect(slotsWithStandaloneWeaknesses(rolandWorth10(), pool!, seededRandom(7), ['tof'])).toBeUndefined();
    expect(slotsWithStandaloneWeaknesses(rolandWorth10(), pool!, seededRandom(7), ['dwl'])).toBeDefined();
  });

  it('nothing is drawn when nothing is missing', () => {
    expect(slotsWithStandaloneWeaknesses(minimalDeck(pool!, pool!.card('01001')!), pool!, seededRandom(1))).toBe(
      undefined,
    );
  });

  it('‖Roland Banks’ 5 bonus experience leave the weaknesses alone: 10 XP of cards count as 5', () => {
    const deck = minimalDeck(pool!, pool!.card('90024')!, {
      extra: { [BEAT_COP_2]: 2, [STAND_TOGETHER]: 2 },
    });
    expect(standaloneWeaknessNeed(deck, pool!)).toEqual({ xp: 5, extra: 0, missing: 0 });
  });

  it('above 49 XP the table has no row: no need is given (Shotgun, Winchester, Monster Slayer, Lightning Gun, Butterfly Swords: 48 XP, and Beat Cop (2))', () => {
    const deck = minimalDeck(pool!, pool!.card('01001')!, {
      extra: { [SHOTGUN]: 2, '12029': 2, '02300': 2, '02301': 2, '08030': 2, [BEAT_COP_2]: 1 },
    });
    expect(standaloneWeaknessNeed(deck, pool!)).toBeUndefined();
  });
});
