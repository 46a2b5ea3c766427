import { expect, it } from 'vitest';
import { applyTabooEntry } from '../../../shared/cards/taboo.ts';
import type { RuleRef } from '../../../shared/rules/deck-problem.ts';
import type { DeckChanges, NewCopies } from '../../../shared/rules/upgrade-changes.ts';
import { priceStep, type StepEffects } from '../../../shared/rules/upgrade-discounts.ts';
import type { UpgradeLine } from '../../../shared/rules/upgrade-line.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// The price of one upgrade step once its changes are known (shared/rules/upgrade-discounts.ts):
// Grimoire „Erfahrungspunkte verdienen und ausgeben“ (a new card costs its level, always at least
// 1), „Exil / Ins Exil schicken“ (level-0 cards for 0 XP to refill the deck), „Unzählig“ (up to 2
// further copies of the same level free), and the printed texts of Adaptable (02110), Arcane
// Research (04109), Down the Rabbit Hole (08059) and Déjà Vu (60531). Expected values are worked
// out from those texts.

const pool = await realPool().catch(() => undefined);
const card = (code: string) => pool!.card(code)!;

const EMERGENCY_CACHE = '01088'; // level 0
const BEAT_COP_2 = '01028'; // level 2
const SHRIVELLING = '01060'; // level 0, Spell
const SHRIVELLING_3 = '02154'; // level 3, Spell
const AUTOMATIC = '01016'; // .45 Automatic, level 0, Item
const AUTOMATIC_2 = '03190'; // .45 Automatic (2), Item
const MACHETE = '01020'; // level 0; taboo list 1: +2 XP
const UNCANNY_SPECIMEN = '11039'; // level 0, Myriad
const FORTUNE_OR_FATE = '05237'; // level 2, "Exile Fortune or Fate."

const UPGRADE_RULE: RuleRef = { source: 'grimoire', section: 'Erfahrungspunkte verdienen und ausgeben' };

function changes(over: Partial<DeckChanges> = {}): DeckChanges {
  return {
    deck: 'main',
    fixed: [],
    upgrades: [],
    purchases: [],
    exiled: [],
    shortage: 0,
    removedLevelZero: 0,
    kept: new Map(),
    after: new Map(),
    ...over,
  };
}

function effects(over: Partial<StepEffects> = {}): StepEffects {
  return {
    adaptableSwaps: 0,
    dejaVu: 0,
    dejaVuCopies: 0,
    arcane: 0,
    rabbitHole: false,
    lookup: (code) => pool!.card(code),
    ...over,
  };
}

const buy = (code: string, count: number): NewCopies => ({ card: card(code), count });
const upgrade = (code: string, from: string, copies: number): UpgradeLine => ({
  code,
  from,
  change: 'upgrade',
  copies,
  xp: ((card(code).xp ?? 0) - (card(from).xp ?? 0)) * copies,
  rule: UPGRADE_RULE,
});
const total = (lines: UpgradeLine[]) => lines.reduce((sum, line) => sum + line.xp, 0);

