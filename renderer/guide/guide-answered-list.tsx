import { useMemo, useState } from 'react';
import { errorFromCode } from '../api/call-error.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { Button } from '../ui/button.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { answeredSteps, refusalNoteSeqs } from './guide-answered-lines.ts';
import styles from './guide-answered-list.module.css';
import { GuideRewindConfirm } from './guide-rewind-confirm.tsx';

// „Bisherige Antworten“ in the guide dialog: every answer in force, each with „Ab hier neu
// beantworten“ (it and every later answer taken back as one journal entry, after a question
// naming how many); the dialog then shows that step's prompt again.

export function GuideAnsweredList() {
  const journal = useAppStore((state) => state.campaign?.journal);
  const busy = useAppStore((state) => state.guideBusy || state.campaignBusy);
  const rewind = useAppStore((state) => state.rewindGuide);
  const [asking, setAsking] = useState<number>();
  // The list is drawn only while open: the dialog is drawn anew after every answer, and a long
  // campaign's closed list (5 elements an answer) cost as much as the rest of the dialog.
  const [open, setOpen] = useState(false);
  const steps = useMemo(
    () => answeredSteps(journal ?? [], (refused) => errorFromCode(refused.code, refused.details).message),
    [journal],
  );
  const noted = useMemo(() => refusalNoteSeqs(steps), [steps]);
  if (steps.length === 0) return null;
  const cancel = (seq: number) => {
    setAsking(undefined);
    // Back to the button the question replaced (keyboard users keep their place).
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-rewind-seq="${seq}"]`)?.focus());
  };
  return (
    <details
      className={styles.answered}
      data-testid="guide-answered"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t.guideAnswered(steps.length)}</summary>
      {open && <MutedText>{t.guideAnsweredHint}</MutedText>}
      {open && (
        <ol className={styles.list}>
          {steps.map((step) => (
            <li key={step.seq} className={styles.step} data-testid="guide-answered-step" data-seq={step.seq}>
              <span className={styles.text}>
                <MutedText as="span">{t.journalEntry(step.seq)}</MutedText> {step.step}
                {step.answer && <> – {step.answer}</>}
              </span>
              {asking === step.seq ? (
                <GuideRewindConfirm
                  step={step.step}
                  count={step.count}
                  busy={busy}
                  onCancel={() => cancel(step.seq)}
                  onConfirm={() => {
                    setAsking(undefined);
                    void rewind(step.seq);
                  }}
                />
              ) : (
                <Button
                  type="button"
                  className={styles.rewind}
                  data-testid="guide-rewind"
                  data-rewind-seq={step.seq}
                  title={step.refused ?? t.guideRewindTitle(step.seq, step.count)}
                  disabled={busy || step.refused !== undefined}
                  onClick={() => setAsking(step.seq)}
                >
                  {t.guideRewind}
                </Button>
              )}
              {step.refused && noted.has(step.seq) && asking !== step.seq && (
                <MutedText as="span" className={styles.refused} data-testid="guide-rewind-refused">
                  {step.refused}
                </MutedText>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
