import { useEffect, useRef } from 'react';
import { t } from '../i18n/messages.ts';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import styles from './guide-rewind-confirm.module.css';

// The question before „Ab hier neu beantworten“ is written: it names how many answers go.
// Shown in place of the button (guide dialog, campaign history); focus goes to „zurücknehmen“,
// Abbrechen puts it back on the button.

interface Props {
  /** The step whose answer is taken back first (its German title). */
  step: string;
  /** How many guide answers go: it and every later one in force. */
  count: number;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function GuideRewindConfirm({ step, count, busy, onConfirm, onCancel }: Props) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <fieldset className={styles.confirm} data-testid="guide-rewind-confirm">
      <legend className={styles.question}>{t.guideRewindQuestion(count, step)}</legend>
      <MutedText>{t.guideRewindKeeps}</MutedText>
      <div className={styles.buttons}>
        <Button type="button" data-testid="guide-rewind-cancel" onClick={onCancel}>
          {t.guideRewindNo}
        </Button>
        <Button
          type="button"
          variant="primary"
          data-testid="guide-rewind-yes"
          ref={yes}
          disabled={busy}
          onClick={onConfirm}
        >
          {t.guideRewindYes(count)}
        </Button>
      </div>
    </fieldset>
  );
}
