import type { ButtonHTMLAttributes } from 'react';
import styles from './icon-button.module.css';

interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title' | 'type' | 'children'> {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  /** The symbol shown: −, +, ×, ✎. */
  glyph: string;
  /** A tooltip other than the name (e.g. why the button does nothing now). */
  hint?: string | undefined;
}

/**
 * A round button that shows only a symbol; its name is `label`. At least 24×24 px, the smallest
 * pointer target WCAG 2.2 allows (2.5.8 Target Size (Minimum)).
 */
export function IconButton({ label, glyph, hint, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      aria-label={label}
      title={hint ?? label}
    >
      {glyph}
    </button>
  );
}
