import type { ReactNode } from 'react';
import styles from './select-field.module.css';

interface SelectFieldProps {
  label: string;
  /** Read out with the select, not shown: the row or group it sits in shows what it is for. */
  hideLabel?: boolean;
  /** Extra class on the shown label, e.g. a fixed width when it stands beside the select. */
  labelClassName?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  testId: string;
  value: string;
  /** The choices; or pass `option` and `optgroup` elements as children. */
  values?: readonly { value: string; label: string }[];
  /** Extra class on the field, e.g. one that lets it grow in a row. */
  className?: string;
  children?: ReactNode;
  onChange(value: string): void;
}

/**
 * A drop-down with its label above it (or only read out, with `hideLabel`): the browser's own
 * list, drawn in the theme.
 */
export function SelectField({
  label,
  hideLabel = false,
  labelClassName,
  autoFocus,
  disabled,
  testId,
  value,
  values,
  className,
  children,
  onChange,
}: SelectFieldProps) {
  const shown = labelClassName ? `${styles.label} ${labelClassName}` : styles.label;
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={hideLabel ? styles.hiddenLabel : shown}>{label}</span>
      <select
        className={styles.select}
        value={value}
        autoFocus={autoFocus}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      >
        {values?.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
        {children}
      </select>
    </label>
  );
}
