import type { CampaignLogAssignTaskEffect, CampaignLogTaskCondition } from './data/guide-data-types.ts';
import { entry, findEntry, type InputValue, isGone, type Walker } from './walk-state.ts';

// The Drowned City's Tasks. „In player order, each investigator chooses a different Task“ (An Offer
// You Can't Refuse) and „When instructed to mark or erase 1 or more progress in your Campaign Log,
// check or uncheck that many boxes under your Task“ (rule „Tasks in the Drowned City Campaign“).
// The data records the task's holder under its own id (`campaign_log_assign_task`) and counts the
// progress in the task section's count of that investigator (`task_id: $count`, the section's own
// count, as a log count's `$count` is). A branch on the task is read by its holder; as a number
// the task is its progress.

/** A task as a branch or a number names it: its section and id. */
type TaskRef = Pick<CampaignLogTaskCondition, 'section' | 'id'>;

/** „record "Do No Harm" as your investigator's Task“: the chosen investigator holds it. */
export function assignTask(w: Walker, raw: CampaignLogAssignTaskEffect, input: InputValue): void {
  const code = input.investigators?.[0];
  if (!code) return;
  const task = entry(w.state, raw.section, raw.id);
  task.cards = [code];
  task.progress = { section: raw.task_section, id: raw.task_id };
  w.effects.push({ type: 'log_cards', section: raw.section, id: raw.id, cards: [code] });
}

/** „If an investigator has the "Do No Harm" task“: its holder, while still in the campaign. */
export function taskHolder(w: Walker, raw: TaskRef): string | undefined {
  const code = findEntry(w.state, raw.section, raw.id)?.cards?.[0];
  const holder = w.state.investigators.find((item) => item.code === code);
  return holder && !isGone(holder) ? holder.code : undefined;
}

/** „If there are 5 or more progress marked under your Task“: the holder's progress. */
export function taskProgress(w: Walker, raw: TaskRef): number {
  const task = findEntry(w.state, raw.section, raw.id);
  const code = taskHolder(w, raw);
  if (!task?.progress || code === undefined) return 0;
  return findEntry(w.state, task.progress.section, task.progress.id)?.perInvestigator?.[code] ?? 0;
}

/** What the task's branch hands its effects: the holder, and their progress („1 additional experience point“ each). */
export function taskInput(w: Walker, raw: TaskRef): InputValue {
  const code = taskHolder(w, raw);
  if (code === undefined) return {};
  const progress = taskProgress(w, raw);
  return { investigators: [code], value: progress, values: { [code]: progress } };
}
