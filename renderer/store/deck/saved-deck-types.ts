import type { MethodOutput } from '../../../shared/api/contract.ts';
import type { WrittenVersion } from '../../../shared/api/deck-contract.ts';
import type { DeckJson } from '../../../shared/decks/deck-json.ts';
import type { DeckProblem } from '../../../shared/rules/deck-problem.ts';
import type { CallError } from '../../api/call-error.ts';

export type SavedDeckSummary = MethodOutput<'decks.list'>[number];
export type VersionHistoryEntry = MethodOutput<'decks.history'>[number];

/** The database version the open draft belongs to. */
export interface OpenedVersion {
  deckId: number;
  versionId: number;
  version: number;
  /** The version before as saved; set, the editor is in upgrade mode and costs are measured against it. */
  previous: DeckJson | null;
  exileString: string | null;
  xpGranted: number;
  xpCarried: number;
  xpAdjustment: number;
  adjustmentReason: string | null;
  /** What the version spent as last saved, and the id of the version before (ArkhamDB `previous_deck`); absent in drafts stored by older versions of the app. */
  xpSpent?: number;
  previousId?: number | null;
  /** The draft's deck JSON as last saved, to tell unsaved edits. */
  savedJson: string;
  /** The upgrade rules the last save of this version broke (decks.save `upgradeProblems`; shown, not refused). */
  upgradeProblems?: DeckProblem[];
}

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'error'; error: CallError };

/** Saved decks and versions: "Speichern", "Meine Decks", "Deck verbessern", "Verlauf". */
export interface SavedDeckSlice {
  savedDecks: readonly SavedDeckSummary[];
  opened: OpenedVersion | undefined;
  saveStatus: SaveStatus;
  /** The adjustment fields of upgrade mode, as typed. */
  adjustmentXp: string;
  adjustmentReason: string;
  /** The "Verlauf" view is open with these versions. */
  versionHistory: readonly VersionHistoryEntry[] | undefined;
  /** "Meine Decks" shows only decks with this tag. */
  deckTagFilter: string | undefined;
  setDeckTagFilter(tag: string | undefined): void;
  loadSavedDecks(): Promise<void>;
  /** Creates the deck on its first save, else saves the open version; false when refused. */
  saveCurrentDeck(): Promise<boolean>;
  openSavedDeck(deckId: number): Promise<boolean>;
  /** Saves pending edits, locks the version and opens the next one in upgrade mode. */
  upgradeDeck(xpGranted: number, exiled: readonly string[]): Promise<boolean>;
  /** Opens the version a write returned (`WrittenVersion`) and puts its deck's row into the list. */
  openWrittenVersion(written: WrittenVersion): void;
  setAdjustment(xp: string, reason: string): void;
  showVersionHistory(open: boolean): Promise<void>;
  /** The open saved deck's own deckbuilding environment (text form; null: none); false when refused. */
  setDeckEnvironment(environment: string | null): Promise<boolean>;
}
