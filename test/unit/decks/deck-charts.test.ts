import { describe, expect, it } from 'vitest';
import { averageCost, chartLines, classCounts, costCurve, skillIconTotals } from '../../../shared/decks/deck-charts.ts';
import { buildDeckList, type DeckListSection } from '../../../shared/decks/deck-list.ts';
import { realPool } from '../../support/card-data.ts';
import { describeRealData } from '../../support/real-data.ts';
import { ROLAND_CORE } from '../../support/roland-core-deck.ts';

async function rolandSections(): Promise<DeckListSection[]> {
  const built = buildDeckList(ROLAND_CORE, await realPool());
  if (!built.ok) throw new Error('unknown cards');
  return built.list.sections;
}

describe('deck charts', () => {
  it('has no average cost without a card that has one', () => {
    expect(averageCost([])).toBeUndefined();
    expect(costCurve([]).map((point) => point.key)).toEqual(['0', '1', '2', '3', '4', '5', '6+']);
  });
});

describeRealData('deck charts of a core-set Roland Banks deck', () => {
  it('counts copies per cost, skills and Cover Up (a weakness) left out', async () => {
    const lines = chartLines(await rolandSections());
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(31);
    expect(costCurve(lines)).toEqual([
      { key: '0', count: 2 },
      { key: '1', count: 6 },
      { key: '2', count: 6 },
      { key: '3', count: 5 },
      { key: '4', count: 4 },
      { key: '5', count: 2 },
      { key: '6+', count: 0 },
    ]);
    expect(averageCost(lines)).toBeCloseTo(59 / 25, 10);
  });

  it('adds up the skill icons of every copy', async () => {
    const totals = Object.fromEntries(
      skillIconTotals(chartLines(await rolandSections())).map((point) => [point.key, point.count]),
    );
    expect(totals).toEqual({ willpower: 12, intellect: 10, combat: 13, agility: 5, wild: 1 });
  });

  it('counts copies per class', async () => {
    expect(classCounts(chartLines(await rolandSections()))).toEqual([
      { key: 'guardian', count: 20 },
      { key: 'neutral', count: 11 },
    ]);
  });
});
