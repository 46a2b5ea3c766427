import type { DeckDraft } from './deck-types.ts';
import type { OpenedVersion } from './saved-deck-types.ts';

// Decks live in the database (issue 4); the open draft and the version it belongs to are kept in
// localStorage as the backup of unsaved edits.

const DECK_KEY = 'logbuch.deck-draft';
const VERSION_KEY = 'logbuch.deck-version';

export type DeckStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's storage, or none (Node tests, storage disabled). */
export function defaultDeckStorage(): DeckStorage | undefined {
  try {
    return globalThis.localStorage;
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

export function loadDeck(storage: DeckStorage | undefined): DeckDraft | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(DECK_KEY) ?? 'null');
    return isDraft(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveDeck(storage: DeckStorage | undefined, deck: DeckDraft | undefined): void {
  try {
    if (deck) storage?.setItem(DECK_KEY, JSON.stringify(deck));
    else storage?.removeItem(DECK_KEY);
  } catch {
    // A full or disabled storage keeps the deck for this session only.
  }
}

export function loadOpenedVersion(storage: DeckStorage | undefined): OpenedVersion | undefined {
  try {
    const value = JSON.parse(storage?.getItem(VERSION_KEY) ?? 'null') as OpenedVersion | null;
    return value && typeof value.versionId === 'number' && typeof value.savedJson === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveOpenedVersion(storage: DeckStorage | undefined, opened: OpenedVersion | undefined): void {
  try {
    if (opened) storage?.setItem(VERSION_KEY, JSON.stringify(opened));
    else storage?.removeItem(VERSION_KEY);
  } catch {
    // As above: kept for this session only.
  }
}
