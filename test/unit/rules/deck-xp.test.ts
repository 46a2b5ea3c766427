import { expect, it } from 'vitest';
import { deckXp } from '../../../shared/rules/deck-xp.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

async function xpOf(slots: Record<string, number>, tabooId: number | null = null, meta: Record<string, string> = {}) {
  const pool = await realPool();
  return deckXp(slots, pool.withTaboo(tabooId), meta);
}

describeRealData('deck XP as if bought from level 0 (docs/command-line/decks.md, deck validate `xp`)', () => {
  it('pays the level of every copy: 2 Beat Cop (01028, level 2) and 1 Shotgun (01029, level 4)', async () => {
    const result = await xpOf({ '01028': 2, '01029': 1 });
    expect(result.xp).toBe(8);
    expect(result.cards).toEqual([
      { code: '01028', copies: 2, xp: 4 },
      { code: '01029', copies: 1, xp: 4 },
    ]);
  });

  it('counts level 0 cards, the investigator’s signature cards and weaknesses as 0', async () => {
    const result = await xpOf({ '01021': 2, '01006': 1, '01007': 1, '01000': 1, '01096': 1 });
    expect(result.xp).toBe(0);
    expect(result.cards.every((line) => line.xp === 0)).toBe(true);
  });

  it('doubles an Exceptional card: The Gold Pocket Watch (02305, level 4) costs 8', async () => {
    expect((await xpOf({ '02305': 1 })).xp).toBe(8);
  });

  it('pays a Myriad card once per level: 3 Mind’s Eye (06328, level 2) cost 2', async () => {
    expect((await xpOf({ '06328': 3 })).xp).toBe(2);
  });

  it('treats Myriad copies by title: Empower Self Stamina and Acuity (06241, 06243) cost 2 together', async () => {
    const result = await xpOf({ '06241': 2, '06243': 1 });
    expect(result.cards).toEqual([
      { code: '06241', copies: 2, xp: 2 },
      { code: '06243', copies: 1, xp: 0 },
    ]);
  });

  it('adds the taboo surcharge per copy: 2 Scavenging (01073) cost 4 under list 10, 0 without', async () => {
    expect((await xpOf({ '01073': 2 }, 10)).xp).toBe(4);
    expect((await xpOf({ '01073': 2 })).xp).toBe(0);
  });

  it('takes a taboo discount per copy: 2 Sharpshooter (60327, level 3, −1) cost 4 under list 10', async () => {
    expect((await xpOf({ '60327': 2 }, 10)).xp).toBe(4);
  });

  it('never lets a discount make a copy worth less than 0: Signum Crucis (07197, level 2, −2)', async () => {
    expect((await xpOf({ '07197': 2 }, 10)).xp).toBe(0);
  });

  it('follows Exceptional as the taboo list sets it: Key of Ys (03315) 10, Flute of the Outer Gods (07268) 4', async () => {
    expect((await xpOf({ '03315': 1 }, 10)).xp).toBe(10);
    expect((await xpOf({ '07268': 1 }, 10)).xp).toBe(4);
    expect((await xpOf({ '07268': 1 })).xp).toBe(8);
  });

  it('pays a customizable card’s checked boxes once, however many copies (Runic Axe 09022)', async () => {
    const result = await xpOf({ '09022': 2 }, null, { cus_09022: '0|1,1|1,5|3' });
    expect(result.cards).toEqual([{ code: '09022', copies: 2, xp: 5 }]);
  });

  it('ignores cards it does not know and empty slots', async () => {
    const result = await xpOf({ '99999x': 1, '01028': 0 });
    expect(result).toEqual({ xp: 0, cards: [{ code: '99999x', copies: 1, xp: 0 }] });
  });
});
