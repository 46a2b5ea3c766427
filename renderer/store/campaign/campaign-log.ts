import type { LogSection } from '../../../shared/campaign/campaign-definition.ts';
import type { LogChange } from '../../../shared/campaign/campaign-events.ts';
import type { InvestigatorState, LogSectionState } from '../../../shared/campaign/campaign-state.ts';
import { GUIDE_COUNT_NAMES } from '../../../shared/i18n/de/guide-texts.ts';

// The Kampagnenlogbuch on screen: which sections are shown and what can be changed.

/**
 * The sections in the definition's order without those it marks hidden („Geheim“, kept by the app
 * only), nor the guide's own bookkeeping sections (hidden in the state).
 */
export function visibleLogSections(
  sections: readonly LogSectionState[],
  definitions: readonly Pick<LogSection, 'id' | 'hidden'>[] | undefined,
): LogSectionState[] {
  const hidden = new Set(definitions?.filter((entry) => entry.hidden).map((entry) => entry.id));
  return sections.filter((section) => !hidden.has(section.id) && section.hidden !== true);
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

export type NamedCountProblem = 'name' | 'taken' | 'number';

/**
 * A new named count in a section (Am Rande der Welt: counts inside a section), as typed: the
 * `log_updated` change, or why not yet. An existing name is set with its own field instead.
 */
export function newNamedCount(
  section: Pick<LogSectionState, 'id' | 'counts'>,
  name: string,
  value: string,
): LogChange | NamedCountProblem {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 100) return 'name';
  if (
    Object.keys(section.counts).some((existing) => existing.toLocaleLowerCase('de') === trimmed.toLocaleLowerCase('de'))
  )
    return 'taken';
  const count = Number(value.trim().replace('−', '-'));
  if (value.trim() === '' || !Number.isInteger(count) || Math.abs(count) > 999) return 'number';
  return { section: section.id, count, name: trimmed };
}

/**
 * The named counts a section shows, each with its label: a count the guide also words as an
 * entry („the Harbinger is still alive (3 damage)“) is shown by that entry, not again under its
 * data id; a count per investigator (Unspent Experience) is labelled with their name, a count the
 * guide keeps under an id alone with the German guide's word (GUIDE_COUNT_NAMES: „Beziehungsstufe“).
 */
export function shownNamedCounts(
  section: Pick<LogSectionState, 'counts' | 'entries'>,
  investigatorName: (code: string) => string | undefined,
): { name: string; label: string; value: number }[] {
  return Object.entries(section.counts)
    .filter(([name]) => !section.entries.some((entry) => entry.id === name))
    .map(([name, value]) => ({ name, label: investigatorName(name) ?? GUIDE_COUNT_NAMES[name] ?? name, value }));
}

export interface HeldSupplies {
  code: string;
  name: string;
  /** In the order chosen; `count` 0: crossed off the investigator's list. */
  supplies: { id: string; name: string; count: number }[];
}

/**
 * What each investigator holds in a supplies section („Ausrüstung“ of The Forgotten Age: „im
 * Kampagnenlogbuch im Abschnitt „Ausrüstung“ jedes Ermittlers notiert“), by the supplies' German
 * names; investigators who chose none are left out.
 */
export function heldSupplies(
  section: Pick<LogSectionState, 'id' | 'supplies'>,
  investigators: readonly Pick<InvestigatorState, 'code' | 'name' | 'supplies'>[],
): HeldSupplies[] {
  return investigators.flatMap(({ code, name, supplies }) => {
    const held = Object.entries(supplies[section.id] ?? {}).map(([id, count]) => ({
      id,
      name: section.supplies?.find((supply) => supply.id === id)?.name ?? id,
      count,
    }));
    return held.length ? [{ code, name, supplies: held }] : [];
  });
}
