import type { ReactNode, Ref } from 'react';
import styles from './banner.module.css';

interface BannerProps {
  /** `error` interrupts a screen reader (role alert); `info` and `warn` wait their turn (role status). */
  tone: 'info' | 'warn' | 'error';
  testId?: string;
  className?: string;
  /** For a message that takes the focus once it appears (with `tabIndex` -1). */
  ref?: Ref<HTMLParagraphElement>;
  tabIndex?: number;
  children: ReactNode;
}

/** A one-paragraph message in a coloured box: a hint, a warning or an error. */
export function Banner({ tone, testId, className, ref, tabIndex, children }: BannerProps) {
  const look = `${styles.banner} ${styles[tone]}`;
  return (
    <p
      ref={ref}
      tabIndex={tabIndex}
      className={className ? `${look} ${className}` : look}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
