import { type FormEvent, useState } from 'react';
import type { LogChange } from '../../shared/campaign/campaign-events.ts';
import type { LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { newNamedCount } from '../store/campaign/campaign-log.ts';
import { ChipButton } from '../ui/chip-button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { NumberField } from '../ui/number-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import styles from './log-count-form.module.css';

// Counts of the Kampagnenlogbuch: the section's own ("Yigs Zorn: 4") and named ones inside a
// section (Am Rande der Welt), set or newly created.

interface CountFormProps {
  label: string;
  /** The label with the section it belongs to, for screen readers. */
  fullLabel: string;
  value: number;
  testId: string;
  /** An earlier state is shown: the count only. */
  readOnly: boolean;
  disabled: boolean;
  onSet(count: number): void;
}

/** A count with a field to set it ("Yigs Zorn: 4"). */
export function CountForm({ label, fullLabel, value, testId, readOnly, disabled, onSet }: CountFormProps) {
  const [text, setText] = useState(String(value));
  const parsed = Number(text.replace('−', '-'));
  const valid = text.trim() !== '' && Number.isInteger(parsed) && Math.abs(parsed) <= 999 && parsed !== value;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSet(parsed);
  };
  return (
    <form className={styles.count} data-testid={testId} onSubmit={submit}>
      <span className={styles.countLabel}>{label}</span>
      <span className={styles.countValue} data-testid="log-count-value">
        {value}
      </span>
      {!readOnly && (
        <>
          <NumberField
            label={fullLabel}
            hideLabel
            value={text}
            min={-999}
            max={999}
            testId="log-count-input"
            onChange={setText}
          />
          <ChipButton type="submit" data-testid="log-count-set" disabled={!valid || disabled}>
            {t.logCountSet}
          </ChipButton>
        </>
      )}
    </form>
  );
}

interface NamedCountFormProps {
  section: Pick<LogSectionState, 'id' | 'title' | 'counts'>;
  disabled: boolean;
  onCreate(change: LogChange): Promise<boolean>;
}

/** "Zähler anlegen …": a named count the section does not have yet, with its first value. */
export function NamedCountForm({ section, disabled, onCreate }: NamedCountFormProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [value, setValue] = useState('0');
  const result = newNamedCount(section, name, value);
  const problem = typeof result === 'string' ? result : undefined;
  const close = () => {
    setOpen(false);
    setName('');
    setValue('0');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typeof result !== 'string' && (await onCreate(result))) close();
  };
  if (!open) {
    return (
      <ChipButton className={styles.new} data-testid="log-count-new" disabled={disabled} onClick={() => setOpen(true)}>
        {t.logCountNew}
      </ChipButton>
    );
  }
  return (
    <form
      className={styles.create}
      data-testid="log-count-create"
      aria-label={t.logCountNewTitle(section.title)}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <TextField label={t.logCountName} className={styles.name}>
        <input
          type="text"
          value={name}
          maxLength={100}
          placeholder={t.logCountNamePlaceholder}
          autoFocus
          data-testid="log-count-name"
          onChange={(event) => setName(event.target.value)}
        />
      </TextField>
      <NumberField
        label={t.logCountValue}
        value={value}
        min={-999}
        max={999}
        testId="log-count-value-input"
        onChange={setValue}
      />
      <div className={styles.actions}>
        <ChipButton data-testid="log-count-cancel" onClick={close}>
          {t.logCountCancel}
        </ChipButton>
        <ChipButton type="submit" strong data-testid="log-count-create-save" disabled={Boolean(problem) || disabled}>
          {t.logCountCreate}
        </ChipButton>
      </div>
      {problem && name.trim() !== '' && (
        <MutedText className={styles.problem} data-testid="log-count-problem">
          {t.logCountProblems[problem]}
        </MutedText>
      )}
    </form>
  );
}
