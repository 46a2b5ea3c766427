import { expect, it } from 'vitest';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import { fullCostTraits } from '../../../shared/rules/full-cost-upgrades.ts';
import { upgradeCost } from '../../../shared/rules/upgrade-cost.ts';
import { realPool } from '../../support/card-data.ts';
import { minimalDeck } from '../../support/minimal-deck.ts';
import { describeRealData } from '../../support/real-data.ts';

// ‖Agnes Baker (90017) and ‖"Skids" O'Toole (90008), Additional Options: "When you upgrade a …
// card, you may instead pay the full experience cost of the higher level version and leave the
// lower level version in your deck" — read from the back text, priced as upgrades.

const pool = await realPool().catch(() => undefined);

/** NEXT: 2 copies of `higher` added, the 2 copies of `lower` kept and moved to ignoreDeckLimitSlots. */
function keepLower(investigator: string, lower: string, higher: string): [DeckJson, DeckJson] {
  const previous = minimalDeck(pool!, pool!.card(investigator)!, { extra: { [lower]: 2 } });
  const next: DeckJson = {
    ...previous,
    slots: { ...previous.slots, [higher]: 2 },
    ignoreDeckLimitSlots: { [lower]: 2 },
  };
  return [previous, next];
}

describeRealData('full-cost upgrades (‖Agnes Baker, ‖"Skids" O\'Toole)', () => {
  it('reads the traits from the back text: Spell for 90017, Fortune and Gambit for 90008, none for anyone else', () => {
    const withOption = pool!.investigators.filter((card) => fullCostTraits(card).length > 0);
    expect(withOption.map((card) => card.code).sort()).toEqual(['90008', '90017']);
    expect(fullCostTraits(pool!.card('90017')!)).toEqual(['spell']);
    expect(fullCostTraits(pool!.card('90008')!)).toEqual(['fortune', 'gambit']);
  });

  it('‖Skids keeping Hot Streak (2) (50006) and adding Hot Streak (4) (01057) pays 4 per copy, as an upgrade', () => {
    const cost = upgradeCost(...keepLower('90008', '50006', '01057'), pool!);
    expect(cost.xp).toBe(8);
    expect(cost.lines).toEqual([
      expect.objectContaining({ code: '01057', change: 'upgrade', from: '50006', copies: 2, xp: 8 }),
    ]);
  });

  it('the regular Skids (01003) has no such option: the same step buys Hot Streak (4) as new cards', () => {
    const cost = upgradeCost(...keepLower('01003', '50006', '01057'), pool!);
    expect(cost.lines).toEqual([expect.objectContaining({ code: '01057', change: 'new', copies: 2, xp: 8 })]);
  });

  it('‖Agnes keeps only Spells that way: Ward of Protection (2) is a Spell, Holy Rosary (2) is not', () => {
    const spell = upgradeCost(...keepLower('90017', '01065', '03270'), pool!);
    expect(spell.lines.find((l) => l.code === '03270')?.change).toBe('upgrade');
    const item = upgradeCost(...keepLower('90017', '01059', '07220'), pool!);
    expect(item.lines.find((l) => l.code === '07220')?.change).toBe('new');
  });
});
