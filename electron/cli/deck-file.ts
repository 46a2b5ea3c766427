import { type DeckJson, deckFileSchema } from '../../shared/decks/deck-json.ts';
import { type DroppedSlot, droppedSlots } from '../../shared/decks/dropped-slots.ts';

/** `dropped`: slots with a count of 0 or less that the parse left out (a warning, not a refusal). */
export type DeckFileResult = { ok: true; deck: DeckJson; dropped: DroppedSlot[] } | { ok: false; error: string };

/** Reads and checks one deck file; every failure is a German sentence, never a stack trace. */
export function readDeckFile(file: string, read: (file: string, encoding: 'utf8') => string): DeckFileResult {
  let text: string;
  try {
    text = read(file, 'utf8');
  } catch {
    return { ok: false, error: `Die Datei „${file}“ kann nicht gelesen werden.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Die Datei „${file}“ ist kein gültiges JSON (${(error as Error).message}).` };
  }
  const parsed = deckFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.join('.');
    const what =
      issue.code === 'too_small'
        ? 'darf nicht negativ sein'
        : issue.code === 'invalid_type'
          ? 'hat den falschen Typ oder fehlt'
          : 'ist ungültig';
    return { ok: false, error: `Die Datei „${file}“ ist kein ArkhamDB-Deck: „${where}“ ${what}.` };
  }
  return { ok: true, deck: parsed.data, dropped: droppedSlots(json) };
}
