import type { CardPool } from '../../../shared/cards/card-pool.ts';
import type { Card } from '../../../shared/cards/card-types.ts';
import {
  checkImportText,
  checkImportValues,
  type DeckImportCheck,
  type ImportPreview,
  previewImport,
} from '../../../shared/decks/deck-import.ts';
import { readImportText } from '../../../shared/decks/deck-import-text.ts';
import { parseDeckMeta } from '../../../shared/decks/deck-json.ts';
import { memoizeLast } from '../app/memoize-last.ts';
import type { AppState } from '../app-state.ts';
import type { DeckImportDraft } from './deck-import-types.ts';

// The import dialog's preview: the same check main runs before it writes (shared/decks/deck-import),
// and the latest version against every rule, so the player sees the problems before saving.

export type ImportCheckView = DeckImportCheck & { preview?: ImportPreview; investigator?: Card; parallel?: boolean };

const checked = memoizeLast(
  (pool: CardPool | undefined, text: string, online: DeckImportDraft['online']): ImportCheckView | undefined => {
    if (!pool || (!online && !text.trim())) return undefined;
    const check = online ? checkImportValues(online.decks, pool) : checkImportText(text, pool);
    if (!check.ok) return check;
    const latest = check.plan.decks.at(-1)!;
    // The front the player will see: a parallel front if the deck chose one.
    const meta = parseDeckMeta(latest.meta);
    const investigator = pool.card(meta.alternate_front || check.plan.investigatorCode);
    const parallel = Boolean(meta.alternate_front || meta.alternate_back);
    return { ...check, preview: previewImport(check.plan, pool), parallel, ...(investigator ? { investigator } : {}) };
  },
);

export function selectImportCheck(state: AppState): ImportCheckView | undefined {
  const draft = state.deckImport;
  return draft ? checked(state.cardPool, draft.text, draft.online) : undefined;
}

/** A pasted ArkhamDB address belongs in the "online" field; the dialog offers to move it there. */
export function selectPastedReference(state: AppState): string | undefined {
  const text = state.deckImport?.text.trim();
  if (!text) return undefined;
  const read = readImportText(text);
  return read.ok && read.kind === 'online' ? text : undefined;
}
