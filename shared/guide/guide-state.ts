import type { ChaosToken, Difficulty } from '../campaign/campaign-definition.ts';
import type { GuideText, InvestigatorResult } from './types.ts';

// The campaign state the guide computes from its answers: log sections, investigators, scenarios,
// the chaos bag and what single campaigns add (linked halves, The Scarlet Keys' map and keys).

/** The campaign state the guide reads and writes (its conditions test it). */
export interface GuideLogEntry {
  id: string;
  text?: GuideText;
  crossedOut: boolean;
  /** campaign_log_cards: card codes recorded with the entry. */
  cards?: string[];
  /** campaign_log_count with an id: its count. */
  count?: number;
  /** campaign_log_investigator_count: per investigator. */
  perInvestigator?: Record<string, number>;
  /** campaign_log_assign_task: where the holder's progress is counted (The Drowned City, tasks.ts). */
  progress?: { section: string; id: string };
  /** campaign_log_text: free text typed in. */
  freeText?: string;
}

export interface GuideSection {
  id: string;
  /** The section's own count (campaign_log_count without id). */
  count?: number;
  /** Its name crossed out („Cross out the name of each resident …“): the section no longer counts as there. */
  crossedOut?: boolean;
  entries: GuideLogEntry[];
}

export interface GuideInvestigator {
  code: string;
  xp: number;
  physical: number;
  mental: number;
  killed: boolean;
  insane: boolean;
  /** Story cards earned (codes, with repeats). */
  cards: string[];
  removedCards: string[];
  /** Supplies per section: supply id → copies. */
  supplies: Record<string, Record<string, number>>;
}

export type ScenarioStatus = 'not_started' | 'skipped' | 'started' | 'resolution' | 'completed' | 'unlocked';

export interface GuideScenarioState {
  id: string;
  status: ScenarioStatus;
  resolution?: string;
  /** Who played it, the lead, and how each left it. */
  investigators: string[];
  lead?: string;
  results: Record<string, InvestigatorResult>;
  replayed: number;
  /** The Edge of the Earth: partner (card code) → the investigator who chose them for this scenario. */
  partners?: Record<string, string>;
}

export interface GuideState {
  difficulty?: Difficulty;
  chaosBag: ChaosToken[];
  /** The campaign's investigators in order of joining (killed/insane ones stay). */
  investigators: GuideInvestigator[];
  sections: GuideSection[];
  scenarios: GuideScenarioState[];
  /** The scenario being walked (or next to be walked); undefined once the campaign is over. */
  current?: string;
  result?: 'win' | 'lose' | 'survived';
  /** `swap_chaos_bag`: the campaign's bag, kept while a side story plays with its own. */
  keptChaosBag?: ChaosToken[];
  /** The Dream-Eaters: what one half told the other, decision by link id (campaign-link.ts). */
  links?: Record<string, string>;
  /** The linked Dream-Eaters: the half walked now, and each half's investigators (linked-walk.ts). */
  half?: string;
  halfInvestigators?: Record<string, string[]>;
  /** The chaos bag of the half not walked now. */
  otherHalfBag?: ChaosToken[];
  /** The Scarlet Keys' world map (world-map.ts). */
  map?: WorldMapState;
  /** The Scarlet Keys: each key bound to a bearer, `investigators` or an enemy's code (scarlet-keys.ts). */
  keys?: Record<string, string>;
}

/** Where the group is on The Scarlet Keys' map, where it stopped, and what the guide opened or closed. */
export interface WorldMapState {
  /** `unlock_map`: the map is handed out (The Foundation). */
  open: boolean;
  current?: string;
  /** „Once you have stopped at a location, you cannot stop there again“. */
  visited: string[];
  /** Red-bordered locations a Campaign Log entry permits, and locations closed again. */
  unlocked: string[];
  locked: string[];
  /** Foundation Dossier pages the guide opened. */
  dossiers: string[];
}
