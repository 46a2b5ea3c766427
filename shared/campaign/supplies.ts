import { CampaignError } from './campaign-error.ts';
import type { CampaignState, InvestigatorState } from './campaign-state.ts';
import { logSectionOf } from './log-sections.ts';

// Supplies („Ausrüstung“, e.g. Das vergessene Zeitalter): chosen per investigator, then used up.

export function chooseSupplies(
  state: CampaignState,
  investigator: InvestigatorState,
  sectionId: string,
  supplies: { id: string; count: number }[],
): void {
  const section = logSectionOf(state, sectionId);
  const known = section.supplies?.map((supply) => supply.id);
  const chosen: Record<string, number> = { ...investigator.supplies[sectionId] };
  for (const { id, count } of supplies) {
    if (section.type !== 'supplies' || (known && !known.includes(id)))
      throw new CampaignError('supply_unknown', { section: sectionId, supply: id });
    chosen[id] = (chosen[id] ?? 0) + count;
  }
  investigator.supplies[sectionId] = chosen;
}

export function useSupply(investigator: InvestigatorState, sectionId: string, supply: string, count: number): void {
  const left = investigator.supplies[sectionId]?.[supply] ?? 0;
  if (left < count)
    throw new CampaignError('supply_used_up', {
      investigator: investigator.code,
      name: investigator.name,
      section: sectionId,
      supply,
    });
  investigator.supplies[sectionId] = { ...investigator.supplies[sectionId], [supply]: left - count };
}
