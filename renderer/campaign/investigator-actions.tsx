import { useState } from 'react';
import type { InvestigatorState, LogSectionState } from '../../shared/campaign/campaign-state.ts';
import { t } from '../i18n/messages.ts';
import { upgradeStartFor } from '../store/campaign/campaign-upgrade-selectors.ts';
import { useAppStore } from '../store/store-context.tsx';
import { ChipButton } from '../ui/chip-button.tsx';
import { CardsDialog } from './cards-dialog.tsx';
import { CorrectionDialog } from './correction-dialog.tsx';
import { ExileDialog } from './exile-dialog.tsx';
import styles from './investigator-actions.module.css';
import { LeaveDialog } from './leave-dialog.tsx';
import { ReplaceDraftDialog } from './replace-draft-dialog.tsx';
import { SuppliesDialog } from './supplies-dialog.tsx';

type Dialog = 'correct' | 'cards' | 'exile' | 'supplies' | 'leave' | 'replaceDraft' | undefined;

interface InvestigatorActionsProps {
  investigator: InvestigatorState;
  supplySections: readonly LogSectionState[];
}

/** What can be done for a playing investigator: upgrade the deck, correct XP or trauma, story cards, exile, supplies, leave. */
export function InvestigatorActions({ investigator, supplySections }: InvestigatorActionsProps) {
  const busy = useAppStore((state) => state.campaignBusy);
  const startUpgrade = useAppStore((state) => state.startCampaignUpgrade);
  const upgradeStart = useAppStore((state) => upgradeStartFor(state, investigator.code));
  const showScreen = useAppStore((state) => state.showScreen);
  const clearError = useAppStore((state) => state.clearCampaignError);
  const [dialog, setDialog] = useState<Dialog>();
  const show = (next: Dialog) => {
    clearError();
    setDialog(next);
  };
  const close = () => show(undefined);
  const upgrade = () => {
    if (upgradeStart === 'resume') showScreen('deck');
    else if (upgradeStart === 'ask') show('replaceDraft');
    else void startUpgrade(investigator.code);
  };
  const resume = upgradeStart === 'resume';
  const button = (kind: Exclude<Dialog, undefined>, label: string) => (
    <ChipButton data-testid={`action-${kind}`} disabled={busy} onClick={() => show(kind)}>
      {label}
    </ChipButton>
  );
  return (
    <fieldset className={styles.actions} aria-label={t.investigatorActions(investigator.name)}>
      {investigator.deckId && (
        <ChipButton
          strong
          data-testid="action-upgrade"
          title={resume ? t.actionUpgradeResumeHint : t.actionUpgradeHint(investigator.xp.available)}
          data-resume={resume || undefined}
          disabled={busy}
          onClick={upgrade}
        >
          {resume ? t.actionUpgradeResume : t.actionUpgrade}
        </ChipButton>
      )}
      {button('correct', t.actionCorrect)}
      {button('cards', t.actionCards)}
      {button('exile', t.actionExile)}
      {supplySections.length > 0 && button('supplies', t.actionSupplies)}
      {button('leave', t.actionLeave)}
      {dialog === 'correct' && <CorrectionDialog investigator={investigator} onClose={close} />}
      {dialog === 'cards' && <CardsDialog investigator={investigator} onClose={close} />}
      {dialog === 'exile' && <ExileDialog investigator={investigator} onClose={close} />}
      {dialog === 'supplies' && (
        <SuppliesDialog investigator={investigator} sections={supplySections} onClose={close} />
      )}
      {dialog === 'leave' && <LeaveDialog investigator={investigator} onClose={close} />}
      {dialog === 'replaceDraft' && (
        <ReplaceDraftDialog
          name={investigator.name}
          onClose={close}
          onUpgrade={() => {
            close();
            void startUpgrade(investigator.code);
          }}
        />
      )}
    </fieldset>
  );
}
