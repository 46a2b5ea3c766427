import { guideText } from './guide-text.ts';
import type { Raw } from './raw-guide.ts';
import type { GuideData, GuideText } from './types.ts';

// Every log entry a guide can write with a fixed id and text (its `campaign_log` effects), so a
// note the group writes by hand in the words of the guide is known by the guide's id even
// before the guide wrote it (shared/campaign/guide-hand-corrections.ts).

export interface GuideLogEntryText {
  section: string;
  id: string;
  text: GuideText;
}

function collect(value: unknown, file: string, into: GuideLogEntryText[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, file, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const raw = value as Raw;
  const { type, section, id, text } = raw;
  const fixed =
    typeof section === 'string' && typeof id === 'string' && !section.startsWith('$') && !id.startsWith('$');
  // Gendered entries read differently per investigator: no one German text names them.
  const gendered = raw.masculine_text !== undefined || raw.feminine_text !== undefined;
  if (type === 'campaign_log' && fixed && typeof text === 'string' && !gendered && raw.cross_out !== true) {
    const english = guideText(text, file);
    if (english) into.push({ section, id, text: english });
  }
  for (const child of Object.values(raw)) collect(child, file, into);
}

/** The guide's fixed log entries (section, id and English text with its catalogue), in data order. */
export function guideLogEntries(guide: GuideData): GuideLogEntryText[] {
  const entries: GuideLogEntryText[] = [];
  for (const file of [guide.campaign, ...guide.scenarios, ...(guide.sideStories ?? [])])
    collect(file.data, file.file, entries);
  return entries;
}

/**
 * Names a German text as the guide's entry of that section (`german` translates as the journal
 * stores the guide's texts); a text two entries of one section share names the first.
 */
export function guideEntryNamer(
  guide: GuideData,
  german: (text: GuideText) => string,
): (section: string, text: string) => string | undefined {
  const ids = new Map<string, string>();
  for (const entry of guideLogEntries(guide)) {
    const key = `${entry.section}\n${german(entry.text)}`;
    if (!ids.has(key)) ids.set(key, entry.id);
  }
  return (section, text) => ids.get(`${section}\n${text}`);
}
