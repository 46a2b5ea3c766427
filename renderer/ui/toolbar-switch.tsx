import { Checkbox } from './checkbox.tsx';
import styles from './toolbar-switch.module.css';

interface ToolbarSwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  testId: string;
  title?: string;
}

/** The kit's check box inside its label, for a list's toolbar: a switch the list follows. */
export function ToolbarSwitch({ label, checked, onChange, testId, title }: ToolbarSwitchProps) {
  return (
    <label className={styles.switch} title={title}>
      <Checkbox checked={checked} data-testid={testId} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
