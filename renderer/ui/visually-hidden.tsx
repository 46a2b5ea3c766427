import styles from './visually-hidden.module.css';

/** Text read by screen readers and not shown: what a glyph beside it means. */
export function VisuallyHidden({ children }: { children: string }) {
  return <span className={styles.hidden}>{children}</span>;
}
