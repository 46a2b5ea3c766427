import type { ReactNode } from 'react';
import { Checkbox } from './checkbox.tsx';
import { type ChoiceOption, ChoiceRow } from './choice-list.tsx';
import { FieldGroup } from './field-group.tsx';

interface CheckGroupProps {
  /** The question, the group's accessible name. */
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** The ticked options' values, in the order they were ticked. */
  values: readonly string[];
  testId?: string;
  className?: string;
  /** The whole group shown but not choosable; `title` says why. */
  disabled?: boolean;
  title?: string;
  onChange(values: string[]): void;
}

/**
 * Any number of several: a fieldset whose legend names it and whose check boxes (the kit's, 24×24
 * px, WCAG 2.5.8) are each a tab stop that Space ticks and unticks (WAI-ARIA APG checkbox). Each
 * option is a label the whole row of which can be clicked.
 */
export function CheckGroup({ legend, options, values, testId, className, disabled, title, onChange }: CheckGroupProps) {
  const toggle = (value: string) =>
    onChange(values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value]);
  return (
    <FieldGroup legend={legend} data-testid={testId} className={className} disabled={disabled} title={title}>
      {options.map((option) => {
        const checked = values.includes(option.value);
        return (
          <ChoiceRow
            key={option.value}
            option={option}
            control={
              <Checkbox
                checked={checked}
                value={option.value}
                disabled={option.disabled}
                onChange={() => toggle(option.value)}
              />
            }
          />
        );
      })}
    </FieldGroup>
  );
}
