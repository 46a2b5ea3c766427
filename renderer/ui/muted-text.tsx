import type { HTMLAttributes } from 'react';
import styles from './muted-text.module.css';

interface MutedTextProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a paragraph (the default), a span inside a line, a list or a table cell. */
  as?: 'p' | 'span' | 'ul' | 'td';
}

/** Muted small print: a hint, a count, a date, a reason beside what it explains. */
export function MutedText({ as: Tag = 'p', className, ...rest }: MutedTextProps) {
  return <Tag className={className ? `${styles.muted} ${className}` : styles.muted} {...rest} />;
}
