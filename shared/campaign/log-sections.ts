import type { LogSection } from './campaign-definition.ts';
import { CampaignError } from './campaign-error.ts';
import type { LogChange } from './campaign-events.ts';
import type { CampaignState, LogSectionState } from './campaign-state.ts';

// The log sections of the Kampagnenlogbuch: entries recorded or crossed out, and counts.

/** Grimoire „Im Kampagnenlogbuch wird notiert …“: without another section, notes go to „Kampagnennotizen“. */
const CAMPAIGN_NOTES: LogSection = { id: 'campaign_notes', title: 'Kampagnennotizen', type: 'list', hidden: false };

export function createLogSections(definitions: LogSection[]): LogSectionState[] {
  const all = definitions.some((section) => section.id === CAMPAIGN_NOTES.id)
    ? definitions
    : [CAMPAIGN_NOTES, ...definitions];
  return all.map(({ id, title, type, hidden, supplies }) => ({
    id,
    title,
    type,
    hidden,
    entries: [],
    count: 0,
    counts: {},
    ...(supplies ? { supplies } : {}),
  }));
}

export function logSectionOf(state: CampaignState, id: string): LogSectionState {
  const section = state.logSections.find((candidate) => candidate.id === id);
  if (!section) throw new CampaignError('log_section_unknown', { section: id });
  return section;
}

/**
 * Records, crosses out or counts. A crossed-out entry is ignored for the rest of the campaign
 * but stays visible; recording a crossed-out entry again records it anew.
 */
export function applyLogChanges(state: CampaignState, changes: LogChange[]): void {
  for (const change of changes) {
    const section = logSectionOf(state, change.section);
    if ('count' in change) {
      if (change.name) section.counts[change.name] = change.count;
      else section.count = change.count;
      continue;
    }
    const open = section.entries.find((entry) => entry.text === change.entry && !entry.crossedOut);
    if (change.crossedOut) {
      if (open) open.crossedOut = true;
      else section.entries.push({ text: change.entry, crossedOut: true });
    } else if (!open) section.entries.push({ text: change.entry, crossedOut: false });
  }
}
