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

interface ChoiceListProps {
  /** The question, the group's accessible name. */
  legend: ReactNode;
  testId?: string | undefined;
  className?: string | undefined;
  /** The whole group shown but not choosable; `title` says why. */
  disabled?: boolean | undefined;
  title?: string | undefined;
  children: ReactNode;
}

/**
 * What the kit's RadioGroup and CheckGroup share: a framed fieldset whose legend names the group
 * (its accessible name), holding one ChoiceRow per option.
 */
export function ChoiceList({ legend, testId, className, disabled, title, children }: ChoiceListProps) {
  return (
    <fieldset
      className={className ? `${styles.group} ${className}` : styles.group}
      data-testid={testId}
      disabled={disabled}
      title={title}
    >
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One option's row: its control, then its label and note; the whole row is a click target. */
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
