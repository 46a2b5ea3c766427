import type { InvestigatorState } from '../../shared/campaign/campaign-state.ts';
import { JOIN_LEAVE_RULE } from '../../shared/rules/campaign-membership.ts';
import { t } from '../i18n/messages.ts';
import { RuleRefButton } from '../rules/rule-ref-button.tsx';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';

/** "Verlassen": the investigator stops playing (`investigator_left`); may join again later. */
export function LeaveDialog({ investigator, onClose }: { investigator: InvestigatorState; onClose(): void }) {
  return (
    <CampaignEventDialog
      title={t.leaveTitle(investigator.name)}
      testId="leave-dialog"
      events={[{ type: 'investigator_left', payload: { code: investigator.code } }]}
      confirm={t.leaveSave}
      onClose={onClose}
    >
      <DialogIntro>
        {t.leaveText(investigator.name)} <RuleRefButton rule={JOIN_LEAVE_RULE} />
      </DialogIntro>
    </CampaignEventDialog>
  );
}
