import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import styles from './field-group.module.css';

interface FieldGroupProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** What the fields answer, the group's accessible name. */
  legend: ReactNode;
  /** `column`: one field or choice a row; `wrap`: side by side, wrapping (a field per investigator). */
  layout?: 'column' | 'wrap';
}

/**
 * The kit's framed group of fields: a fieldset whose legend names it (HTML-AAM: a fieldset is a
 * group named by its legend). RadioGroup and CheckGroup are FieldGroups of choices.
 */
export function FieldGroup({ legend, layout = 'column', className, children, ...rest }: FieldGroupProps) {
  const classes = `${styles.group} ${layout === 'wrap' ? styles.wrap : styles.column}`;
  return (
    <fieldset {...rest} className={className ? `${classes} ${className}` : classes}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
