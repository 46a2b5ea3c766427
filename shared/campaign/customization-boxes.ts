import type { Card } from '../cards/card-types.ts';
import { type DeckJson, parseDeckMeta } from '../decks/deck-json.ts';
import { type CustomizationEntry, customizationsFor } from '../rules/customizations.ts';
import type { EventOf } from './campaign-events.ts';

// The campaign's record of a customizable card's upgrade sheet (`customization_recorded`): one
// number per checked box, naming the sheet's row it sits on (the option's index in
// `customization_options`, as `cus_<code>` counts it). Three boxes checked on "Saga" (row 6 of
// Runic Axe) are [6, 6, 6]; the state keeps the rows, the journal keeps every box.

/** The most boxes one `customization_recorded` holds, and the highest row it can name (its schema's limits). */
const BOXES_PER_EVENT = 10;
const LAST_ROW = 9;

export interface CheckedBoxes {
  card: string;
  /** One row index per newly checked box, rows in order. */
  boxes: number[];
}

/** Boxes checked per row, capped at each option's box count (rules.json `Customizable`: 1 XP per box). */
function boxesPerRow(card: Card, entries: readonly CustomizationEntry[]): Map<number, number> {
  const rows = new Map<number, number>();
  for (const entry of entries) {
    const option = card.customization_options?.[entry.index];
    if (option && entry.index <= LAST_ROW) rows.set(entry.index, Math.min(entry.xp, option.xp));
  }
  return rows;
}

/**
 * The boxes NEXT checks that PREVIOUS did not, per customizable card in NEXT. As the upgrade
 * cost counts them: a card PREVIOUS did not hold starts with an empty sheet; unchecked boxes are
 * not recorded (the record only grows).
 */
export function newlyCheckedBoxes(
  previous: DeckJson,
  next: DeckJson,
  cardOf: (code: string) => Card | undefined,
): CheckedBoxes[] {
  const prevMeta = parseDeckMeta(previous.meta);
  const nextMeta = parseDeckMeta(next.meta);
  const found: CheckedBoxes[] = [];
  for (const [code, count] of Object.entries(next.slots)) {
    const card = cardOf(code);
    if (!count || !card?.customization_options) continue;
    const before =
      (previous.slots[code] ?? 0) > 0
        ? boxesPerRow(card, customizationsFor(prevMeta, code))
        : new Map<number, number>();
    const after = boxesPerRow(card, customizationsFor(nextMeta, code));
    const boxes = [...after.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([row, checked]) => Array<number>(Math.max(0, checked - (before.get(row) ?? 0))).fill(row));
    if (boxes.length > 0) found.push({ card: code, boxes });
  }
  return found.sort((a, b) => a.card.localeCompare(b.card));
}

/** The `customization_recorded` events for `checked`, split where a card has more boxes than one event holds. */
export function customizationEvents(
  code: string,
  checked: readonly CheckedBoxes[],
): EventOf<'customization_recorded'>[] {
  return checked.flatMap(({ card, boxes }) => {
    const events: EventOf<'customization_recorded'>[] = [];
    for (let start = 0; start < boxes.length; start += BOXES_PER_EVENT) {
      events.push({
        type: 'customization_recorded',
        payload: { code, card, boxes: boxes.slice(start, start + BOXES_PER_EVENT) },
      });
    }
    return events;
  });
}

/** Boxes recorded per row of each card, counted over the investigator's `customization_recorded` payloads. */
export function recordedBoxes(
  payloads: Iterable<{ card: string; boxes: readonly number[] }>,
): Record<string, Record<number, number>> {
  const sheets: Record<string, Record<number, number>> = {};
  for (const { card, boxes } of payloads) {
    sheets[card] ??= {};
    const rows = sheets[card];
    for (const row of boxes) rows[row] = (rows[row] ?? 0) + 1;
  }
  return sheets;
}
