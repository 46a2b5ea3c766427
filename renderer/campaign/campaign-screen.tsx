import { useEffect, useState } from 'react';
import { GuideDialog } from '../guide/guide-dialog.tsx';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import { CampaignList } from './campaign-list.tsx';
import styles from './campaign-screen.module.css';
import { CardDataDialog } from './card-data-dialog.tsx';
import { CreateCampaignDialog } from './create-campaign-dialog.tsx';
import { ImportNameDialog } from './import-name-dialog.tsx';
import { JoinDialog } from './join-dialog.tsx';
import { RecordScenarioDialog } from './record-scenario/record-scenario-dialog.tsx';
import { StandaloneDialog } from './standalone-dialog.tsx';
import { useCampaignKeys } from './use-campaign-keys.ts';

type Dialog = 'create' | 'join' | 'record' | 'standalone' | 'cardData' | undefined;

/** "Kampagnen": the list on the left, the open campaign on the right, and the screen's dialogs. */
export function CampaignScreen() {
  const startCampaigns = useAppStore((state) => state.startCampaigns);
  const loadSavedDecks = useAppStore((state) => state.loadSavedDecks);
  const clearError = useAppStore((state) => state.clearCampaignError);
  const openId = useAppStore((state) => state.openCampaignId);
  const lookingBack = useAppStore((state) => state.campaignView !== undefined);
  const campaign = useAppStore((state) => state.campaign?.state);
  const campaignImport = useAppStore((state) => state.campaignImport);
  const guideOpen = useAppStore((state) => state.guide !== undefined);
  const openGuide = useAppStore((state) => state.openGuide);
  const [dialog, setDialog] = useState<Dialog>();
  useEffect(() => startCampaigns(), [startCampaigns]);
  useEffect(() => void loadSavedDecks(), [loadSavedDecks]);
  // Ctrl+Z writes an undo: not while a dialog is open or an earlier state is shown.
  useCampaignKeys(openId !== undefined && dialog === undefined && !guideOpen && !campaignImport && !lookingBack);

  const show = (next: Dialog) => {
    clearError();
    setDialog(next);
  };
  const close = () => show(undefined);
  return (
    <div className={styles.screen} data-testid="campaign-screen">
      <CampaignList onCreate={() => show('create')} onCardData={() => show('cardData')} />
      <section className={styles.pane}>
        {openId === undefined ? (
          <>
            {dialog === undefined && !campaignImport && <CampaignErrorMessage className={styles.paneError} />}
            <p className={styles.placeholder}>{t.campaignPick}</p>
          </>
        ) : (
          <CampaignDetail
            showError={dialog === undefined && !campaignImport}
            onJoin={() => show('join')}
            onRecord={() => show('record')}
            onStandalone={() => show('standalone')}
            onGuide={() => {
              clearError();
              void openGuide();
            }}
          />
        )}
      </section>
      {dialog === 'create' && <CreateCampaignDialog onClose={close} />}
      {dialog === 'join' && <JoinDialog onClose={close} />}
      {dialog === 'record' && <RecordScenarioDialog onClose={close} />}
      {dialog === 'standalone' && campaign && <StandaloneDialog campaign={campaign} onClose={close} />}
      {guideOpen && campaign && <GuideDialog campaignName={campaign.name} onJoin={() => show('join')} />}
      {campaignImport && <ImportNameDialog />}
      {dialog === 'cardData' && <CardDataDialog onClose={close} />}
    </div>
  );
}
