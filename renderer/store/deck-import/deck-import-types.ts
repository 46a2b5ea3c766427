import type { CallError } from '../../api/call-error.ts';

/** The "Deck importieren" dialog: what was pasted, dropped or loaded, before it is saved. */
export interface DeckImportDraft {
  /** Pasted text or a read file's content; typing clears a loaded deck. */
  text: string;
  /** The file the text came from, if any. */
  fileName?: string;
  /** The ArkhamDB address or number field. */
  urlOrId: string;
  /** What "Online laden" brought (raw ArkhamDB decks); loading clears the text. */
  online?: { decks: unknown[]; source: string };
  /** The name to save under; empty takes the deck's own. */
  name: string;
  busy?: 'fetching' | 'saving';
  /** A refused call (offline, not found, …), in German through CallError. */
  error?: CallError;
}

export interface DeckImportSlice {
  deckImport: DeckImportDraft | undefined;
  openDeckImport(): void;
  closeDeckImport(): void;
  setImportText(text: string, fileName?: string): void;
  setImportUrl(urlOrId: string): void;
  setImportName(name: string): void;
  /** "Online laden": decks.fetch; the result is previewed like a pasted text. */
  fetchImportDeck(): Promise<void>;
  /** decks.import, then the deck opens in the editor; false when refused. */
  saveImportedDeck(): Promise<boolean>;
}
