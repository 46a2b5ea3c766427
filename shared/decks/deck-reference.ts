// An ArkhamDB deck named by its address or number, as players copy it from the browser:
// `https://arkhamdb.com/deck/view/12345`, `…/decklist/view/678/name-1.0`, `de.arkhamdb.com/…`,
// the API's own `/api/public/deck/12345`, or the bare number. Decks and published decklists are
// numbered separately; a bare number may be either.

export type DeckReferenceKind = 'deck' | 'decklist' | 'any';

export interface DeckReference {
  kind: DeckReferenceKind;
  id: string;
}

export type ReadReference = { ok: true; reference: DeckReference } | { ok: false; foreignUrl: string } | undefined;

const PLAIN_ID = /^#?(\d{1,10})$/;
const DECK_PATH = /^\/(?:api\/public\/)?(deck|decklist)\/(?:(?:view|edit)\/)?(\d{1,10})(?:[/?#]|$)/;
const ARKHAMDB_HOST = /^([a-z]{2}\.|www\.)?arkhamdb\.com$/;

// shared/ has no URL class (no DOM, no Node): an address is split by pattern.
const ADDRESS =
  /^(?:([a-z][a-z0-9+.-]*):\/\/)?(?:[^@/\s]*@)?([a-z0-9.-]+\.[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d{1,5})?(\/[^?#]*)?(?:[?#].*)?$/i;

/**
 * What an address or number names; `undefined` when the text is neither (JSON, prose), and
 * `foreignUrl` for an address that is not ArkhamDB's deck view (arkham.build, a forum).
 */
export function readDeckReference(input: string): ReadReference {
  const text = input.trim();
  const plain = PLAIN_ID.exec(text);
  if (plain) return { ok: true, reference: { kind: 'any', id: String(Number(plain[1])) } };
  if (/\s/.test(text)) return undefined;
  const address = ADDRESS.exec(text);
  if (!address || (!address[1] && !address[3])) return undefined;
  const [, scheme = 'https', host = '', path = '/'] = address;
  const deck = DECK_PATH.exec(path);
  if (!/^https?$/i.test(scheme) || !ARKHAMDB_HOST.test(host.toLowerCase()) || text.includes('@') || !deck)
    return { ok: false, foreignUrl: text };
  return { ok: true, reference: { kind: deck[1] as 'deck' | 'decklist', id: String(Number(deck[2])) } };
}

/** The public API paths to ask, in order: a bare number is tried as a deck, then as a decklist. */
export function referencePaths(reference: DeckReference): string[] {
  const deck = `api/public/deck/${reference.id}`;
  const decklist = `api/public/decklist/${reference.id}`;
  if (reference.kind === 'deck') return [deck];
  if (reference.kind === 'decklist') return [decklist];
  return [deck, decklist];
}
