import type { ReactNode } from 'react';
import { Button } from './button.tsx';

interface FooterAction {
  label: string;
  testId?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Submits this form (the dialog's Enter key) instead of calling `onClick`. */
  form?: string;
  onClick?(): void;
}

interface DialogFooterProps {
  /** Shown first, at the start of the row: a status line or a hint on keys. */
  note?: ReactNode;
  /** Leaves the dialog without doing anything. */
  cancel?: FooterAction;
  /** Further actions between Cancel and the main one (secondary buttons). */
  children?: ReactNode;
  /** The action the dialog is for: save, confirm, or close. */
  submit: FooterAction;
}

/** The one footer of every dialog: a note, Cancel, further actions, then the main action last. */
export function DialogFooter({ note, cancel, children, submit }: DialogFooterProps) {
  return (
    <>
      {note}
      {cancel && (
        <Button data-testid={cancel.testId} disabled={cancel.disabled} onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      )}
      {children}
      <Button
        variant="primary"
        type={submit.form ? 'submit' : 'button'}
        form={submit.form}
        id={submit.form ? `${submit.form}-submit` : undefined}
        data-testid={submit.testId}
        disabled={submit.disabled}
        autoFocus={submit.autoFocus}
        onClick={submit.onClick}
      >
        {submit.label}
      </Button>
    </>
  );
}
