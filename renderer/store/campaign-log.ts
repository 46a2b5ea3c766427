import type { LogSection } from '../../shared/campaign/campaign-definition.ts';
import type { LogChange } from '../../shared/campaign/campaign-events.ts';
import type { LogSectionState } from '../../shared/campaign/campaign-state.ts';

// The Kampagnenlogbuch on screen (issue 6): which sections are shown and what can be changed.

/** The sections in the definition's order without those it marks hidden („Geheim“, kept by the app only). */
export function visibleLogSections(sections: readonly LogSectionState[], definitions: readonly Pick<LogSection, 'id' | 'hidden'>[] | undefined): LogSectionState[] {
  const hidden = new Set(definitions?.filter((entry) => entry.hidden).map((entry) => entry.id));
  return sections.filter((section) => !hidden.has(section.id));
}

/** Sections a scenario can write to: entries, counts (headers and supply lists hold none). */
export function writableLogSections(sections: readonly LogSectionState[]): LogSectionState[] {
  return sections.filter((section) => section.type !== 'header' && section.type !== 'supplies');
}

/** The entries of a section that can still be crossed out: recorded, not crossed out, counting changes already planned. */
export function openEntries(section: Pick<LogSectionState, 'id' | 'entries'>, planned: readonly LogChange[]): string[] {
  const open = section.entries.filter((entry) => !entry.crossedOut).map((entry) => entry.text);
  for (const change of planned) {
    if (change.section !== section.id || !('entry' in change)) continue;
    const index = open.indexOf(change.entry);
    if (change.crossedOut && index >= 0) open.splice(index, 1);
    else if (!change.crossedOut && index < 0) open.push(change.entry);
  }
  return open;
}
