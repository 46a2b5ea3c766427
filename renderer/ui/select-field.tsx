interface SelectFieldProps {
  label: string;
  testId: string;
  value: string;
  values: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

/** A labelled drop-down of the deck screens. */
export function SelectField({ label, testId, value, values, onChange }: SelectFieldProps) {
  return (
    <label className="select-field">
      <span className="select-field-label">{label}</span>
      <select value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)}>
        {values.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
    </label>
  );
}
