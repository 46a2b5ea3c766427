import { type DeckJson, deckFileSchema } from '../../shared/decks/deck-json.ts';
import { type DroppedSlot, droppedSlots } from '../../shared/decks/dropped-slots.ts';
import { deCli } from '../../shared/i18n/de/cli.ts';

/** What a schema issue of the first kind says about its field; any other is „ungültig“. */
const ISSUE_TEXT: Partial<Record<string, string>> = {
  too_small: deCli.fieldNegative,
  invalid_type: deCli.fieldWrongType,
};

/** `dropped`: slots with a count of 0 or less that the parse left out (a warning, not a refusal). */
export type DeckFileResult = { ok: true; deck: DeckJson; dropped: DroppedSlot[] } | { ok: false; error: string };

/** Reads and checks one deck file; every failure is a German sentence, never a stack trace. */
export function readDeckFile(file: string, read: (file: string, encoding: 'utf8') => string): DeckFileResult {
  let text: string;
  try {
    text = read(file, 'utf8');
  } catch {
    return { ok: false, error: deCli.fileUnreadable(file) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: deCli.fileNotJson(file, (error as Error).message) };
  }
  const parsed = deckFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.');
    const what = ISSUE_TEXT[issue.code] ?? deCli.fieldInvalid;
    return { ok: false, error: deCli.fileNotDeck(file, where, what) };
  }
  return { ok: true, deck: parsed.data, dropped: droppedSlots(json) };
}
