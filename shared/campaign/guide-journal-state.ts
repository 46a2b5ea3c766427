import type { ScenarioStatus } from '../guide/guide-state.ts';
import type { GuideAnswer, InvestigatorResult } from '../guide/types.ts';

// What the guide adds to a campaign's state: its answers so far (the engine recomputes the open
// prompt from them) and per scenario who played, the lead and how each investigator left it.

export interface GuideScenarioRecord {
  id: string;
  status: ScenarioStatus;
  resolution?: string;
  investigators: string[];
  lead?: string;
  results: Record<string, InvestigatorResult>;
  /** XP each investigator earned in this scenario so far. */
  xp: Record<string, number>;
}

export interface GuideJournalState {
  /** The guide's campaign id in the data (`core`, `rtnotz` …) and its data version. */
  id: string;
  version: number;
  answers: GuideAnswer[];
  scenarios: GuideScenarioRecord[];
  /** Counts per investigator (`campaign_log_investigator_count`): section → id → code → value. */
  investigatorCounts: Record<string, Record<string, Record<string, number>>>;
  result?: 'win' | 'lose' | 'survived';
  /** The scenario the guide named to come next (its `next_scenario`/replay), until it starts. */
  next?: string;
  /** `backup_state`: the campaign as it stood when the guide saved it (JSON of a CampaignState). */
  backup?: string;
}
