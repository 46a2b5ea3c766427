import {
  COST_BUCKETS,
  type CostBucket,
  costBucketOf,
  SKILL_ICON_NAMES,
  type SkillIconName,
} from '../cards/card-facets.ts';
import { type Card, PLAYER_FACTIONS } from '../cards/card-types.ts';
import type { DeckListLine, DeckListSection } from './deck-list.ts';

// The numbers behind the deck charts (cost curve, skill icons, classes), from the deck list the
// editor shows. They count the cards a player buys into the deck: the main deck without its
// weaknesses and without bonded cards (they start outside the game).

export interface ChartPoint<K extends string> {
  key: K;
  count: number;
}

/** Main-deck lines that are neither weaknesses nor bonded. */
export function chartLines(sections: readonly DeckListSection[]): DeckListLine[] {
  const main = sections.find((section) => section.key === 'main');
  return (main?.groups ?? [])
    .filter((group) => group.kind !== 'weakness' && group.kind !== 'bonded')
    .flatMap((group) => group.lines);
}

/** Copies per printed cost, 0 to 6+ always shown, X only when the deck has one; costless cards left out. */
export function costCurve(lines: readonly DeckListLine[]): ChartPoint<CostBucket>[] {
  const counts = new Map<CostBucket, number>(COST_BUCKETS.map((bucket) => [bucket, 0]));
  for (const line of lines) {
    const bucket = costBucketOf(line.card);
    if (bucket) counts.set(bucket, counts.get(bucket)! + line.count);
  }
  return [...counts].filter(([key, count]) => key !== 'X' || count > 0).map(([key, count]) => ({ key, count }));
}

/** Average printed cost of the copies with a numeric cost (X and costless ones left out). */
export function averageCost(lines: readonly DeckListLine[]): number | undefined {
  let copies = 0;
  let total = 0;
  for (const line of lines) {
    const cost = line.card.cost;
    if (typeof cost !== 'number' || cost < 0) continue;
    copies += line.count;
    total += cost * line.count;
  }
  return copies ? total / copies : undefined;
}

/** Skill icons the deck prints in total (icons on a card times its copies). */
export function skillIconTotals(lines: readonly DeckListLine[]): ChartPoint<SkillIconName>[] {
  return SKILL_ICON_NAMES.map((key) => ({
    key,
    count: lines.reduce((sum, line) => sum + ((line.card[`skill_${key}`] as number | undefined) ?? 0) * line.count, 0),
  }));
}

const factionsOf = (card: Card) =>
  [card.faction_code, card.faction2_code, card.faction3_code].filter((code): code is string => Boolean(code));

/** Copies per class; a multi-class card counts for each of its classes. Classes the deck lacks are left out. */
export function classCounts(lines: readonly DeckListLine[]): ChartPoint<string>[] {
  return PLAYER_FACTIONS.map((key) => ({
    key,
    count: lines.filter((line) => factionsOf(line.card).includes(key)).reduce((sum, line) => sum + line.count, 0),
  })).filter((point) => point.count > 0);
}
