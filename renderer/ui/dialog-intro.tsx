import type { ReactNode } from 'react';
import styles from './dialog-intro.module.css';

/** The muted lines at the top of a dialog (or panel): what it does, or a hint for its fields. */
export function DialogIntro({ children }: { children: ReactNode }) {
  return <p className={styles.intro}>{children}</p>;
}
