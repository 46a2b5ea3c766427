import type { DeckDraft } from './deck-types.ts';

// Until decks live in the database (issue 4) the open draft is kept in localStorage.

const DECK_KEY = 'logbuch.deck-draft';

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
