import type { HTMLAttributes } from 'react';
import styles from './bullet-list.module.css';

/**
 * The kit's short bulleted list inside a dialog or panel: one entry a line, a little smaller than
 * the text around it (the Erforscht cards, the scenario's log entries and its summary).
 */
export function BulletList({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...rest} className={className ? `${styles.list} ${className}` : styles.list} />;
}
