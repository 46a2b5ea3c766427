import type { CampaignDefinitionSummary } from '../../shared/api/campaign-definition-contract.ts';
import type { MethodInput, MethodOutput } from '../../shared/api/contract.ts';
import type { CampaignDefinition } from '../../shared/campaign/campaign-definition.ts';
import type { CampaignEventInput } from '../../shared/campaign/campaign-events.ts';
import type { CampaignState } from '../../shared/campaign/campaign-state.ts';
import type { CallError } from '../api/call-error.ts';

export type CampaignSummary = MethodOutput<'campaigns.list'>[number];
export type JournalLine = MethodOutput<'campaigns.journal'>[number];
export type NewCampaign = MethodInput<'campaigns.create'>;
export type Joining = Omit<MethodInput<'campaigns.join'>, 'campaignId'>;
export type ScenarioRecord = Extract<CampaignEventInput, { type: 'scenario_recorded' }>['payload'];

/** The campaign the screen shows: its state and every journal line. */
export interface OpenedCampaign {
  id: number;
  state: CampaignState;
  journal: readonly JournalLine[];
}

/** The campaign screen (issue 5): list, create, join, record a scenario, journal with undo. */
export interface CampaignSlice {
  campaigns: readonly CampaignSummary[];
  /** The imported campaign definitions ("Neue Kampagne" starts from one); empty without campaign data. */
  definitions: readonly CampaignDefinitionSummary[];
  /** The campaign chosen in the list; `campaign` follows once loaded. */
  openCampaignId: number | undefined;
  campaign: OpenedCampaign | undefined;
  /** The last call main refused, in German; shown in the open dialog or above the campaign. */
  campaignError: CallError | undefined;
  campaignBusy: boolean;
  /** Loads the list and the definitions, and reloads what `campaign:changed` announces; returns the unsubscribe. */
  startCampaigns(): () => void;
  loadCampaigns(): Promise<void>;
  /** One definition in full (scenarios with resolutions, chaos bags), read once. */
  loadDefinition(id: string): Promise<CampaignDefinition | undefined>;
  openCampaign(id: number): Promise<void>;
  /** Each write returns false when main refused it (the reason is in `campaignError`). */
  createCampaign(input: NewCampaign): Promise<boolean>;
  joinCampaign(joining: Joining): Promise<boolean>;
  recordScenario(record: ScenarioRecord): Promise<boolean>;
  /** Appends an undo of entry `seq`, or of the last entry that still counts. */
  undoCampaignEntry(seq?: number): Promise<boolean>;
  clearCampaignError(): void;
}
