import { useState } from 'react';
import type { InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CorrectionDialog } from './correction-dialog.tsx';
import { ExileDialog } from './exile-dialog.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { SuppliesDialog } from './supplies-dialog.tsx';

type Dialog = 'correct' | 'exile' | 'supplies' | 'leave' | undefined;

interface InvestigatorActionsProps {
  investigator: InvestigatorState;
  supplySections: readonly LogSectionState[];
}

/** What can be done for a playing investigator: upgrade the deck, correct XP or trauma, exile, supplies, leave. */
export function InvestigatorActions({ investigator, supplySections }: InvestigatorActionsProps) {
  const busy = useAppStore((state) => state.campaignBusy);
  const startUpgrade = useAppStore((state) => state.startCampaignUpgrade);
  const clearError = useAppStore((state) => state.clearCampaignError);
  const [dialog, setDialog] = useState<Dialog>();
  const show = (next: Dialog) => {
    clearError();
    setDialog(next);
  };
  const close = () => show(undefined);
  const button = (kind: Exclude<Dialog, undefined>, label: string) => (
    <button type="button" className="chip-button" data-testid={`action-${kind}`} disabled={busy} onClick={() => show(kind)}>
      {label}
    </button>
  );
  return (
    <div className="investigator-actions" role="group" aria-label={t.investigatorActions(investigator.name)}>
      {investigator.deckId && (
        <button
          type="button"
          className="chip-button chip-button-strong"
          data-testid="action-upgrade"
          title={t.actionUpgradeHint(investigator.xp.available)}
          disabled={busy}
          onClick={() => void startUpgrade(investigator.code)}
        >
          {t.actionUpgrade}
        </button>
      )}
      {button('correct', t.actionCorrect)}
      {button('exile', t.actionExile)}
      {supplySections.length > 0 && button('supplies', t.actionSupplies)}
      {button('leave', t.actionLeave)}
      {dialog === 'correct' && <CorrectionDialog investigator={investigator} onClose={close} />}
      {dialog === 'exile' && <ExileDialog investigator={investigator} onClose={close} />}
      {dialog === 'supplies' && <SuppliesDialog investigator={investigator} sections={supplySections} onClose={close} />}
      {dialog === 'leave' && <LeaveDialog investigator={investigator} onClose={close} />}
    </div>
  );
}
