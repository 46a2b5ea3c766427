import { useState } from 'react';
import type { ChaosToken } from '../../shared/campaign/campaign-definition.ts';
import { t } from '../i18n/messages.ts';
import { bagChanges } from '../store/campaign/chaos-bag-changes.ts';
import { DialogIntro } from '../ui/dialog-intro.tsx';
import { MutedText } from '../ui/muted-text.tsx';
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
      <DialogIntro>{t.bagEditIntro}</DialogIntro>
      <ChaosTokenCounter tokens={edited} onChange={setEdited} testId="bag-edit-tokens" label={t.chaosBag} />
      <MutedText data-testid="bag-edit-changes">
        {t.bagEditChanges(sum('chaos_token_added'), sum('chaos_token_removed'))}
      </MutedText>
    </CampaignEventDialog>
  );
}
