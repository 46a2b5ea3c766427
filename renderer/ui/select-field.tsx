import type { ReactNode } from 'react';
import styles from './select-field.module.css';

interface SelectFieldProps {
  label: string;
  testId: string;
  value: string;
  /** The choices; or pass `option` and `optgroup` elements as children. */
  values?: readonly { value: string; label: string }[];
  /** Extra class on the field, e.g. one that lets it grow in a row. */
  className?: string;
  children?: ReactNode;
  onChange(value: string): void;
}

/** A drop-down with its visible label above it: the browser's own list, drawn in the theme. */
export function SelectField({ label, testId, value, values, className, children, onChange }: SelectFieldProps) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span>{label}</span>
      <select
        className={styles.select}
        value={value}
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
