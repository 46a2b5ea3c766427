import { type ReactNode, useId } from 'react';
import { GuideMarkupView } from './guide-markup-view.tsx';

// Small keyboard-friendly controls of the guide's inputs: radio and checkbox lists whose labels
// may carry guide markup, and a number field.

export interface ListOption {
  id: string;
  /** Guide markup (German). */
  text: string;
  description?: string;
  /** Shown but not choosable (its description says why). */
  disabled?: boolean;
}

export function RadioList({
  options,
  value,
  onChange,
  label,
  testId = 'guide-radio-list',
}: {
  options: readonly ListOption[];
  value: string | undefined;
  onChange(id: string): void;
  label: ReactNode;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="guide-options" data-testid={testId}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.id} className="guide-option" data-choice={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            disabled={option.disabled}
            onChange={() => onChange(option.id)}
          />
          <span>
            <GuideMarkupView markup={option.text} className="guide-option-text" />
            {option.description && <GuideMarkupView markup={option.description} className="guide-option-note" />}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function CheckList({
  options,
  picked,
  onChange,
  label,
}: {
  options: readonly ListOption[];
  picked: readonly string[];
  onChange(picked: string[]): void;
  label: string;
}) {
  const toggle = (id: string) =>
    onChange(picked.includes(id) ? picked.filter((entry) => entry !== id) : [...picked, id]);
  return (
    <fieldset className="guide-options" data-testid="guide-check-list">
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.id} className="guide-option" data-choice={option.id}>
          <input type="checkbox" checked={picked.includes(option.id)} onChange={() => toggle(option.id)} />
          <span>
            <GuideMarkupView markup={option.text} className="guide-option-text" />
            {option.description && <GuideMarkupView markup={option.description} className="guide-option-note" />}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  /** The data's prompt text where it has one (a counter asks in its own words). */
  label: ReactNode;
  value: number;
  min?: number;
  max?: number;
  onChange(value: number): void;
  testId?: string;
}) {
  return (
    <label className="guide-number">
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        value={value}
        min={min}
        max={max}
        data-testid={testId}
        onChange={(event) => onChange(Number.parseInt(event.target.value, 10) || 0)}
      />
    </label>
  );
}
