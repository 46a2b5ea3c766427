import type { ButtonHTMLAttributes } from 'react';
import styles from './link-button.module.css';

/** The kit's link-look button: a quiet action („Filter zurücksetzen“, „Schließen“ of a panel); type "button" unless told otherwise. */
export function LinkButton({ type = 'button', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} {...rest} className={className ? `${styles.link} ${className}` : styles.link} />;
}
