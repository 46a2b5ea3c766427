import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './filter-chip.module.css';

interface FilterChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** Whether it filters; read out as `aria-pressed`. */
  active: boolean;
  /** A class chip takes the class colour. */
  faction?: string;
  /** A glyph before the text, hidden from screen readers (the text names it). */
  icon?: ReactNode;
  /** One or two characters (levels, costs): as wide as it is tall. */
  narrow?: boolean;
}

/** A toggle button among others of its kind: the browser's filters, the saved decks' tags. */
export function FilterChip({ active, faction, icon, narrow = false, children, ...rest }: FilterChipProps) {
  return (
    <button
      type="button"
      {...rest}
      className={narrow ? `${styles.chip} ${styles.narrow}` : styles.chip}
      aria-pressed={active}
      data-faction={faction}
    >
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </button>
  );
}
