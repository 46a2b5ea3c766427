import { averageCost, chartLines, classCounts, costCurve, skillIconTotals } from '../../../shared/decks/deck-charts.ts';
import type { DeckListLine, DeckListSection } from '../../../shared/decks/deck-list.ts';
import { openingHandPool } from '../../../shared/rules/opening-hand.ts';
import { shuffledDeckCards } from '../../../shared/rules/sample-hand.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import { selectDeckSections } from './deck-selectors.ts';

// The deck tools' numbers from the deck list the pane shows (shared/decks/deck-charts,
// shared/rules/opening-hand); recomputed only when the deck changes.

export interface DeckChartData {
  costs: ReturnType<typeof costCurve>;
  averageCost: number | undefined;
  skills: ReturnType<typeof skillIconTotals>;
  classes: ReturnType<typeof classCounts>;
  copies: number;
}

const charts = memoizeLast((sections: DeckListSection[]): DeckChartData => {
  const lines = chartLines(sections);
  return {
    costs: costCurve(lines),
    averageCost: averageCost(lines),
    skills: skillIconTotals(lines),
    classes: classCounts(lines),
    copies: lines.reduce((sum, line) => sum + line.count, 0),
  };
});

export function selectDeckCharts(state: AppState): DeckChartData {
  return charts(selectDeckSections(state));
}

const drawPool = memoizeLast((sections: DeckListSection[]): DeckListLine[] => openingHandPool(sections));

/** The cards shuffled into the deck that an opening hand can hold. */
export function selectOpeningHandPool(state: AppState): DeckListLine[] {
  return drawPool(selectDeckSections(state));
}

const shuffled = memoizeLast((sections: DeckListSection[]) => shuffledDeckCards(sections));

/** The cards a sample opening hand is drawn from: weaknesses in (set aside when drawn), Permanent and bonded out. */
export function selectSampleHandDeck(state: AppState): ReturnType<typeof shuffledDeckCards> {
  return shuffled(selectDeckSections(state));
}
