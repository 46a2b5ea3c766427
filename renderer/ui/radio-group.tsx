import { type ReactNode, useId } from 'react';
import { type ChoiceOption, ChoiceRow } from './choice-list.tsx';
import { FieldGroup } from './field-group.tsx';
import styles from './radio-group.module.css';

interface RadioGroupProps {
  /** The question, the group's accessible name. */
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: string | undefined;
  testId?: string;
  className?: string;
  /** The whole group shown but not choosable; `title` says why. */
  disabled?: boolean;
  title?: string;
  /** Focus the chosen option when the group appears (the first thing a dialog asks). */
  autoFocus?: boolean;
  onChange(value: string): void;
}

/**
 * One choice of several: a fieldset whose legend names it and whose radio buttons (24×24 px, WCAG
 * 2.5.8) share one name, so the group is one tab stop and ↑/↓/←/→ move and choose (WAI-ARIA APG
 * radio group). Each option is a label the whole row of which can be clicked.
 */
export function RadioGroup({
  legend,
  options,
  value,
  testId,
  className,
  disabled,
  title,
  autoFocus,
  onChange,
}: RadioGroupProps) {
  const name = useId();
  return (
    <FieldGroup legend={legend} data-testid={testId} className={className} disabled={disabled} title={title}>
      {options.map((option) => (
        <ChoiceRow
          key={option.value}
          option={option}
          control={
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              autoFocus={autoFocus && value === option.value}
              onChange={() => onChange(option.value)}
            />
          }
        />
      ))}
    </FieldGroup>
  );
}
