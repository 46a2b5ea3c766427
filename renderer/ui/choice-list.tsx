import type { ReactNode } from 'react';
import styles from './choice-list.module.css';

/** One option of a RadioGroup or CheckGroup. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A second, smaller line: what the choice means or why it cannot be taken. */
  note?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** One option's row in a RadioGroup or CheckGroup: its control, then its label and note; the whole row is a click target. */
export function ChoiceRow({ option, control }: { option: ChoiceOption; control: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control (a radio button or the kit's Checkbox) comes in as `control`
    <label className={styles.option} data-choice={option.value}>
      {control}
      <span className={styles.text}>
        {option.label}
        {option.note && <span className={styles.note}>{option.note}</span>}
      </span>
    </label>
  );
}
