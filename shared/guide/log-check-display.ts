import type { Effect } from './data/guide-data-types.ts';
import { guideText } from './guide-text.ts';
import { type Raw, str } from './raw-guide.ts';
import { findEntry, type InputValue, type Walker } from './walk-state.ts';

// The data's check_campaign_log_cards and check_campaign_log_count effects: what a setup reads off
// the Campaign Log, shown where the branch reading the log stands (often a hidden one). The Forgotten
// Age, Heart of the Elders, Part 1: „#X# paths are known to you.“ with the count the branch read,
// „#name# starts with 1 clue (from the token bank).“ once for each investigator the log names.

/** Shows the log checks among a branch option's effects: `condition` is the branch's, `input` what it read. */
export function showLogChecks(
  w: Walker,
  step: string,
  file: string,
  condition: Raw | undefined,
  effects: Effect[],
  input: InputValue,
): void {
  const kind = condition && str(condition, 'type');
  for (const raw of effects) {
    if (raw.type === 'check_campaign_log_count' && kind === 'campaign_log_count' && input.value !== undefined) {
      w.shown.push({
        scenario: w.scenarioKey,
        step,
        type: 'generic',
        text: { en: raw.text, catalogue: file, count: input.value },
      });
    }
    if (raw.type === 'check_campaign_log_cards' && kind === 'campaign_log_cards' && condition) {
      const entry = findEntry(w.state, str(condition, 'section') ?? '', str(condition, 'id') ?? '');
      const [first, ...others] = entry?.cards ?? [];
      const text = first && guideText(raw.text ?? raw.masculine_text, file, raw as Raw, first);
      if (!text) continue;
      const copies = entry?.text?.copies;
      w.shown.push({
        scenario: w.scenarioKey,
        step,
        type: 'generic',
        text: { ...text, ...(others.length ? { others } : {}), ...(copies ? { copies } : {}) },
      });
    }
  }
}
