import { type FormEvent, useId, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { isNameTaken } from '../store/campaign/campaign-import.ts';
import { useAppStore } from '../store/store-context.tsx';
import { DialogFooter } from '../ui/dialog-footer.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import form from './campaign-form.module.css';

/** Asked before a campaign file is imported whose name a campaign of the list already has: under which name? */
export function ImportNameDialog() {
  const pending = useAppStore((state) => state.campaignImport);
  const names = useAppStore((state) => state.campaigns.map((campaign) => campaign.name).join('\n'));
  const busy = useAppStore((state) => state.campaignBusy);
  const confirm = useAppStore((state) => state.confirmCampaignImport);
  const cancel = useAppStore((state) => state.cancelCampaignImport);
  const [name, setName] = useState(pending?.suggested ?? '');
  const formId = useId();
  if (!pending) return null;
  const taken = isNameTaken(names.split('\n'), name) ? t.importNameStillTaken : undefined;
  const problem = name.trim() ? taken : t.importNameEmpty;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) void confirm(name.trim());
  };
  const footer = (
    <DialogFooter
      cancel={{ label: t.cancel, testId: 'import-name-cancel', onClick: cancel }}
      submit={{ label: t.importNameSave, testId: 'import-name-save', disabled: Boolean(problem) || busy, form: formId }}
    />
  );
  return (
    <ModalDialog title={t.importNameTitle} testId="import-name-dialog" onClose={cancel} footer={footer}>
      <form id={formId} className={form.form} onSubmit={submit}>
        <DialogIntro>{t.importNameTaken(pending.name)}</DialogIntro>
        <TextField label={t.importNameLabel}>
          <input
            type="text"
            value={name}
            maxLength={200}
            autoFocus
            data-testid="import-name-input"
            onFocus={(event) => event.target.select()}
            onChange={(event) => setName(event.target.value)}
          />
        </TextField>
        {problem && <MutedText data-testid="import-name-problem">{problem}</MutedText>}
      </form>
      <CampaignErrorMessage />
    </ModalDialog>
  );
}
