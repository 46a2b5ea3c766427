import type { ChaosToken, Difficulty, LogSection } from './campaign-definition.ts';
import type { VariantId } from './campaign-variants.ts';
import type { GuideJournalState } from './guide-journal-state.ts';

// What a campaign's journal adds up to: the paper Kampagnenlogbuch, computed.

/** `devoured`: „verschlungen“ (Grimoire „Trauma, Tod und Wahnsinn“), out of the campaign like killed and insane. */
export type InvestigatorStatus = 'active' | 'left' | 'killed' | 'insane' | 'devoured';

export interface InvestigatorXp {
  /** Sum of every scenario's XP (victory display, bonus, other). */
  earned: number;
  /** Manual corrections with a reason, and a newcomer's bonus starting experience. */
  adjusted: number;
  /** XP the deck upgrades consumed. */
  spent: number;
  /** Grimoire: „Nicht ausgegebene EP“ = earned + adjusted − spent. */
  available: number;
}

export interface InvestigatorState {
  code: string;
  name: string;
  player: string;
  health: number;
  sanity: number;
  status: InvestigatorStatus;
  deckId?: number;
  /** The deck version in force: named by the latest upgrade that counts, else the joining one. */
  deckVersionId?: number;
  /** The entry that put `deckVersionId` in force (joining or an upgrade). */
  deckVersionSeq?: number;
  /** Versions whose upgrade entry is undone: kept, but not in force (shared/campaign/deck-ledger.ts). */
  withdrawnDeckVersions?: number[];
  replaces?: string;
  replacedBy?: string;
  xp: InvestigatorXp;
  trauma: { physical: number; mental: number };
  /** Story assets the investigator carries („Storyvorteile“), codes with repeats. */
  storyAssets: string[];
  /** Weaknesses the campaign added. */
  weaknesses: string[];
  /** Every card exiled in this campaign, with copies (Grimoire: „Exil“). */
  exiled: Record<string, number>;
  /** Exiled since the last deck upgrade: the next upgrade's `exile_string`. */
  exilePending: string[];
  /** Checked customization boxes per customizable card. */
  customizations: Record<string, number[]>;
  /** Supplies per supplies section: supply id → copies. */
  supplies: Record<string, Record<string, number>>;
  scenariosPlayed: number;
  /**
   * Grimoire „Epischer Kampagnenmodus“ (line 2337): carried from the campaign `from`, with
   * „Die Gesamt-Erfahrung von [Ermittlername] beträgt X“ of every earlier campaign.
   */
  carried?: { from: string; totalXp: number };
}

export interface LogSectionState {
  id: string;
  title: string;
  type: string;
  /** Kept by the app for the guide's conditions, not shown to players („Geheim“). */
  hidden?: boolean;
  /** The section's name crossed out by the guide (a resident of Hemlock Vale lost). */
  crossedOut?: boolean;
  /** `id`: the guide's entry id, for entries the campaign guide wrote. */
  entries: { text: string; crossedOut: boolean; id?: string }[];
  count: number;
  /** Named counts inside the section. */
  counts: Record<string, number>;
  /** Only for `supplies` sections: what may be chosen. */
  supplies?: LogSection['supplies'];
}

export interface PlayedScenario {
  seq: number;
  id: string;
  name: string;
  resolution: string;
  /** XP each investigator earned there. */
  xp: Record<string, number>;
}

export interface StandaloneResult {
  seq: number;
  scenario: string;
  name: string;
  resolution: string;
  xp: Record<string, number>;
  note?: string;
}

export interface CampaignState {
  /** Sequence number of the last event this state includes. */
  seq: number;
  name: string;
  definitionId?: string;
  /** A one-scenario play under the standalone rules (Grimoire „Einzelspielszenario“). */
  standalone?: true;
  difficulty?: Difficulty;
  /** Sorted chaos tokens. */
  chaosBag: ChaosToken[];
  scenarios: { id: string; name: string; kind: string; branch: boolean }[];
  played: PlayedScenario[];
  nextScenario: { id: string; name: string } | null;
  investigators: InvestigatorState[];
  logSections: LogSectionState[];
  /** Erforscht cards any investigator of the campaign may now upgrade into. */
  researched: string[];
  /** Reward cards (Grimoire „Belohnungskarten“) the campaign unlocked; absent until the first. */
  rewards?: string[];
  notes: { seq: number; text: string }[];
  standaloneResults: StandaloneResult[];
  /** Grimoire XII „Deckbau-Umgebungen“: the campaign's environment (text form); absent: none. */
  environment?: string;
  /** Grimoire „Ultimaten und Gaben“: the chosen variants; absent: none. */
  variants?: VariantId[];
  /** Only for a campaign played with the campaign guide. */
  guide?: GuideJournalState;
  /** Every investigator is killed, insane or devoured: lost unless new investigators join (investigator-changes.ts). */
  lost?: true;
}
