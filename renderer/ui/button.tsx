import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary`: the one action a screen or dialog is for; `secondary`: every other one. */
  variant?: 'primary' | 'secondary';
  /** For a button that takes the focus (a panel's Close). */
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's text button; a plain `button` of type "button" unless told otherwise. */
export function Button({ variant = 'secondary', type = 'button', className, ...rest }: ButtonProps) {
  const look = styles[variant];
  return <button type={type} {...rest} className={className ? `${look} ${className}` : look} />;
}
