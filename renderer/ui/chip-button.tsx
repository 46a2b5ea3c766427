import type { ButtonHTMLAttributes } from 'react';
import styles from './chip-button.module.css';

interface ChipButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The card's main action, in the accent colour. */
  strong?: boolean;
}

/** A small button inside a campaign card or list (cross out, −1, Eintragen); a plain `button` of type "button" unless told otherwise. */
export function ChipButton({ strong = false, type = 'button', className, ...rest }: ChipButtonProps) {
  const look = strong ? `${styles.chip} ${styles.strong}` : styles.chip;
  return <button type={type} {...rest} className={className ? `${look} ${className}` : look} />;
}
