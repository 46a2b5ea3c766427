import { useState } from 'react';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { MutedText } from '../ui/muted-text.tsx';
import { NumberField } from '../ui/number-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import form from './campaign-form.module.css';
import { correctionEvents } from './correction-form.ts';

/** "Korrektur": XP and trauma corrected with a reason (`xp_adjusted`, `trauma_adjusted`). */
export function CorrectionDialog({ investigator, onClose }: { investigator: InvestigatorState; onClose(): void }) {
  const [xp, setXp] = useState('0');
  const [physical, setPhysical] = useState('0');
  const [mental, setMental] = useState('0');
  const [reason, setReason] = useState('');
  const events = correctionEvents(investigator.code, { xp, physical, mental, reason });
  const number = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    testId: string,
    autoFocus = false,
  ) => (
    <NumberField
      label={label}
      value={value}
      min={-99}
      max={99}
      testId={testId}
      autoFocus={autoFocus}
      onChange={onChange}
    />
  );
  return (
    <CampaignEventDialog
      title={t.correctTitle(investigator.name)}
      testId="correction-dialog"
      events={events}
      confirm={t.correctSave}
      onClose={onClose}
    >
      <DialogIntro>{t.correctIntro}</DialogIntro>
      <div className={form.row}>
        {number(t.correctXp, xp, setXp, 'correct-xp', true)}
        {number(t.correctPhysical, physical, setPhysical, 'correct-physical')}
        {number(t.correctMental, mental, setMental, 'correct-mental')}
      </div>
      <TextField label={t.correctReason}>
        <input
          type="text"
          value={reason}
          maxLength={500}
          placeholder={t.correctReasonPlaceholder}
          data-testid="correct-reason"
          onChange={(event) => setReason(event.target.value)}
        />
      </TextField>
      {!events && <MutedText>{t.correctInvalid}</MutedText>}
    </CampaignEventDialog>
  );
}
