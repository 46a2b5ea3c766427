import type { GuideGender } from './guide-catalog.ts';

// Every string of a guide file (campaign.json or a scenario file of arkham-cards-data) that a
// player reads: titles, story and setup texts, choices, log entries, resolutions, rules, supplies.
// Ids, codes, types and conditions are not text. Narration entries name audio tracks, not text.

/** Field names whose string value is shown to the player. */
const TEXT_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'scenario_name',
  'full_name',
  'header',
  'title',
  'text',
  'subtext',
  'note',
  'example',
  'description',
  'prompt',
  'confirm_text',
  'masculine_text',
  'feminine_text',
  'nonbinary_text',
  'chaos_bag_card_text',
  'chaos_bag_card_back_text',
  'extra_chaos_bag_card_text',
  'extra_chaos_bag_card_back_text',
]);
const SKIPPED_OBJECTS: ReadonlySet<string> = new Set(['narration']);
const GENDERED: Readonly<Record<string, GuideGender>> = {
  masculine_text: 'masculine',
  feminine_text: 'feminine',
  nonbinary_text: 'nonbinary',
};

/**
 * The data writes `dummy` where a step or log entry has no text to show (hidden entries and
 * branches); such a text is never displayed, so it needs no German.
 */
export const isPlaceholderText = (text: string) => text.trim() === '' || text === 'dummy';

export interface GuideTextField {
  /** JSON path inside the file, e.g. `steps.3.input.choices.0.text`. */
  path: string;
  field: string;
  text: string;
  /** Set for the gendered variants, looked up with their msgctxt. */
  gender?: GuideGender;
}

/** The text-bearing fields of one guide file, in document order; placeholders are skipped. */
export function guideTextFields(json: unknown): GuideTextField[] {
  const found: GuideTextField[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...path, String(index)]);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (SKIPPED_OBJECTS.has(key)) continue;
      if (typeof child === 'string') {
        if (TEXT_FIELDS.has(key) && !isPlaceholderText(child)) {
          const gender = GENDERED[key];
          found.push({ path: [...path, key].join('.'), field: key, text: child, ...(gender ? { gender } : {}) });
        }
      } else walk(child, [...path, key]);
    }
  };
  walk(json, []);
  return found;
}
