import { useState } from 'react';
import type { ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import { t } from '../i18n/messages.ts';
import { bagChanges } from '../store/campaign/chaos-bag-changes.ts';
import { CampaignEventDialog } from './campaign-event-dialog.tsx';
import { ChaosTokenCounter } from './chaos-bag.tsx';

/** "Chaosbeutel bearbeiten": the bag with − and +, written as `chaos_token_added`/`_removed` per kind. */
export function ChaosBagEditDialog({ tokens, onClose }: { tokens: readonly ChaosToken[]; onClose(): void }) {
  const [edited, setEdited] = useState<ChaosToken[]>([...tokens]);
  const changes = bagChanges(tokens, edited);
  const sum = (type: string) =>
    changes.reduce(
      (total, change) => total + (change.type === type && 'count' in change.payload ? (change.payload.count ?? 1) : 0),
      0,
    );
  return (
    <CampaignEventDialog
      title={t.bagEditTitle}
      testId="bag-edit-dialog"
      events={changes.length ? changes : undefined}
      confirm={t.bagEditSave}
      onClose={onClose}
    >
      <p className="dialog-intro">{t.bagEditIntro}</p>
      <ChaosTokenCounter tokens={edited} onChange={setEdited} testId="bag-edit-tokens" label={t.chaosBag} />
      <p className="campaign-muted" data-testid="bag-edit-changes">
        {t.bagEditChanges(sum('chaos_token_added'), sum('chaos_token_removed'))}
      </p>
    </CampaignEventDialog>
  );
}
