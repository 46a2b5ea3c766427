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
      throw new CampaignError('supply_unknown', { section: section.title, supply: id });
    chosen[id] = (chosen[id] ?? 0) + count;
  }
  investigator.supplies[sectionId] = chosen;
}

export function useSupply(
  state: CampaignState,
  investigator: InvestigatorState,
  sectionId: string,
  supply: string,
  count: number,
): void {
  const left = investigator.supplies[sectionId]?.[supply] ?? 0;
  if (left < count) {
    // Refused by the supply's German name („Proviant“), never its id (`provisions`).
    const section = state.logSections.find((entry) => entry.id === sectionId);
    throw new CampaignError('supply_used_up', {
      investigator: investigator.code,
      name: investigator.name,
      section: section?.title ?? sectionId,
      supply: section?.supplies?.find((entry) => entry.id === supply)?.name ?? supply,
    });
  }
  investigator.supplies[sectionId] = { ...investigator.supplies[sectionId], [supply]: left - count };
}
