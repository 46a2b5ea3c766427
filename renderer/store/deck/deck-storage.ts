import type { DeckDraft } from './deck-types.ts';
import type { OpenedVersion } from './saved-deck-types.ts';

// Decks live in the database; the open draft and the version it belongs to are kept in
// localStorage as the backup of unsaved edits.

const DECK_KEY = 'logbuch.deck-draft';
const HISTORY_KEY = 'logbuch.deck-history';
/** Undo steps kept across a reload (the editor keeps more while it runs). */
const STORED_HISTORY = 50;
const VERSION_KEY = 'logbuch.deck-version';

/** What the store needs of localStorage; spelled out so the store also compiles without DOM types (Node tests). */
export interface DeckStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's storage, or none (Node tests, storage disabled). */
export function defaultDeckStorage(): DeckStorage | undefined {
  try {
    return (globalThis as { localStorage?: DeckStorage }).localStorage;
  } catch {
    return undefined;
  }
}

function isDraft(value: unknown): value is DeckDraft {
  const draft = value as DeckDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.investigatorCode === 'string' &&
    typeof draft.name === 'string' &&
    typeof draft.slots === 'object' &&
    typeof draft.meta === 'object' &&
    (draft.tabooId === null || typeof draft.tabooId === 'number') &&
    (draft.notes === undefined || typeof draft.notes === 'string') &&
    (draft.tags === undefined || (Array.isArray(draft.tags) && draft.tags.every((tag) => typeof tag === 'string')))
  );
}

/** Reads a stored JSON value that passes `valid`; anything else (or no storage) is undefined. */
export function readStored<T>(
  storage: DeckStorage | undefined,
  key: string,
  valid: (value: unknown) => value is T,
): T | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON, or removes it; a full or disabled storage keeps it for this session only. */
export function writeStored(storage: DeckStorage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the value stays in memory.
  }
}

const isOpenedVersion = (value: unknown): value is OpenedVersion => {
  const opened = value as OpenedVersion | null;
  return Boolean(opened) && typeof opened!.versionId === 'number' && typeof opened!.savedJson === 'string';
};

export const loadDeck = (storage: DeckStorage | undefined) => readStored(storage, DECK_KEY, isDraft);
export const saveDeck = (storage: DeckStorage | undefined, deck: DeckDraft | undefined) =>
  writeStored(storage, DECK_KEY, deck);
export const loadOpenedVersion = (storage: DeckStorage | undefined) =>
  readStored(storage, VERSION_KEY, isOpenedVersion);
export const saveOpenedVersion = (storage: DeckStorage | undefined, opened: OpenedVersion | undefined) =>
  writeStored(storage, VERSION_KEY, opened);

/** The editor's undo and redo steps, kept with the draft so Strg+Z still works after a reload. */
export interface DeckHistory {
  past: readonly DeckDraft[];
  future: readonly DeckDraft[];
}

const isHistory = (value: unknown): value is DeckHistory => {
  const history = value as DeckHistory | null;
  return (
    typeof history === 'object' &&
    history !== null &&
    Array.isArray(history.past) &&
    Array.isArray(history.future) &&
    [...history.past, ...history.future].every(isDraft)
  );
};

export const loadDeckHistory = (storage: DeckStorage | undefined): DeckHistory =>
  readStored(storage, HISTORY_KEY, isHistory) ?? { past: [], future: [] };
export const saveDeckHistory = (storage: DeckStorage | undefined, history: DeckHistory | undefined) =>
  writeStored(
    storage,
    HISTORY_KEY,
    history && { past: history.past.slice(-STORED_HISTORY), future: history.future.slice(-STORED_HISTORY) },
  );
