import { FilterChip } from '../ui/filter-chip.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './facet-picker.module.css';
import filterStyles from './filter-bar.module.css';

export interface PickerGroup {
  label: string;
  options: { value: string; label: string }[];
}

interface FacetPickerProps {
  label: string;
  placeholder: string;
  groups: readonly PickerGroup[];
  chosen: readonly string[];
  labelOf(value: string): string;
  onToggle(value: string): void;
  testId: string;
  removeTitle(name: string): string;
}

/** A long list of filter values (traits, packs): a select adds one, a chip per chosen value removes it. */
export function FacetPicker({
  label,
  placeholder,
  groups,
  chosen,
  labelOf,
  onToggle,
  testId,
  removeTitle,
}: FacetPickerProps) {
  const options = (entries: PickerGroup['options']) =>
    entries
      .filter((option) => !chosen.includes(option.value))
      .map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
  return (
    <div className={styles.picker}>
      <SelectField
        label={label}
        labelClassName={filterStyles.groupLabel}
        className={styles.field}
        value=""
        testId={testId}
        onChange={(value) => value && onToggle(value)}
      >
        <option value="">{placeholder}</option>
        {groups.map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options(group.options)}
            </optgroup>
          ) : (
            options(group.options)
          ),
        )}
      </SelectField>
      {chosen.map((value) => (
        <FilterChip
          key={value}
          active
          data-testid={`${testId}-chosen`}
          data-value={value}
          title={removeTitle(labelOf(value))}
          onClick={() => onToggle(value)}
        >
          {labelOf(value)} <span aria-hidden="true">×</span>
        </FilterChip>
      ))}
    </div>
  );
}
