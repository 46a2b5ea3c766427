import type { DeckDraft } from './deck-types.ts';
import type { OpenedVersion } from './saved-deck-types.ts';

// Decks live in the database; the open draft and the version it belongs to are kept in
// localStorage as the backup of unsaved edits.

const DECK_KEY = 'logbuch.deck-draft';
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
    (draft.tabooId === null || typeof draft.tabooId === 'number')
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