describeRealData('upgrade discounts: the price of one step', () => {
  it('a new level-0 card costs at least 1 per copy (Grimoire „Erfahrungspunkte verdienen und ausgeben“)', () => {
    const lines = priceStep([changes({ purchases: [buy(EMERGENCY_CACHE, 2)] })], effects());
    expect(lines).toEqual([
      expect.objectContaining({ code: EMERGENCY_CACHE, change: 'new', copies: 2, paidCopies: 2, xp: 2 }),
    ]);
    expect(lines[0]!.adjustments).toBeUndefined();
  });

  it('refilling an exiled deck takes level-0 copies for 0 XP, only as many as it lacks (Grimoire „Exil“)', () => {
    const lines = priceStep([changes({ purchases: [buy(EMERGENCY_CACHE, 2)], shortage: 1 })], effects());
    expect(lines).toEqual([
      expect.objectContaining({
        code: EMERGENCY_CACHE,
        change: 'free',
        copies: 1,
        xp: 0,
        rule: { source: 'grimoire', section: 'Exil / Ins Exil schicken' },
      }),
      expect.objectContaining({ code: EMERGENCY_CACHE, change: 'new', copies: 1, xp: 1 }),
    ]);
  });

  it('a level-0 card with a taboo surcharge comes free when refilling, else costs the surcharge (Machete, list 1: +2)', () => {
    const entry = pool!.tabooList(1)!.cards.find((e) => e.code === MACHETE)!;
    expect(entry.xp).toBe(2);
    const machete = applyTabooEntry(card(MACHETE), entry);
    const refill = priceStep([changes({ purchases: [{ card: machete, count: 1 }], shortage: 1 })], effects());
    expect(refill).toEqual([expect.objectContaining({ code: MACHETE, change: 'free', xp: 0 })]);
    const bought = priceStep([changes({ purchases: [{ card: machete, count: 1 }] })], effects());
    expect(bought).toEqual([expect.objectContaining({ code: MACHETE, change: 'new', xp: 2 })]);
  });

  it('Adaptable (02110) swaps up to two level-0 cards taken out for two level-0 cards, free', () => {
    const lines = priceStep(
      [changes({ purchases: [buy(EMERGENCY_CACHE, 2)], removedLevelZero: 2 })],
      effects({ adaptableSwaps: 2 }),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        code: EMERGENCY_CACHE,
        change: 'free',
        copies: 2,
        xp: 0,
        rule: { source: 'card', code: '02110' },
      }),
    ]);
  });

  it('Adaptable swaps only as many cards as were taken out of the deck', () => {
    const lines = priceStep(
      [changes({ purchases: [buy(EMERGENCY_CACHE, 2)], removedLevelZero: 1 })],
      effects({ adaptableSwaps: 2 }),
    );
    expect(lines.map((l) => [l.change, l.copies, l.xp])).toEqual([
      ['free', 1, 0],
      ['new', 1, 1],
    ]);
  });

  it('Adaptable swaps in the main deck only; a spirit deck purchase pays and is marked "extra"', () => {
    const lines = priceStep(
      [changes({ deck: 'extra', purchases: [buy(EMERGENCY_CACHE, 2)], removedLevelZero: 2 })],
      effects({ adaptableSwaps: 2 }),
    );
    expect(lines).toEqual([expect.objectContaining({ change: 'new', copies: 2, xp: 2, deck: 'extra' })]);
  });

  it('Myriad: three copies of Uncanny Specimen (11039, level 0) cost one purchase (Grimoire „Unzählig“)', () => {
    const lines = priceStep([changes({ purchases: [buy(UNCANNY_SPECIMEN, 3)] })], effects());
    expect(lines).toEqual([
      expect.objectContaining({ code: UNCANNY_SPECIMEN, change: 'new', copies: 3, paidCopies: 1, xp: 1 }),
    ]);
  });

  it('Down the Rabbit Hole adds 1 to a new card before the minimum: level 0 costs 1, level 2 costs 3', () => {
    const lines = priceStep(
      [changes({ purchases: [buy(EMERGENCY_CACHE, 1), buy(BEAT_COP_2, 1)] })],
      effects({ rabbitHole: true }),
    );
    expect(lines).toEqual([
      expect.objectContaining({ code: EMERGENCY_CACHE, xp: 1 }),
      expect.objectContaining({ code: BEAT_COP_2, xp: 3, adjustments: [{ code: '08059', xp: 1 }] }),
    ]);
    expect(lines[0]!.adjustments).toBeUndefined();
  });

  it('Down the Rabbit Hole takes 1 off the first 2 cards upgraded, the dearest copies', () => {
    // Shrivelling 0 → 3 (3 XP), two .45 Automatic 0 → 2 (2 XP each): 7 XP less 2.
    const lines = priceStep(
      [changes({ upgrades: [upgrade(SHRIVELLING_3, SHRIVELLING, 1), upgrade(AUTOMATIC_2, AUTOMATIC, 2)] })],
      effects({ rabbitHole: true }),
    );
    expect(total(lines)).toBe(5);
    expect(lines.find((l) => l.code === SHRIVELLING_3)).toMatchObject({
      xp: 2,
      adjustments: [{ code: '08059', xp: -1 }],
    });
  });

  it('Arcane Research takes 1 off the first Spell upgraded, not off an Item', () => {
    const lines = priceStep(
      [changes({ upgrades: [upgrade(AUTOMATIC_2, AUTOMATIC, 1), upgrade(SHRIVELLING_3, SHRIVELLING, 1)] })],
      effects({ arcane: 1 }),
    );
    expect(lines.find((l) => l.code === SHRIVELLING_3)).toMatchObject({
      xp: 2,
      adjustments: [{ code: '04109', xp: -1 }],
    });
    expect(lines.find((l) => l.code === AUTOMATIC_2)).toMatchObject({ xp: 2 });
    expect(lines.find((l) => l.code === AUTOMATIC_2)!.adjustments).toBeUndefined();
  });

  it('Arcane Research and Down the Rabbit Hole together save 3 on a Spell and two Items (7 → 4 XP)', () => {
    const decks = [changes({ upgrades: [upgrade(SHRIVELLING_3, SHRIVELLING, 1), upgrade(AUTOMATIC_2, AUTOMATIC, 2)] })];
    const lines = priceStep(decks, effects({ arcane: 1, rabbitHole: true }));
    expect(total(lines)).toBe(4);
    // The step's own changes stay as they were: another order may price them again.
    expect(total(decks[0]!.upgrades)).toBe(7);
  });

  it('Déjà Vu takes 1 off rebuying a card exiled in the last scenario (Fortune or Fate 05237: 2 → 1)', () => {
    const lines = priceStep(
      [changes({ purchases: [buy(FORTUNE_OR_FATE, 1)], exiled: [FORTUNE_OR_FATE] })],
      effects({ dejaVu: 3, dejaVuCopies: 1 }),
    );
    expect(lines).toEqual([
      expect.objectContaining({ code: FORTUNE_OR_FATE, xp: 1, adjustments: [{ code: '60531', xp: -1 }] }),
    ]);
  });

  it('two Déjà Vu may pick the same card: 1 off each, never below 0 (Fortune or Fate 2 → 0)', () => {
    const lines = priceStep(
      [changes({ purchases: [buy(FORTUNE_OR_FATE, 1)], exiled: [FORTUNE_OR_FATE] })],
      effects({ dejaVu: 6, dejaVuCopies: 2 }),
    );
    expect(lines).toEqual([expect.objectContaining({ code: FORTUNE_OR_FATE, xp: 0 })]);
  });

  it('Déjà Vu does nothing for a card that was not exiled', () => {
    const lines = priceStep(
      [changes({ purchases: [buy(FORTUNE_OR_FATE, 1)] })],
      effects({ dejaVu: 3, dejaVuCopies: 1 }),
    );
    expect(lines).toEqual([expect.objectContaining({ code: FORTUNE_OR_FATE, xp: 2 })]);
  });

  it('lists given cards first, then upgrades and purchases, removed copies last', () => {
    const removed: UpgradeLine = { code: AUTOMATIC, change: 'removed', copies: 1, xp: 0, rule: UPGRADE_RULE };
    const given: UpgradeLine = { code: '01000', change: 'new', copies: 1, xp: 0, rule: UPGRADE_RULE };
    const lines = priceStep(
      [
        changes({
          fixed: [removed, given],
          upgrades: [upgrade(SHRIVELLING_3, SHRIVELLING, 1)],
          purchases: [buy(EMERGENCY_CACHE, 1)],
        }),
      ],
      effects(),
    );
    expect(lines.map((l) => l.code)).toEqual(['01000', SHRIVELLING_3, EMERGENCY_CACHE, AUTOMATIC]);
  });
});
