import { type FormEvent, type ReactNode, useId } from 'react';
import { t } from '../i18n/messages.ts';
import type { CampaignChange } from '../store/campaign/campaign-types.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import form from './campaign-form.module.css';

interface CampaignEventDialogProps {
  title: string;
  testId: string;
  /** What the dialog writes; undefined while its fields are not complete. */
  events: readonly CampaignChange[] | undefined;
  confirm: string;
  onClose(): void;
  children: ReactNode;
}

/** A dialog that writes journal events all or nothing; main's refusal shows inside, in German. */
export function CampaignEventDialog({ title, testId, events, confirm, onClose, children }: CampaignEventDialogProps) {
  const append = useAppStore((state) => state.appendToCampaign);
  const busy = useAppStore((state) => state.campaignBusy);
  const formId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events?.length && (await append(events))) onClose();
  };
  const footer = (
    <DialogFooter
      cancel={{ label: t.cancel, testId: 'cancel-event', onClick: onClose }}
      submit={{ label: confirm, testId: 'confirm-event', disabled: !events?.length || busy, form: formId }}
    />
  );
  return (
    <ModalDialog title={title} testId={testId} onClose={onClose} footer={footer}>
      <form id={formId} className={form.form} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
      <CampaignErrorMessage />
    </ModalDialog>
  );
}
