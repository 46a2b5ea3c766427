import type { CampaignState, InvestigatorState } from '../../../shared/campaign/campaign-state.ts';
import type { RecordDraft } from './record-draft.ts';

/** What every step of "Szenario abschließen" gets: the draft so far and a way to change it. */
export interface StepProps {
  draft: RecordDraft;
  change(patch: Partial<RecordDraft>): void;
  campaign: CampaignState;
  investigators: readonly InvestigatorState[];
}
