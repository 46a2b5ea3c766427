import type { ReactNode } from 'react';
import { CheckGroup } from '../ui/check-group.tsx';
import { NumberField } from '../ui/number-field.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import { GuideMarkupView } from './guide-markup-view.tsx';

// The guide's inputs in the kit's controls: radio and checkbox lists whose labels may carry guide
// markup, and a count.

export interface ListOption {
  id: string;
  /** Guide markup (German). */
  text: string;
  description?: string;
  /** Shown but not choosable (its description says why). */
  disabled?: boolean;
}

/** The guide's options as the kit's: label and note in guide markup. */
const markupOptions = (options: readonly ListOption[]) =>
  options.map((option) => ({
    value: option.id,
    label: <GuideMarkupView markup={option.text} />,
    note: option.description && <GuideMarkupView markup={option.description} />,
    disabled: option.disabled,
  }));

/** The guide's one-of-several question: the kit's radio group with labels in guide markup. */
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
  return (
    <RadioGroup legend={label} testId={testId} value={value} onChange={onChange} options={markupOptions(options)} />
  );
}

/** The guide's any-of-several question: the kit's check group with labels in guide markup. */
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
  return (
    <CheckGroup
      legend={label}
      testId="guide-check-list"
      values={picked}
      onChange={onChange}
      options={markupOptions(options)}
    />
  );
}

/** A guide count (0…999 where the data names no bounds, as the answer check does): the kit's number field. */
export function CountField({
  label,
  value,
  min = 0,
  max = 999,
  onChange,
  testId,
}: {
  /** The data's prompt text where it has one (a counter asks in its own words). */
  label: ReactNode;
  value: number;
  min?: number | undefined;
  max?: number | undefined;
  onChange(value: number): void;
  testId?: string;
}) {
  return (
    <NumberField
      label={label}
      value={String(value)}
      min={min}
      max={max}
      testId={testId}
      onChange={(text) => onChange(Number.parseInt(text, 10) || 0)}
    />
  );
}
