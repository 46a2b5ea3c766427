import type { InputHTMLAttributes, Ref } from 'react';
import styles from './checkbox.module.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * The kit's check box: 24×24 px, the smallest pointer target WCAG 2.2 allows (2.5.8), in the
 * theme's accent colour. Put it inside its `label`, or give it an `aria-label`.
 */
export function Checkbox({ className, ...rest }: CheckboxProps) {
  return (
    <input type="checkbox" {...rest} className={className ? `${styles.checkbox} ${className}` : styles.checkbox} />
  );
}
