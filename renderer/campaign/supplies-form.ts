import type { LogSection } from '../../shared/campaign/campaign-definition.ts';
import type { CampaignChange } from '../store/campaign/campaign-types.ts';

// "Ausrüstung" as chosen: what it costs and the `supplies_chosen` event it becomes.

type Supply = NonNullable<LogSection['supplies']>[number];

/** The points the chosen supplies cost (Das vergessene Zeitalter: Ausrüstungspunkte). */
export function suppliesCost(supplies: readonly Supply[], counts: Readonly<Record<string, number>>): number {
  return supplies.reduce((sum, supply) => sum + supply.cost * (counts[supply.id] ?? 0), 0);
}

/** One `supplies_chosen` with every supply chosen at least once; undefined when none is. */
export function suppliesEvent(
  code: string,
  section: string,
  counts: Readonly<Record<string, number>>,
): CampaignChange[] | undefined {
  const supplies = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ id, count }));
  return supplies.length ? [{ type: 'supplies_chosen', payload: { code, section, supplies } }] : undefined;
}
