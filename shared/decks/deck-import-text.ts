import type { AppErrorCode, AppErrorDetails } from '../api/app-error.ts';
import { type DeckReference, readDeckReference } from './deck-reference.ts';

// The first step of a deck import: what a pasted or loaded text is. ArkhamDB deck JSON,
// arkham.build's export (the same JSON with more meta keys and string ids), a list of decks
// (a version chain), or an ArkhamDB address or number to load online.

/** A refusal as the edges show it: germanErrorMessage(code, details). */
export interface ImportProblem {
  code: AppErrorCode;
  details: AppErrorDetails;
}

export type ImportText =
  | { ok: true; kind: 'decks'; values: unknown[] }
  | { ok: true; kind: 'online'; reference: DeckReference }
  | { ok: false; problem: ImportProblem };

const SNIPPET = 20;

/** Line and column (1-based) of a character position. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** V8 names the position where the JSON breaks; the player gets line, column and the text there. */
function malformed(text: string, error: unknown): ImportProblem {
  const message = (error as Error).message ?? '';
  const position = /position (\d+)/.exec(message);
  if (!position || /end of JSON/i.test(message)) return { code: 'deck_import_malformed', details: { reason: 'end' } };
  const at = Number(position[1]);
  // The text on either side of the break, with a mark where the parser stopped.
  const cutStart = at > SNIPPET;
  const cutEnd = at + SNIPPET < text.length;
  // Whole words only: a word the cut went through is left out.
  const before = text
    .slice(Math.max(0, at - SNIPPET), at)
    .replace(/\s+/g, ' ')
    .replace(cutStart ? /^\S*\s/ : /^\s+/, '');
  const after = text
    .slice(at, at + SNIPPET)
    .replace(/\s+/g, ' ')
    .replace(cutEnd ? /\s\S*$/ : /\s+$/, '');
  const near = `${before}▸${after}`;
  return { code: 'deck_import_malformed', details: { ...lineAndColumn(text, at), reason: near } };
}

/** Reads a text as decks or as an ArkhamDB reference; never throws. */
export function readImportText(input: string): ImportText {
  const text = input.replace(/^\uFEFF/, '').trim();
  if (!text) return { ok: false, problem: { code: 'deck_import_empty', details: {} } };
  if (!text.startsWith('{') && !text.startsWith('[')) {
    const reference = readDeckReference(text);
    if (reference?.ok) return { ok: true, kind: 'online', reference: reference.reference };
    if (reference)
      return { ok: false, problem: { code: 'deck_import_foreign_url', details: { url: reference.foreignUrl } } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: malformed(text, error) };
  }
  return { ok: true, kind: 'decks', values: Array.isArray(value) ? value : [value] };
}
