import { evaluate, type Picked } from './conditions.ts';
import type {
  BinaryChoiceCondition,
  CheckSuppliesCondition,
  Condition,
  InvestigatorChoiceCondition,
} from './data/guide-data-types.ts';
import type { Raw } from './raw-guide.ts';
import { findEntry, investigator, playing, type Walker } from './walk-state.ts';

// Which option of a branch is read, and by whom. Most conditions test the campaign once; a check
// per investigator („Check your supplies to see which investigators have a blanket“, „Each
// investigator who still has a Poisoned weakness in their deck reads The Poison Spreads“) lets
// each investigator read the option that fits them: they are that option's `$input_value`.
// The condition is read as the data's schema types it (condition.schema.json).

type BranchCondition = Condition | BinaryChoiceCondition | InvestigatorChoiceCondition;

export interface BranchReading {
  option: NonNullable<Picked>;
  /** Who reads the option (its `$input_value`); undefined when the option is read by the group. */
  investigators?: string[];
}

/**
 * `check_supplies` for `all`, any condition for `each` and „Each investigator who finished their
 * meal“ (`investigator_campaign_log_cards`) are answered by each investigator alone.
 */
const perInvestigator = (condition: BranchCondition) =>
  ('investigator' in condition && condition.investigator === 'each') ||
  condition.type === 'investigator_campaign_log_cards' ||
  (condition.type === 'check_supplies' && condition.investigator === 'all');

/** „The bravest investigator … suffers 1 physical trauma“: the investigators the entry records. */
function recordedInvestigators(w: Walker, condition: BranchCondition, option: Raw): string[] | undefined {
  if (condition.type !== 'campaign_log_cards' || option.boolCondition !== true) return undefined;
  const cards = findEntry(w.state, condition.section, condition.id)?.cards ?? [];
  return playing(w).filter((code) => cards.includes(code));
}

const holds = (w: Walker, condition: CheckSuppliesCondition, code: string) =>
  (investigator(w.state, code).supplies[condition.section]?.[condition.id] ?? 0) > 0;

/** The options read, in the order of the data's options, each with the investigators reading it. */
export function branchReadings(w: Walker, raw: Raw): BranchReading[] {
  const condition = raw as BranchCondition;
  if (!perInvestigator(condition)) {
    const option = evaluate(w, raw);
    if (!option) return [];
    // „If any investigator has a canteen, they read Patterns in the Stone“: those with the supply.
    if (condition.type === 'check_supplies' && 'boolCondition' in option && option.boolCondition === true)
      return [{ option, investigators: playing(w).filter((code) => holds(w, condition, code)) }];
    const recorded = recordedInvestigators(w, condition, option);
    return [{ option, ...(recorded ? { investigators: recorded } : {}) }];
  }
  const readings: BranchReading[] = [];
  for (const code of playing(w)) {
    const option = evaluate(w, raw, code);
    if (!option) continue;
    const found = readings.find((item) => item.option === option);
    if (found) found.investigators?.push(code);
    else readings.push({ option, investigators: [code] });
  }
  const options: readonly unknown[] = 'options' in condition ? condition.options : [];
  const order = (reading: BranchReading) => options.indexOf(reading.option);
  return readings.sort((a, b) => order(a) - order(b));
}
