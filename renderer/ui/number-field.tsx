import { type ReactNode, useId } from 'react';
import { t } from '../i18n/messages.ts';
import { IconButton } from './icon-button.tsx';
import styles from './number-field.module.css';
import { steppedText, wholeNumberIn } from './number-text.ts';

interface NumberFieldProps {
  /** The field's name, shown above it (or only read out, with `hideLabel`). */
  label: ReactNode;
  /** In a table cell whose column head already shows the label. */
  hideLabel?: boolean;
  /** The typed text: what the field shows, even while it is no number yet. */
  value: string;
  min: number;
  max: number;
  testId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marks the field wrong for a reason beyond its own range (the row it sits in). */
  invalid?: boolean;
  /** Empty text is a valid answer (it means `placeholder`, e.g. 0), not a wrong one. */
  optional?: boolean;
  placeholder?: string;
  className?: string;
  onChange(text: string): void;
}

/**
 * A whole number with its label, − and + buttons (24×24 px, WCAG 2.5.8) and ↑/↓ on the field
 * (WAI-ARIA spin button). Text that is no whole number from `min` to `max` is marked invalid;
 * the buttons never leave the range. They stay out of the tab order: the keys do their work.
 */
export function NumberField({
  label,
  hideLabel = false,
  value,
  min,
  max,
  testId,
  disabled = false,
  autoFocus,
  invalid = false,
  optional = false,
  placeholder,
  className,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  const number = wholeNumberIn(value, min, max);
  const wrong = invalid || (number === undefined && !(optional && value.trim() === ''));
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <span className={styles.row}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.input}
          min={min}
          max={max}
          step={1}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={wrong || undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
        <IconButton
          label={t.numberLess}
          glyph="−"
          tabIndex={-1}
          aria-controls={id}
          disabled={disabled || (number ?? 0) <= min}
          onClick={() => onChange(steppedText(value, -1, min, max))}
        />
        <IconButton
          label={t.numberMore}
          glyph="+"
          tabIndex={-1}
          aria-controls={id}
          disabled={disabled || (number ?? 0) >= max}
          onClick={() => onChange(steppedText(value, 1, min, max))}
        />
      </span>
    </div>
  );
}
