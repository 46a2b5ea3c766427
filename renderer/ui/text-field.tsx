import type { ReactNode } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps {
  /** The field's name, shown above it. */
  label: string;
  /** Extra class on the field, e.g. one that lets it grow in a row. */
  className?: string;
  /** The `input` or `textarea` itself, with its value, limits and test id. */
  children: ReactNode;
}

/** A text input (or text area) with its label above it, the input drawn in the theme. */
export function TextField({ label, className, children }: TextFieldProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the input or textarea comes in as children, inside the label
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span>{label}</span>
      {children}
    </label>
  );
}
