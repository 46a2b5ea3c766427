import { useEffect, useState } from 'react';
import { t } from '../i18n/messages.ts';
import { useAppStore } from '../store/store-context.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import { CampaignErrorMessage } from './campaign-error.tsx';
import { CampaignList } from './campaign-list.tsx';
import { CreateCampaignDialog } from './create-campaign-dialog.tsx';
import { JoinDialog } from './join-dialog.tsx';
import { RecordScenarioDialog } from './record-scenario-dialog.tsx';
import { useCampaignKeys } from './use-campaign-keys.ts';

type Dialog = 'create' | 'join' | 'record' | undefined;

/** "Kampagnen": the list on the left, the open campaign on the right, and its three dialogs. */
export function CampaignScreen() {
  const startCampaigns = useAppStore((state) => state.startCampaigns);
  const loadSavedDecks = useAppStore((state) => state.loadSavedDecks);
  const clearError = useAppStore((state) => state.clearCampaignError);
  const openId = useAppStore((state) => state.openCampaignId);
  const [dialog, setDialog] = useState<Dialog>();
  useEffect(() => startCampaigns(), [startCampaigns]);
  useEffect(() => void loadSavedDecks(), [loadSavedDecks]);
  useCampaignKeys(openId !== undefined && dialog === undefined);

  const show = (next: Dialog) => {
    clearError();
    setDialog(next);
  };
  const close = () => show(undefined);
  return (
    <div className="campaign-screen" data-testid="campaign-screen">
      <CampaignList onCreate={() => show('create')} />
      <section className="campaign-pane">
        {openId === undefined ? (
          <>
            {dialog === undefined && <CampaignErrorMessage />}
            <p className="campaign-placeholder">{t.campaignPick}</p>
          </>
        ) : (
          <CampaignDetail showError={dialog === undefined} onJoin={() => show('join')} onRecord={() => show('record')} />
        )}
      </section>
      {dialog === 'create' && <CreateCampaignDialog onClose={close} />}
      {dialog === 'join' && <JoinDialog onClose={close} />}
      {dialog === 'record' && <RecordScenarioDialog onClose={close} />}
    </div>
  );
}
