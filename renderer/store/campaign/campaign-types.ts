import type { Appended } from '../../../shared/api/campaign-contract.ts';
import type { CampaignDefinitionSummary } from '../../../shared/api/campaign-definition-contract.ts';
import type { MethodInput, MethodOutput } from '../../../shared/api/contract.ts';
import type { CampaignDefinition } from '../../../shared/campaign/campaign-definition.ts';
import type { CampaignEventInput } from '../../../shared/campaign/campaign-events.ts';
import type { CampaignState } from '../../../shared/campaign/campaign-state.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';
import type { CallError } from '../../api/call-error.ts';

export type CampaignSummary = MethodOutput<'campaigns.list'>[number];
export type JournalLine = MethodOutput<'campaigns.journal'>[number];
export type NewCampaign = MethodInput<'campaigns.create'>;
export type Joining = Omit<MethodInput<'campaigns.join'>, 'campaignId'>;
/** One journal event as the campaign screen sends it: every type but the campaign's creation and undo. */
export type CampaignChange = Exclude<CampaignEventInput, { type: 'campaign_created' | 'undo' }>;

/** The campaign the screen shows: its state and every journal line. */
export interface OpenedCampaign {
  id: number;
  state: CampaignState;
  journal: readonly JournalLine[];
  /** Version numbers of the investigators' deck versions by id (withdrawn ones too, for „Stand nach …“). */
  deckVersions?: Readonly<Record<number, number>>;
}

/** "Stand nach …": the open campaign as it was right after entry `seq`; shown read-only. */
export interface CampaignView {
  seq: number;
  state: CampaignState;
}

/** A campaign file read and waiting for a name: a campaign of the list already has the one it brings. */
export interface PendingImport {
  file: unknown;
  /** The name in the file. */
  name: string;
  /** A free name to offer ("… (importiert)"). */
  suggested: string;
}

/** The campaign screen: list, create, join, write events, journal with undo, history, files. */
export interface CampaignSlice {
  campaigns: readonly CampaignSummary[];
  /** The imported campaign definitions ("Neue Kampagne" starts from one); empty without campaign data. */
  definitions: readonly CampaignDefinitionSummary[];
  /** The campaign chosen in the list (kept across reloads); `campaign` follows once loaded. */
  openCampaignId: number | undefined;
  campaign: OpenedCampaign | undefined;
  /** Set while an earlier state is shown instead of the current one. */
  campaignView: CampaignView | undefined;
  /** The last call main refused, in German; shown in the open dialog or above the campaign. */
  campaignError: CallError | undefined;
  campaignBusy: boolean;
  /** Set while the import dialog asks for another name. */
  campaignImport: PendingImport | undefined;
  /** What the last campaign import dropped from its decks (slots with a count of 0 or less), told beside the import button. */
  campaignImportWarnings: readonly DeckProblem[];
  /** Loads the list and the definitions, and reloads what `campaign:changed` announces; returns the unsubscribe. */
  startCampaigns(): () => void;
  loadCampaigns(): Promise<void>;
  /** One definition in full (scenarios with resolutions, chaos bags), read once. */
  loadDefinition(id: string): Promise<CampaignDefinition | undefined>;
  openCampaign(id: number): Promise<void>;
  /**
   * A journal write made elsewhere (the guide's answers, a campaign upgrade), shown as this slice
   * shows its own: the state it returns, not read again; `beforeApply` sees the answer first.
   * Rejects with the write's refusal.
   */
  writeToCampaign<T extends Appended>(send: () => Promise<T>, beforeApply?: (written: T) => void): Promise<T>;
  /** Each write returns false when main refused it (the reason is in `campaignError`). */
  createCampaign(input: NewCampaign): Promise<boolean>;
  joinCampaign(joining: Joining): Promise<boolean>;
  /** Writes events to the open campaign all or nothing (`campaigns.append`). */
  appendToCampaign(events: readonly CampaignChange[]): Promise<boolean>;
  /** Appends an undo of entry `seq`, or of the last entry that still counts. */
  undoCampaignEntry(seq?: number): Promise<boolean>;
  /** Shows the state right after entry `seq`; undefined returns to the current state. */
  showCampaignAt(seq: number | undefined): Promise<void>;
  /** The open campaign as a file's content (`campaigns.export`), or undefined when refused. */
  exportCampaignFile(): Promise<Record<string, unknown> | undefined>;
  /** Electron: the save dialog, then main writes the open campaign there; the path, or undefined when cancelled or refused. */
  saveCampaignFileAs(defaultName: string): Promise<string | undefined>;
  /**
   * Imports a campaign file's text (undefined: it could not be read) as a new campaign, which is
   * then opened; when its name is taken, asks for another first (`campaignImport`, false until then).
   */
  importCampaignFile(text: string | undefined): Promise<boolean>;
  /** Imports the waiting file under `name`. */
  confirmCampaignImport(name: string): Promise<boolean>;
  cancelCampaignImport(): void;
  clearCampaignError(): void;
}
