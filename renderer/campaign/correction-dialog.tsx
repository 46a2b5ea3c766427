import { useState } from 'react';
import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { NumberField } from '../ui/number-field.tsx';
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
      <p className="dialog-intro">{t.correctIntro}</p>
      <div className={form.row}>
        {number(t.correctXp, xp, setXp, 'correct-xp', true)}
        {number(t.correctPhysical, physical, setPhysical, 'correct-physical')}
        {number(t.correctMental, mental, setMental, 'correct-mental')}
      </div>
      <label className="text-field">
        <span>{t.correctReason}</span>
        <input
          type="text"
          value={reason}
          maxLength={500}
          placeholder={t.correctReasonPlaceholder}
          data-testid="correct-reason"
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {!events && <p className="campaign-muted">{t.correctInvalid}</p>}
    </CampaignEventDialog>
  );
}
