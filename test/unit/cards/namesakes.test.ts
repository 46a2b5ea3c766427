import { expect, it } from 'vitest';
import { namesakeCodes } from '../../../shared/cards/namesakes.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';

// Cards a list shows alike (German name, subtitle, type, level) get their pack beside the name.

describeRealData('namesakes: cards told apart by their pack', () => {
  it('Carolyn Fern, „Die Psychologin“: 05001, 60251 and 98010 among the investigators', async () => {
    const pool = await realPool();
    const namesakes = namesakeCodes(pool.investigators.filter((card) => !card.alternate_of));
    for (const code of ['05001', '60251', '98010']) expect(namesakes.has(code)).toBe(true);
    expect(namesakes.has('01003')).toBe(false); // Skids O'Toole: one printing
  });

  it('the three Unaussprechlicher Eid (52011–52013) differ by subtitle; the two Machetes do not', async () => {
    const pool = await realPool();
    const namesakes = namesakeCodes(pool.listedCards);
    for (const code of ['52011', '52012', '52013']) expect(namesakes.has(code)).toBe(false);
    // 01020 Machete and its 2026 version 12020 (a modified reprint, a card of its own) look alike.
    expect(namesakes.has('01020')).toBe(true);
    expect(namesakes.has('12020')).toBe(true);
  });
});
