import styles from './empty-note.module.css';

/** The line a deck tool shows while it has nothing to show. */
export function EmptyNote({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}
